import { Quote } from 'lucide-react';
import { cn } from '@/lib/cn.ts';
import { SectionHeading } from './section-heading.tsx';
import { useTranslation } from 'react-i18next';

/** Fictional members; illustrative stories written for this page (texts: stories.<key> and <key>Quote). */
const STORIES: { name: string; key: 'adaeze' | 'kofi' | 'thandiwe'; initials: string; avatar: string }[] = [
  {
    name: 'Adaeze',
    key: 'adaeze',
    initials: 'A',
    avatar: 'bg-forest-700 text-gold-300',
  },
  {
    name: 'Kofi',
    key: 'kofi',
    initials: 'K',
    avatar: 'bg-terracotta-600 text-white',
  },
  {
    name: 'Thandiwe',
    key: 'thandiwe',
    initials: 'T',
    avatar: 'bg-gold-400 text-forest-900',
  },
];

export function Stories() {
  const { t } = useTranslation('landing');
  return (
    <section
      id="collective"
      aria-labelledby="collective-title"
      className="scroll-mt-16 focus:outline-none bg-forest-900 px-4 py-16 text-white sm:px-6 md:py-24"
    >
      <SectionHeading id="collective-title" eyebrow={t('stories.eyebrow')} title={t('stories.title')} tone="dark">
        {t('stories.intro')}
      </SectionHeading>
      <ul className="mx-auto mt-10 grid max-w-6xl grid-cols-1 gap-5 md:grid-cols-3">
        {STORIES.map((story) => (
          <li key={story.name}>
            <figure className="flex h-full flex-col rounded-3xl border border-forest-700 bg-forest-800 p-6">
              <Quote className="h-8 w-8 text-gold-400" aria-hidden />
              <blockquote className="mt-3 flex-1 text-lg text-forest-50">
                {t('stories.quote', { text: t(`stories.${story.key}Quote`) })}
              </blockquote>
              <figcaption className="mt-6 flex items-center gap-3">
                <span
                  aria-hidden
                  className={cn(
                    'relative flex h-12 w-12 shrink-0 items-center justify-center overflow-hidden rounded-full font-display text-xl ring-2 ring-gold-400/70',
                    story.avatar,
                  )}
                >
                  <span className="absolute inset-0 bg-[repeating-linear-gradient(45deg,transparent_0_6px,rgb(255_255_255/0.12)_6px_9px)]" />
                  <span className="relative">{story.initials}</span>
                </span>
                <span>
                  <span className="block font-medium text-white">{story.name}</span>
                  <span className="block text-sm text-forest-100">{t(`stories.${story.key}`)}</span>
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
