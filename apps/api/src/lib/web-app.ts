import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

/** Serves the built SPA's files; the not-found handler falls back to index.html. */
export async function registerWebApp(app: FastifyInstance, dist: string): Promise<void> {
  const index = path.join(dist, 'index.html');
  if (!existsSync(index)) throw new Error(`The web app is not built: ${index} is missing. Run "npm run build".`);
  await app.register(fastifyStatic, {
    root: dist,
    wildcard: false,
    index: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders(res, file) {
      res.setHeader('vary', 'accept-encoding');
      // Hashed assets never change; the HTML must always be fresh.
      if (file.includes(`${path.sep}assets${path.sep}`))
        res.setHeader('cache-control', 'public, max-age=31536000, immutable');
      else res.setHeader('cache-control', 'no-cache');
    },
  });
  // The landing page is prerendered into its own document; every other path gets the app shell.
  if (existsSync(path.join(dist, 'landing.html'))) {
    app.get('/', (_req, reply) => reply.sendFile('landing.html'));
  }
}
