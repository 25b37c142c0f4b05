import type { FastifyPluginAsync } from 'fastify';
import { PushConfig, PushStatus, PushSubscribeBody, PushUnsubscribeBody } from '@sankofa/contracts';
import type { AppDeps } from '../../deps.ts';
import { authenticated } from '../auth/authenticated.ts';
import { pushStatus, subscribePush, unsubscribePush } from './subscribe-push.ts';

/** Web Push subscriptions (under /api/push), always of the caller's own device session. */
export const pushRoutes = (deps: AppDeps): FastifyPluginAsync =>
  authenticated(deps, async (app, { claims }) => {
    const device = (req: Parameters<typeof claims>[0]) => {
      const c = claims(req);
      return { userId: c.userId, sessionId: c.sessionId };
    };
    app.get('/config', { schema: { response: { 200: PushConfig } } }, async () => ({ publicKey: deps.push.publicKey }));
    app.post('/subscription', { schema: { body: PushSubscribeBody, response: { 200: PushStatus } } }, async (req) =>
      subscribePush(deps, device(req), req.body),
    );
    app.post(
      '/subscription/status',
      { schema: { body: PushUnsubscribeBody, response: { 200: PushStatus } } },
      async (req) => pushStatus(deps, device(req), req.body.endpoint),
    );
    app.post(
      '/subscription/remove',
      { schema: { body: PushUnsubscribeBody, response: { 200: PushStatus } } },
      async (req) => unsubscribePush(deps, device(req), req.body.endpoint),
    );
  });
