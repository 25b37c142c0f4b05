import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { unauthorized } from '../../lib/errors.ts';
import { verifyAccessToken, type AccessClaims } from './access-token.ts';
import { isSessionLive } from './auth.repo.ts';

export function bearerToken(req: FastifyRequest): string | null {
  const h = req.headers.authorization;
  if (!h || !h.startsWith('Bearer ')) return null;
  return h.slice(7).trim() || null;
}

/**
 * The signed-in caller, from the access token only; never from an id in the request.
 * The session row is checked too, so signing out takes effect at once rather than at token expiry.
 */
export async function authenticateToken(deps: Pick<AppDeps, 'clock' | 'database' | 'secret'>, token: string): Promise<AccessClaims | null> {
  const now = deps.clock();
  const claims = await verifyAccessToken(deps.secret, token, now);
  if (!claims) return null;
  if (!(await isSessionLive(deps.database.db, claims.sessionId, claims.userId, now))) return null;
  return claims;
}

export async function requireUser(deps: Pick<AppDeps, 'clock' | 'database' | 'secret'>, req: FastifyRequest): Promise<AccessClaims> {
  const token = bearerToken(req);
  if (!token) throw unauthorized();
  const claims = await authenticateToken(deps, token);
  if (!claims) throw unauthorized('Your session has expired. Please sign in again.', 'invalid_token');
  return claims;
}
