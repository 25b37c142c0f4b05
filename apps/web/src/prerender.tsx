import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { AppProviders } from './app/app-providers.tsx';
import { LandingOnly } from './app/landing-only.tsx';
import { i18n } from './lib/i18n/i18n.ts';

/**
 * Renders the landing page to HTML at build time, with the same tree the browser hydrates (main.tsx):
 * the landing page without the router, not the whole app's route table (decision 0047).
 */
export async function renderPage(pathname: string): Promise<string> {
  if (pathname !== '/') throw new Error(`only the landing page is prerendered, not ${pathname}`);
  // Prerendered pages are English, the language a browser that has chosen none is shown first.
  await i18n.changeLanguage('en');
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <AppProviders>
        <LandingOnly />
      </AppProviders>
    </StrictMode>,
  );
  let html = '';
  const decoder = new TextDecoder();
  for await (const chunk of prelude)
    html += typeof chunk === 'string' ? chunk : decoder.decode(chunk as Uint8Array, { stream: true });
  return html;
}
