import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../lib/errors.ts';
import { deriveToken, hashToken } from '../../lib/tokens.ts';
import { publishSessionsRevoked } from './session-revocation.ts';
import { signAccessToken } from './access-token.ts';
import {
  extendSession,
  findUnusedChild,
  findUserById,
  insertRefreshToken,
  lockRefreshToken,
  markRefreshTokenUsed,
  revokeSessions,
} from './auth.repo.ts';
import type { RequestMeta } from './request-meta.ts';
import { recordSecurityEvent } from './security-events.ts';
import { sessionExpiry } from './sessions.ts';
import { userView } from './user-view.ts';

export const SESSION_ENDED = 'Your session has ended. Please sign in again.';

type Outcome =
  | { kind: 'ok'; userId: string; sessionId: string; refreshToken: string }
  | { kind: 'invalid' }
  | { kind: 'reused'; sessionId: string };

/**
 * Rotates a refresh token. Each token has exactly one successor, derived from it with the server
 * secret, so callers racing with the same token inside the grace window all receive that same
 * successor (one live token, not twenty). Presenting a spent token after the window means it was
 * copied: the whole session (the token family) is revoked.
 */
export async function refreshSession(
  deps: Pick<AppDeps, 'bus' | 'clock' | 'database' | 'env' | 'secret'>,
  refreshToken: string,
  meta: RequestMeta,
) {
  const now = deps.clock();
  const graceMs = deps.env.REFRESH_REUSE_GRACE_SECONDS * 1000;
  const presentedHash = hashToken(refreshToken);
  const successor = deriveToken(deps.secret, refreshToken);
  const successorHash = hashToken(successor);

  const outcome: Outcome = await deps.database.db.transaction(async (tx) => {
    const row = await lockRefreshToken(tx, presentedHash);
    if (!row || row.revokedAt || row.expiresAt <= now) return { kind: 'invalid' };
    if (!row.usedAt) {
      await markRefreshTokenUsed(tx, presentedHash, now);
      await insertRefreshToken(tx, { tokenHash: successorHash, sessionId: row.sessionId, parentHash: presentedHash });
      await extendSession(tx, row.sessionId, sessionExpiry(deps, now));
      return { kind: 'ok', userId: row.userId, sessionId: row.sessionId, refreshToken: successor };
    }
    const withinGrace = now.getTime() - row.usedAt.getTime() <= graceMs;
    if (withinGrace && (await findUnusedChild(tx, successorHash, presentedHash))) {
      return { kind: 'ok', userId: row.userId, sessionId: row.sessionId, refreshToken: successor };
    }
    await revokeSessions(tx, row.userId, { only: row.sessionId }, 'refresh_token_reused', now);
    await recordSecurityEvent(deps, tx, 'refresh_token_reused', row.userId, meta, { session_id: row.sessionId });
    return { kind: 'reused', sessionId: row.sessionId };
  });

  if (outcome.kind === 'invalid') throw new AppError(401, 'session_not_found', SESSION_ENDED);
  if (outcome.kind === 'reused') {
    await publishSessionsRevoked(deps, [outcome.sessionId]);
    throw new AppError(401, 'refresh_token_reused', SESSION_ENDED);
  }
  const user = await findUserById(deps.database.db, outcome.userId);
  if (!user) throw new AppError(401, 'session_not_found', SESSION_ENDED);
  const access = await signAccessToken(
    deps.secret,
    { userId: outcome.userId, sessionId: outcome.sessionId },
    now,
    deps.env.ACCESS_TOKEN_TTL_SECONDS,
  );
  return {
    tokens: {
      sessionId: outcome.sessionId,
      refreshToken: outcome.refreshToken,
      accessToken: access.token,
      expiresAt: access.expiresAt,
    },
    user: userView(user),
  };
}
