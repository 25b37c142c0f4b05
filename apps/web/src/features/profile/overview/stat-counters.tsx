import { Gift, Heart, Users, Video, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ProfileStats } from '@sankofa/contracts';

const COUNTERS: { key: keyof ProfileStats; icon: LucideIcon }[] = [
  { key: 'likesReceived', icon: Heart },
  { key: 'matches', icon: Users },
  { key: 'streams', icon: Video },
  { key: 'giftsReceived', icon: Gift },
];

export function StatCounters({ stats }: { stats: ProfileStats }) {
  const { t, i18n } = useTranslation('profile');
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <section aria-labelledby="stats-title">
      <h2 id="stats-title" className="sr-only">
        {t('stats.title')}
      </h2>
      <ul className="grid grid-cols-2 gap-3 md:grid-cols-4">
        {COUNTERS.map(({ key, icon: Icon }) => (
          <li
            key={key}
            className="flex flex-col items-center rounded-3xl border border-sand-200 bg-white px-3 py-5 text-center shadow-sm"
          >
            <Icon className="h-6 w-6 text-terracotta-500" aria-hidden />
            <span className="mt-2 font-display text-3xl text-forest-800">{number.format(stats[key])}</span>
            <span className="mt-1 text-sm text-ink-soft">{t(`stats.${key}`)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
