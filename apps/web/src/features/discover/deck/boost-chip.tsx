import { richText } from '@/lib/i18n/rich-text.tsx';
import { useTranslation } from 'react-i18next';
import { Zap } from 'lucide-react';
import type { BoostStatus } from './use-boost.ts';

/**
 * 'Boosted · 29:41' on Discover while the member's boost runs. The chip is a timer (not announced
 * as it ticks); a separate polite live region says only when a boost starts and ends.
 */
export function BoostChip({ status }: { status: BoostStatus }) {
  const { t } = useTranslation('discover');
  return (
    <>
      {status.countdown ? (
        <p
          role="timer"
          aria-label={t('boost.timer', { time: status.countdown })}
          className="inline-flex items-center gap-1.5 rounded-full bg-terracotta-600 px-3 py-1 text-sm font-medium text-white shadow-sm"
        >
          <Zap className="h-4 w-4" aria-hidden />
          <span aria-hidden>
            {richText(t('boost.chip', { time: status.countdown }), {
              time: (text) => <span className="tabular-nums">{text}</span>,
            })}
          </span>
        </p>
      ) : null}
      <p className="sr-only" aria-live="polite">
        {status.announcement}
      </p>
    </>
  );
}
