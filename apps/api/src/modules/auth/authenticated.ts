import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import type { AccessClaims } from './access-token.ts';
import { requireUser } from './authenticate.ts';

const withZod = (app: FastifyInstance) => app.withTypeProvider<ZodTypeProvider>();
export type RouteApp = ReturnType<typeof withZod>;

export interface Caller {
  /** The signed-in member's id, from the access token; never from the request's path or body. */
  me: (req: FastifyRequest) => string;
  /** The whole claims, for the routes that act on the session itself. */
  claims: (req: FastifyRequest) => AccessClaims;
}

/**
 * Routes only a signed-in member may call. Identity is settled when the request arrives, so an
 * anonymous one is refused before its body is read or checked, and no answer (errors included) may be
 * kept by a shared cache or the back button.
 */
export function authenticated(
  deps: Pick<AppDeps, 'bus' | 'clock' | 'database' | 'secret'>,
  routes: (app: RouteApp, caller: Caller) => void | Promise<void>,
): FastifyPluginAsync {
  return async (plain) => {
    const app = withZod(plain);
    const members = new WeakMap<FastifyRequest, AccessClaims>();
    app.addHook('onRequest', async (req) => {
      members.set(req, await requireUser(deps, req));
    });
    app.addHook('onSend', async (_req, reply) => {
      reply.header('cache-control', 'no-store');
    });
    const claims = (req: FastifyRequest) => {
      const found = members.get(req);
      if (!found) throw new Error('an authenticated route ran without its identity hook');
      return found;
    };
    await routes(app, { me: (req) => claims(req).userId, claims });
  };
}
