import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../deps.ts';

export const profileRoutes =
  (_deps: AppDeps): FastifyPluginAsync =>
  async () => {};
