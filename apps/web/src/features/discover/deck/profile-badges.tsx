import { useTranslation } from 'react-i18next';
import { BadgeCheck } from 'lucide-react';

/** Only ever shown from the server's word (LESSONS: badges were once random). */
export function VerifiedMark() {
  const { t } = useTranslation('discover');
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-terracotta-600 px-2 py-0.5 font-sans text-xs font-medium text-white">
      <BadgeCheck className="h-3.5 w-3.5" aria-hidden />
      {t('badges.verified')}
    </span>
  );
}

export function OnlineMark() {
  const { t } = useTranslation('discover');
  return (
    <span className="inline-flex items-center gap-1.5 rounded-full bg-white/95 px-2.5 py-1 text-xs font-medium text-forest-800 shadow-sm">
      <span className="h-2 w-2 rounded-full bg-forest-500" aria-hidden />
      {t('badges.online')}
    </span>
  );
}

export function MatchPercent({ value }: { value: number }) {
  const { t } = useTranslation('discover');
  return (
    <span className="inline-flex items-center rounded-full bg-gold-400 px-2.5 py-1 text-xs font-bold text-forest-900 shadow-sm">
      {t('badges.match', { percent: value })}
    </span>
  );
}

export function DemoMark() {
  const { t } = useTranslation('discover');
  return (
    <span className="inline-flex items-center rounded-full bg-forest-900/80 px-2.5 py-1 text-xs font-medium text-white shadow-sm">
      {t('badges.demo')}
    </span>
  );
}
