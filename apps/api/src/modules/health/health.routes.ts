import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../lib/errors.ts';
import { pingDatabase } from './health.repo.ts';

/** Seconds a load balancer or client is told to wait before asking an unready instance again. */
const RETRY_AFTER_SECONDS = 5;

const notReady = (why: string) => new AppError(503, 'service_unavailable', why);

/**
 * `/health/live`: the process answers (restart it if not). `/health/ready`: this instance can serve
 * now: it is not shutting down, the database answers and, when configured, Redis does; a load
 * balancer sends traffic only while it is 200 (decision 0035). `/health` is the older check of the
 * database alone, kept for whoever already polls it.
 */
export const healthRoutes =
  (deps: Pick<AppDeps, 'database' | 'bus' | 'env'>, opts: { draining?: () => boolean } = {}): FastifyPluginAsync =>
  async (app) => {
    app.get('/health', async () => {
      await pingDatabase(deps.database.db);
      return { ok: true, database: deps.database.kind };
    });
    app.get('/health/live', async (_req, reply) => {
      reply.header('cache-control', 'no-store');
      return { ok: true };
    });
    app.get('/health/ready', async (_req, reply) => {
      reply.header('cache-control', 'no-store');
      reply.header('retry-after', String(RETRY_AFTER_SECONDS));
      if (opts.draining?.()) throw notReady('This instance is shutting down.');
      try {
        await pingDatabase(deps.database.db);
      } catch {
        throw notReady('The database cannot be reached.');
      }
      try {
        await deps.bus.ping();
      } catch {
        throw notReady('Redis cannot be reached.');
      }
      reply.removeHeader('retry-after');
      return { ok: true, database: deps.database.kind, bus: deps.env.REDIS_URL ? 'redis' : 'in-process' };
    });
  };
