import type { FastifyInstance, RouteOptions } from 'fastify';
import { publicUrl, type Env } from '../config/env.ts';
import { buildOpenApiDocument, type OpenApiDocument } from './openapi-document.ts';

/** Off in production unless asked for: the document maps every route for whoever reads it. */
export const apiDocsEnabled = (env: Env): boolean => env.API_DOCS_ENABLED ?? env.NODE_ENV !== 'production';

/**
 * Keeps every route as it is added, for the document at GET /api/docs. Call before any route is
 * registered; the document is built on first request, when the table is complete.
 */
export function registerApiDocs(app: FastifyInstance, env: Env): void {
  if (!apiDocsEnabled(env)) return;
  const routes: RouteOptions[] = [];
  app.addHook('onRoute', (route) => void routes.push(route));
  let document: OpenApiDocument | undefined;
  app.get('/api/docs', async (_req, reply) => {
    document ??= buildOpenApiDocument(routes, { title: env.APP_NAME, serverUrl: publicUrl(env) });
    reply.header('cache-control', 'no-cache');
    return document;
  });
}
