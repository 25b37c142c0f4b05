import type { FastifyPluginAsync } from 'fastify';
import { sql } from 'drizzle-orm';
import type { AppDeps } from '../../deps.ts';

export const healthRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (app) => {
    app.get('/health', async () => {
      await deps.database.db.execute(sql`select 1`);
      return { ok: true, database: deps.database.kind };
    });
  };
