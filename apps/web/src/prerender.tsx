import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AuthProvider } from './features/auth/auth-provider.tsx';
import { routes } from './app/routes.tsx';

/** Renders a public page to HTML at build time, with the same tree the browser hydrates. */
export async function renderPage(pathname: string): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${pathname}`));
  if (context instanceof Response) throw new Error(`${pathname} answered ${context.status} while prerendering`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <AuthProvider>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AuthProvider>
    </StrictMode>,
  );
  let html = '';
  const decoder = new TextDecoder();
  for await (const chunk of prelude) html += typeof chunk === 'string' ? chunk : decoder.decode(chunk as Uint8Array, { stream: true });
  return html;
}
