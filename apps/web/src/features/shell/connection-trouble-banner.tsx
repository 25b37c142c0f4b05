import { useEffect, useState, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { CloudOff } from 'lucide-react';
import { connectionHealth } from '@/lib/connection-health.ts';
import { useRealtime } from '@/lib/realtime/use-realtime.tsx';
import { useTranslation } from 'react-i18next';

/** A blip shorter than this (one retried request) is not worth a banner. */
const SHOW_AFTER_MS = 800;

/**
 * While the server cannot serve (no network, or it answers "not now"), one calm line under the
 * header says so; the page keeps what it shows and retries by itself. When the server is back, what
 * failed meanwhile is read again and the realtime socket reconnects at once.
 */
export function ConnectionTroubleBanner() {
  const { t } = useTranslation();
  const trouble = useSyncExternalStore(
    (onChange) => connectionHealth.subscribe(onChange),
    () => connectionHealth.trouble,
    () => false,
  );
  const [shown, setShown] = useState(false);
  const queryClient = useQueryClient();
  const realtime = useRealtime();

  useEffect(() => {
    if (!trouble) return setShown(false);
    const timer = setTimeout(() => setShown(true), SHOW_AFTER_MS);
    return () => clearTimeout(timer);
  }, [trouble]);

  useEffect(
    () =>
      connectionHealth.onRecovered(() => {
        realtime.reconnectNow();
        void queryClient.refetchQueries({ type: 'active', predicate: (q) => q.state.status === 'error' });
      }),
    [queryClient, realtime],
  );

  return (
    <div role="status" aria-live="polite" className="sticky top-16 z-20">
      {shown && (
        <div data-connection-trouble className="border-b border-sand-300 bg-sand-100 text-ink">
          <div className="mx-auto flex min-h-9 max-w-6xl items-center gap-2 px-4 py-1.5 text-sm">
            <CloudOff className="h-4 w-4 shrink-0 text-ink-soft" aria-hidden />
            <span>
              <span className="font-medium">{t('shell.troubleConnecting')}</span>{' '}
              <span className="text-ink-soft">{t('shell.retrying')}</span>
            </span>
          </div>
        </div>
      )}
    </div>
  );
}
