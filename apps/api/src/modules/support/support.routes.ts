import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { SupportRequestBody, SupportRequestSent } from '@sankofa/contracts';
import type { AppDeps } from '../../deps.ts';
import { requireUser } from '../auth/authenticate.ts';
import { sendSupportRequest } from './send-support-request.ts';

/** POST /api/support: the signed-in member writes to the support team. */
export const supportRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (app) => {
    app.withTypeProvider<ZodTypeProvider>().post(
      '/',
      { schema: { body: SupportRequestBody, response: { 200: SupportRequestSent } } },
      async (req) => sendSupportRequest(deps, (await requireUser(deps, req)).userId, req.body),
    );
  };
