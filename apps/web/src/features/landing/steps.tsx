import { Compass, Map as MapIcon, Sparkles, type LucideIcon } from 'lucide-react';
import { SectionHeading } from './section-heading.tsx';
import { useTranslation } from 'react-i18next';

// Keys in the landing namespace's steps section: `step` and `${step}Text`.
const STEPS = ['quiz', 'matches', 'share'] as const;

const TEASERS: { icon: LucideIcon; label: 'quizzes' | 'tours' | 'sign' }[] = [
  { icon: Sparkles, label: 'quizzes' },
  { icon: MapIcon, label: 'tours' },
  { icon: Compass, label: 'sign' },
];

export function Steps() {
  const { t } = useTranslation('landing');
  return (
    <section
      id="discover"
      aria-labelledby="discover-title"
      className="scroll-mt-16 focus:outline-none bg-sand-100 px-4 py-16 sm:px-6 md:py-24"
    >
      <SectionHeading id="discover-title" eyebrow={t('steps.eyebrow')} title={t('steps.title')}>
        {t('steps.intro')}
      </SectionHeading>
      <ol className="mx-auto mt-10 grid max-w-6xl grid-cols-1 gap-5 md:grid-cols-3">
        {STEPS.map((step, index) => (
          <li key={step} className="flex gap-4 rounded-3xl bg-white p-5 shadow-sm md:block md:p-6">
            <span
              aria-hidden
              className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-forest-800 font-display text-xl text-gold-400"
            >
              {index + 1}
            </span>
            <div>
              <h3 className="text-xl text-forest-800 md:mt-4">
                <span className="sr-only">{t('steps.step', { n: index + 1 })}</span>
                {t(`steps.${step}`)}
              </h3>
              <p className="mt-1 text-ink-soft md:mt-2">{t(`steps.${step}Text`)}</p>
            </div>
          </li>
        ))}
      </ol>
      <div className="mx-auto mt-10 max-w-4xl text-center">
        <p className="font-medium text-forest-800">{t('steps.inside')}</p>
        <ul className="mt-4 flex flex-wrap justify-center gap-3">
          {TEASERS.map(({ icon: Icon, label }) => (
            <li
              key={label}
              className="inline-flex items-center gap-2 rounded-full border border-forest-200 bg-white px-4 py-2 text-sm font-medium text-forest-800"
            >
              <Icon className="h-4 w-4 text-terracotta-600" aria-hidden />
              {t(`steps.${label}`)}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
