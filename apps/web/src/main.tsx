import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import '@fontsource/righteous/latin-400.css';
import '@fontsource/ubuntu/latin-400.css';
import '@fontsource/ubuntu/latin-700.css';
import './styles.css';
import { App } from './app/app.tsx';
import { preloadLanding } from './app/routes.tsx';
import { deviceLocale, showLocale } from './lib/i18n/i18n.ts';

const container = document.getElementById('root')!;
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
const locale = deviceLocale();
// The landing page arrives prerendered in English (scripts/build.ts, public/boot.js): hydrate it rather
// than paint it again. In another language it is painted afresh once that language has arrived.
if (locale === 'en' && container.firstElementChild && window.location.pathname === '/') {
  void preloadLanding().then(
    () => hydrateRoot(container, app),
    // The chunk could not be fetched: hydrate anyway; the route retries through its Suspense boundary.
    () => hydrateRoot(container, app),
  );
} else {
  // A language that cannot be fetched (offline, a stale deploy) leaves the app in English rather than blank.
  void Promise.all([
    showLocale(locale).catch(() => undefined),
    window.location.pathname === '/' ? preloadLanding().catch(() => undefined) : undefined,
  ]).then(() => createRoot(container).render(app));
}
