import type { LucideIcon } from 'lucide-react';
import { BookOpen, CalendarHeart, ChefHat, Earth, Music } from 'lucide-react';
import { SectionHeading } from './section-heading.tsx';
import { useTranslation } from 'react-i18next';

// Keys in the landing namespace's culture section: `title` and `${title}Text`.
const FEATURES: { icon: LucideIcon; title: 'network' | 'dates' | 'events' | 'playlists' | 'art' }[] = [
  {
    icon: Earth,
    title: 'network',
  },
  {
    icon: ChefHat,
    title: 'dates',
  },
  {
    icon: CalendarHeart,
    title: 'events',
  },
  {
    icon: Music,
    title: 'playlists',
  },
  {
    icon: BookOpen,
    title: 'art',
  },
];

export function FeatureCards() {
  const { t } = useTranslation('landing');
  return (
    <section
      id="culture"
      aria-labelledby="culture-title"
      className="scroll-mt-16 focus:outline-none bg-sand-50 px-4 py-16 sm:px-6 md:py-24"
    >
      <SectionHeading id="culture-title" eyebrow={t('culture.eyebrow')} title={t('culture.title')}>
        {t('culture.intro')}
      </SectionHeading>
      <ul className="mx-auto mt-10 flex max-w-6xl flex-wrap justify-center gap-5">
        {FEATURES.map(({ icon: Icon, title }) => (
          <li
            key={title}
            className="flex w-full gap-4 rounded-3xl border border-sand-200 bg-white p-5 shadow-sm sm:block sm:w-[calc(50%-0.625rem)] sm:p-6 lg:w-[calc(33.333%-0.84rem)]"
          >
            <span className="inline-flex h-12 w-12 shrink-0 items-center justify-center rounded-2xl bg-forest-800 text-gold-400">
              <Icon className="h-6 w-6" aria-hidden />
            </span>
            <div>
              <h3 className="text-xl text-forest-800 sm:mt-4">{t(`culture.${title}`)}</h3>
              <p className="mt-1 text-ink-soft sm:mt-2">{t(`culture.${title}Text`)}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
