import { useEffect } from 'react';
import { TAB_VISIBLE_REFRESH_MS } from '@sankofa/contracts/realtime';
import { useRealtime } from '@/lib/realtime/use-realtime.tsx';

/**
 * Tells the server whether this tab is in front of the person (on connecting, on every change, and
 * again now and then while it is), so pushes are held back while they can see the app anyway.
 */
export function TabVisibilityReporter(): null {
  const realtime = useRealtime();
  useEffect(() => {
    const report = () => realtime.send({ type: 'tab.visibility', visible: document.visibilityState === 'visible' });
    const refresh = setInterval(() => {
      if (document.visibilityState === 'visible') report();
    }, TAB_VISIBLE_REFRESH_MS);
    const offStatus = realtime.onStatus((status) => {
      if (status === 'open') report();
    });
    if (realtime.status === 'open') report();
    document.addEventListener('visibilitychange', report);
    return () => {
      clearInterval(refresh);
      offStatus();
      document.removeEventListener('visibilitychange', report);
    };
  }, [realtime]);
  return null;
}
