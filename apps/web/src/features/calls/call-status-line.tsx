import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn.ts';
import type { CallSnapshot } from './call-session.ts';
import { callClock } from './call-clock.ts';

/** Ringing, connecting, the call's running time, or 'Reconnecting…'; and the connection's quality as bars. */
export function CallStatusLine({ snap }: { snap: CallSnapshot }) {
  const { t } = useTranslation('calls');
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const t = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(t);
  }, []);
  const text =
    snap.call.status === 'ringing'
      ? t('status.ringing')
      : snap.link === 'reconnecting'
        ? t('status.reconnecting')
        : snap.link === 'connected' && snap.call.answeredAt
          ? callClock(now - Date.parse(snap.call.answeredAt))
          : t('status.connecting');
  const bars = snap.quality === 'good' ? 3 : snap.quality === 'fair' ? 2 : 1;
  return (
    <div className="mt-0.5 flex items-center gap-2 text-sm text-sand-100">
      <span role="status" aria-live="polite" className="tabular-nums">
        {text}
      </span>
      {snap.quality && snap.link === 'connected' ? (
        <span
          role="img"
          aria-label={t(`status.${snap.quality}`)}
          className="inline-flex items-end gap-0.5"
          title={t(`status.${snap.quality}`)}
        >
          {[1, 2, 3].map((i) => (
            <span
              key={i}
              className={cn(
                'w-1 rounded-sm',
                i <= bars ? (snap.quality === 'poor' ? 'bg-terracotta-400' : 'bg-gold-400') : 'bg-white/30',
              )}
              style={{ height: `${4 + i * 3}px` }}
            />
          ))}
        </span>
      ) : null}
    </div>
  );
}
