import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { pingDatabase } from './health.repo.ts';

export const healthRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (app) => {
    app.get('/health', async () => {
      await pingDatabase(deps.database.db);
      return { ok: true, database: deps.database.kind };
    });
  };
