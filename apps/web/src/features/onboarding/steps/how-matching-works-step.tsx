import { useTranslation } from 'react-i18next';
import { Heart, Sparkles, Star, X, type LucideIcon } from 'lucide-react';

const MOVES: { icon: LucideIcon; tone: string; key: 'like' | 'pass' | 'super' | 'match' }[] = [
  { icon: Heart, tone: 'bg-forest-800 text-gold-300', key: 'like' },
  { icon: X, tone: 'bg-sand-200 text-ink', key: 'pass' },
  { icon: Star, tone: 'bg-gold-400 text-forest-900', key: 'super' },
  { icon: Sparkles, tone: 'bg-terracotta-600 text-white', key: 'match' },
];

export function HowMatchingWorksStep() {
  const { t } = useTranslation('onboarding');
  return (
    <div className="space-y-5">
      <p className="text-ink-soft">{t('how.intro')}</p>
      <ul className="space-y-3">
        {MOVES.map(({ icon: Icon, tone, key }) => (
          <li key={key} className="flex gap-4 rounded-2xl border border-sand-200 p-4">
            <span className={`flex h-12 w-12 shrink-0 items-center justify-center rounded-full ${tone}`}>
              <Icon className="h-6 w-6" aria-hidden />
            </span>
            <span>
              <span className="block font-medium text-ink">{t(`how.${key}Title`)}</span>
              <span className="block text-sm text-ink-soft">{t(`how.${key}Text`)}</span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
