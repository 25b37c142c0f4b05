import type { FastifyPluginAsync } from 'fastify';
import { IceServers } from '@sankofa/contracts';
import type { AppDeps } from '../../deps.ts';
import { authenticated } from '../auth/authenticated.ts';
import { iceServersFor } from './ice-servers.ts';

/** GET /api/rtc/ice-servers: STUN/TURN servers with TURN credentials of the signed-in member's own. */
export const rtcRoutes = (deps: AppDeps): FastifyPluginAsync =>
  authenticated(deps, async (app, { me }) => {
    // Answers are never cached (authenticated() marks them no-store): the credential is this member's.
    app.get('/ice-servers', { schema: { response: { 200: IceServers } } }, async (req) => iceServersFor(deps, me(req)));
  });
