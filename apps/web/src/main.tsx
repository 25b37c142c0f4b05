import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import '@fontsource/righteous/latin-400.css';
import '@fontsource/ubuntu/latin-400.css';
import '@fontsource/ubuntu/latin-700.css';
import './styles.css';
import { App } from './app/app.tsx';
import { preloadLanding } from './app/routes.tsx';

const container = document.getElementById('root')!;
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
// The landing page arrives prerendered (scripts/build.ts, public/boot.js): hydrate it rather than paint
// it again.
if (container.firstElementChild && window.location.pathname === '/') {
  void preloadLanding().then(
    () => hydrateRoot(container, app),
    // The chunk could not be fetched: hydrate anyway; the route retries through its Suspense boundary.
    () => hydrateRoot(container, app),
  );
} else {
  createRoot(container).render(app);
}
