import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../deps.ts';

export const photosRoutes =
  (_deps: AppDeps): FastifyPluginAsync =>
  async () => {};
