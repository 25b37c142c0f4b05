import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { I18nextProvider } from 'react-i18next';
import { AuthProvider } from './features/auth/auth-provider.tsx';
import { i18n } from './lib/i18n/i18n.ts';
import { routes } from './app/routes.tsx';

/** Renders a public page to HTML at build time, with the same tree the browser hydrates. */
export async function renderPage(pathname: string): Promise<string> {
  // Prerendered pages are English, the language a browser that has chosen none is shown first.
  await i18n.changeLanguage('en');
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${pathname}`));
  if (context instanceof Response) throw new Error(`${pathname} answered ${context.status} while prerendering`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <AuthProvider>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AuthProvider>
      </I18nextProvider>
    </StrictMode>,
  );
  let html = '';
  const decoder = new TextDecoder();
  for await (const chunk of prelude) html += typeof chunk === 'string' ? chunk : decoder.decode(chunk as Uint8Array, { stream: true });
  return html;
}
