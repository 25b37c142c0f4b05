import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../deps.ts';

export const contactRoutes =
  (_deps: AppDeps): FastifyPluginAsync =>
  async () => {};
