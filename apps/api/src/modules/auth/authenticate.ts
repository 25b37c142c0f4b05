import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { unauthorized } from '../../lib/errors.ts';
import { verifyAccessToken, type AccessClaims } from './access-token.ts';
import { selectLiveSession } from './auth.repo.ts';
import { liveSessionsOf } from './live-sessions.ts';

type AuthDeps = Pick<AppDeps, 'bus' | 'clock' | 'database' | 'secret'>;

export function bearerToken(req: FastifyRequest): string | null {
  const h = req.headers.authorization;
  if (!h || !h.startsWith('Bearer ')) return null;
  return h.slice(7).trim() || null;
}

/**
 * The session row behind a token, when it is live: from this instance's short-lived cache of live
 * sessions (which every revocation empties at once, live-sessions.ts), else from the database.
 */
async function liveSession(deps: AuthDeps, claims: AccessClaims, now: Date): Promise<{ locale: string | null } | null> {
  const cache = liveSessionsOf(deps.bus);
  const known = cache.get(claims.sessionId, claims.userId, now.getTime());
  if (known) return known;
  const mark = cache.mark();
  const row = await selectLiveSession(deps.database.db, claims.sessionId, claims.userId, now);
  if (!row) return null;
  cache.remember(claims.sessionId, claims.userId, row.locale, row.expiresAt.getTime(), now.getTime(), mark);
  return { locale: row.locale };
}

/**
 * The signed-in caller, from the access token only; never from an id in the request.
 * The session row is checked too, so signing out takes effect at once rather than at token expiry.
 */
export async function authenticateToken(deps: AuthDeps, token: string): Promise<AccessClaims | null> {
  return (await authenticateSocket(deps, token))?.claims ?? null;
}

/**
 * The same check, with the language the member chose on their account (null when none), which the
 * socket handshake needs too: one statement, or none when the session was checked a moment ago.
 */
export async function authenticateSocket(
  deps: AuthDeps,
  token: string,
): Promise<{ claims: AccessClaims; locale: string | null } | null> {
  const now = deps.clock();
  const claims = await verifyAccessToken(deps.secret, token, now);
  if (!claims) return null;
  const session = await liveSession(deps, claims, now);
  return session ? { claims, locale: session.locale } : null;
}

export async function requireUser(deps: AuthDeps, req: FastifyRequest): Promise<AccessClaims> {
  const token = bearerToken(req);
  if (!token) throw unauthorized();
  const claims = await authenticateToken(deps, token);
  if (!claims) throw unauthorized('Your session has expired. Please sign in again.', 'invalid_token');
  return claims;
}
