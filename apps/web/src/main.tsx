import { StrictMode, useCallback, useState, type ComponentType } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import '@fontsource/righteous/latin-400.css';
import '@fontsource/ubuntu/latin-400.css';
import '@fontsource/ubuntu/latin-700.css';
import './fonts.css';
import './styles.css';
import { AppProviders } from './app/app-providers.tsx';
import { LandingOnly } from './app/landing-only.tsx';
import { preloadLanding } from './app/landing-route.tsx';
import { reloadOnce, sessionStore } from './lib/chunk-reload.ts';
import { deviceLocale, showLocale } from './lib/i18n/i18n.ts';

// The rest of the app (data router, route table, guards, toasts) is its own chunk (decision 0047): the
// landing page's first route carries only the landing page.
let Routed: ComponentType | null = null;
async function loadRouted(): Promise<void> {
  Routed ??= (await import('./app/routed-app.tsx')).RoutedApp;
}

function Boot() {
  const [App, setApp] = useState<ComponentType | null>(() => Routed);
  const leaveLanding = useCallback(() => {
    loadRouted().then(
      () => setApp(() => Routed),
      // The app's chunk could not be fetched (a stale deploy): the server serves the new address
      // itself, with the current build; once only, so being offline does not loop.
      () => reloadOnce(sessionStore(), () => window.location.reload()),
    );
  }, []);
  return (
    <StrictMode>
      <AppProviders>{App ? <App /> : <LandingOnly onLeave={leaveLanding} />}</AppProviders>
    </StrictMode>
  );
}

const container = document.getElementById('root')!;
const onLanding = window.location.pathname === '/';
const locale = deviceLocale();
// The landing page arrives prerendered in English (scripts/build.ts, public/boot.js): hydrate it rather
// than paint it again. In another language it is painted afresh once that language has arrived.
if (locale === 'en' && container.firstElementChild && onLanding) {
  void preloadLanding().then(
    () => hydrateRoot(container, <Boot />),
    // The chunk could not be fetched: hydrate anyway; the route retries through its Suspense boundary.
    () => hydrateRoot(container, <Boot />),
  );
} else {
  // A language that cannot be fetched (offline, a stale deploy) leaves the app in English rather than blank.
  void Promise.all([
    showLocale(locale).catch(() => undefined),
    onLanding ? preloadLanding().catch(() => undefined) : loadRouted(),
  ]).then(
    () => createRoot(container).render(<Boot />),
    () => reloadOnce(sessionStore(), () => window.location.reload()),
  );
}
