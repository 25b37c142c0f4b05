import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Env } from '../config/env.ts';
import { AppError } from './errors.ts';
import type { Metrics } from './metrics.ts';

/** Requests no route matched share one label, so a scan of random paths cannot grow the series without bound. */
const UNMATCHED = 'unmatched';

function allowed(req: FastifyRequest, token: string | undefined): boolean {
  if (!token) return true;
  const given = Buffer.from(req.headers.authorization ?? '');
  const wanted = Buffer.from(`Bearer ${token}`);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

/** Times every request and serves the registry at GET /metrics, only when METRICS_ENABLED is set. */
export function registerMetrics(app: FastifyInstance, env: Env, metrics: Metrics): void {
  if (!env.METRICS_ENABLED) return;
  app.addHook('onResponse', async (req, reply) => {
    metrics.httpDuration.observe(
      { method: req.method, route: req.routeOptions.url ?? UNMATCHED, status_code: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });
  app.get('/metrics', async (req, reply) => {
    if (!allowed(req, env.METRICS_TOKEN)) {
      throw new AppError(401, 'unauthorized', 'Metrics need the bearer token set in METRICS_TOKEN.');
    }
    reply.header('content-type', metrics.registry.contentType).header('cache-control', 'no-store');
    return metrics.registry.metrics();
  });
}
