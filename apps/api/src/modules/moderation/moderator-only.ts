import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../lib/errors.ts';
import { authenticated, type Caller, type RouteApp } from '../auth/authenticated.ts';
import { selectRole } from './moderation.repo.ts';

export const notModerator = () => new AppError(403, 'forbidden', 'Only moderators can open this page.');

/**
 * Routes only a moderator (or an admin) may call: a signed-out caller is refused with 401 before
 * anything else, then the role is read from the database on every request, so a revoked role takes
 * effect at once rather than when a token expires.
 */
export function moderatorOnly(
  deps: Pick<AppDeps, 'bus' | 'clock' | 'database' | 'secret'>,
  routes: (app: RouteApp, caller: Caller) => void | Promise<void>,
): FastifyPluginAsync {
  return authenticated(deps, async (app, caller) => {
    app.addHook('onRequest', async (req) => {
      const role = await selectRole(deps.database.db, caller.me(req));
      if (role !== 'moderator' && role !== 'admin') throw notModerator();
    });
    await routes(app, caller);
  });
}
