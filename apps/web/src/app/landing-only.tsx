import { useCallback } from 'react';
import { NavigateContext } from '@/lib/navigation.ts';
import { LandingRoute } from './landing-route.tsx';

/**
 * The landing page without the router (decision 0047). The data router and the rest of the app's
 * route table are not on the landing's first route: the first link followed records its address and
 * asks for them (`onLeave`); the landing stays on screen until they have arrived and take over.
 */
export function LandingOnly({ onLeave }: { onLeave?: () => void }) {
  const navigate = useCallback(
    (to: string) => {
      const target = new URL(to, window.location.href);
      if (target.pathname === window.location.pathname) {
        window.location.hash = target.hash;
        return;
      }
      window.history.pushState(null, '', target.pathname + target.search + target.hash);
      onLeave?.();
    },
    [onLeave],
  );
  return (
    <NavigateContext.Provider value={navigate}>
      <LandingRoute />
    </NavigateContext.Provider>
  );
}
