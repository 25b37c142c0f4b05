import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { LoadingScreen } from '@/components/ui/loading-screen.tsx';
import { isChunkLoadError, reloadOnce, sessionStore } from '@/lib/chunk-reload.ts';
import { APP_NAME, TAGLINE } from '@/lib/config.ts';

type Outcome = 'reloading' | 'stale' | 'offline' | 'broken';

function firstOutcome(error: unknown): Outcome {
  if (!isChunkLoadError(error)) return 'broken';
  // Reloading without a network would trade this page for the browser's own error page.
  return navigator.onLine === false ? 'offline' : 'reloading';
}

// The pill buttons' looks, written out: the button component would pull its class helpers into the
// first-route bundle, and this page must not depend on any chunk that may be gone.
const PILL =
  'inline-flex h-11 items-center justify-center rounded-full px-6 font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-500 cursor-pointer';

/** Each outcome's title and text (common.json, loaded with every language, so no chunk is needed). */
const TEXT = {
  stale: { title: 'routeError.staleTitle', body: 'routeError.staleBody' },
  offline: { title: 'routeError.offlineTitle', body: 'routeError.offlineBody' },
  broken: { title: 'routeError.brokenTitle', body: 'routeError.brokenBody' },
} as const;

/**
 * The router's error element: a page that failed to render or whose code could not be loaded. A
 * missing chunk (a deploy happened) reloads the page once; anything else gets a calm page with a
 * way forward instead of the router's developer screen.
 */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  const [outcome, setOutcome] = useState<Outcome>(() => firstOutcome(error));
  const decided = useRef(false);

  useEffect(() => {
    if (outcome !== 'reloading' || decided.current) return;
    decided.current = true;
    if (!reloadOnce(sessionStore(), () => window.location.reload())) setOutcome('stale');
  }, [outcome]);

  useEffect(() => {
    if (outcome === 'broken') console.error(error);
  }, [error, outcome]);

  if (outcome === 'reloading') return <LoadingScreen label={t('routeError.loadingLatest')} />;
  const title = t(TEXT[outcome].title);
  const body = t(TEXT[outcome].body, { app: APP_NAME });
  return (
    <div className="flex min-h-dvh flex-col bg-gradient-to-b from-forest-800 via-forest-700 to-sand-100 px-4">
      <header className="mx-auto w-full max-w-lg pt-6 text-white">
        <span className="block font-display text-xl">{APP_NAME}</span>
        <span className="block text-xs text-gold-300">{TAGLINE}</span>
      </header>
      <main className="mx-auto flex w-full max-w-lg flex-1 items-start pb-12 pt-10 sm:items-center sm:pt-0">
        <div className="w-full rounded-3xl bg-white p-6 text-center shadow-xl sm:p-8">
          <div aria-hidden className="mx-auto mb-5 grid h-16 w-16 place-items-center rounded-full bg-gold-100">
            <svg
              viewBox="0 0 32 32"
              className="h-9 w-9 text-terracotta-500"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.4"
              strokeLinecap="round"
              strokeLinejoin="round"
            >
              <path d="M16 6a10 10 0 1 1-8.66 5" />
              <path d="M3 12.5 7.34 11l.86 4.5" />
            </svg>
          </div>
          <h1 className="font-display text-3xl text-forest-800">{title}</h1>
          <p className="mt-3 text-ink-soft">{body}</p>
          <div className="mt-7 flex flex-col gap-3 sm:flex-row sm:justify-center">
            <button
              type="button"
              className={`${PILL} bg-forest-800 text-white hover:bg-forest-700`}
              onClick={() => window.location.reload()}
            >
              {t('routeError.reload')}
            </button>
            <a
              href="/"
              className={`${PILL} border-2 border-forest-800 bg-transparent text-forest-800 hover:bg-forest-50`}
            >
              {t('routeError.home')}
            </a>
          </div>
        </div>
      </main>
    </div>
  );
}
