import type { FastifyPluginAsync } from 'fastify';
import { SupportRequestBody, SupportRequestSent } from '@sankofa/contracts';
import type { AppDeps } from '../../deps.ts';
import { authenticated } from '../auth/authenticated.ts';
import { sendSupportRequest } from './send-support-request.ts';

/** POST /api/support: the signed-in member writes to the support team. */
export const supportRoutes = (deps: AppDeps): FastifyPluginAsync =>
  authenticated(deps, async (app, { me }) => {
    app.post('/', { schema: { body: SupportRequestBody, response: { 200: SupportRequestSent } } }, async (req) =>
      sendSupportRequest(deps, me(req), req.body),
    );
  });
