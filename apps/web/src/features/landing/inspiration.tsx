import type { CSSProperties } from 'react';
import { Headphones, Palette, UtensilsCrossed, type LucideIcon } from 'lucide-react';
import { SectionHeading } from './section-heading.tsx';
import { useTranslation } from 'react-i18next';

const CARDS: {
  icon: LucideIcon;
  /** Keys in the landing namespace's inspire section: `title` and `${title}Text`. */
  title: 'kitchen' | 'rhythm' | 'words';
  art: CSSProperties;
}[] = [
  {
    icon: UtensilsCrossed,
    title: 'kitchen',
    art: {
      backgroundColor: '#c65a1e',
      backgroundImage:
        'radial-gradient(circle at 20px 20px, #f2b705 0 6px, transparent 7px), radial-gradient(circle at 0 0, #a8470f 0 10px, transparent 11px)',
      backgroundSize: '40px 40px, 40px 40px',
    },
  },
  {
    icon: Headphones,
    title: 'rhythm',
    art: {
      backgroundColor: '#0b3d1e',
      backgroundImage:
        'repeating-linear-gradient(90deg, #f2b705 0 6px, transparent 6px 18px, #e0743a 18px 22px, transparent 22px 34px)',
    },
  },
  {
    icon: Palette,
    title: 'words',
    art: {
      backgroundColor: '#f2b705',
      backgroundImage:
        'linear-gradient(135deg, #0b3d1e 25%, transparent 25%), linear-gradient(225deg, #0b3d1e 25%, transparent 25%), linear-gradient(45deg, #0b3d1e 25%, transparent 25%), linear-gradient(315deg, #0b3d1e 25%, #f2b705 25%)',
      backgroundPosition: '16px 0, 16px 0, 0 0, 0 0',
      backgroundSize: '32px 32px',
    },
  },
];

export function Inspiration() {
  const { t } = useTranslation('landing');
  return (
    <section aria-labelledby="inspire-title" className="bg-sand-50 px-4 py-16 sm:px-6 md:py-24">
      <SectionHeading id="inspire-title" eyebrow={t('inspire.eyebrow')} title={t('inspire.title')}>
        {t('inspire.intro')}
      </SectionHeading>
      <ul className="mx-auto mt-10 grid max-w-6xl grid-cols-1 gap-5 md:grid-cols-3">
        {CARDS.map(({ icon: Icon, title, art }) => (
          <li key={title} className="overflow-hidden rounded-3xl border border-sand-200 bg-white shadow-sm">
            <div aria-hidden className="relative h-32" style={art}>
              <span className="absolute bottom-0 start-6 flex h-14 w-14 translate-y-1/2 items-center justify-center rounded-2xl bg-white text-forest-800 shadow-md">
                <Icon className="h-7 w-7" />
              </span>
            </div>
            <div className="p-6 pt-10">
              <h3 className="text-xl text-forest-800">{t(`inspire.${title}`)}</h3>
              <p className="mt-2 text-ink-soft">{t(`inspire.${title}Text`)}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
