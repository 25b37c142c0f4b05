import { Eye, Filter, Heart, Zap, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';

const BENEFITS: { icon: LucideIcon; key: 'likes' | 'seeWho' | 'boosts' | 'filters' }[] = [
  { icon: Heart, key: 'likes' },
  { icon: Eye, key: 'seeWho' },
  { icon: Zap, key: 'boosts' },
  { icon: Filter, key: 'filters' },
];

export function BenefitTiles() {
  const { t } = useTranslation('premium');
  return (
    <section aria-labelledby="benefits-title" className="mt-14">
      <h2 id="benefits-title" className="text-center text-2xl text-forest-800 sm:text-3xl">
        {t('benefits.title')}
      </h2>
      <ul className="mt-6 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {BENEFITS.map(({ icon: Icon, key }) => (
          <li key={key} className="rounded-3xl border border-sand-200 bg-white p-5 text-center shadow-sm">
            <span className="mx-auto flex h-12 w-12 items-center justify-center rounded-full bg-forest-800 text-gold-400">
              <Icon className="h-6 w-6" aria-hidden />
            </span>
            <h3 className="mt-3 text-lg text-forest-800">{t(`benefits.${key}.title`)}</h3>
            <p className="mt-1 text-sm text-ink-soft">{t(`benefits.${key}.text`)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
