import type { AppDeps } from '../../deps.ts';
import type { Tx } from '../../db/client.ts';
import { hashToken, newOpaqueToken } from '../../lib/tokens.ts';
import { signAccessToken } from './access-token.ts';
import { insertRefreshToken, insertSession } from './auth.repo.ts';
import type { RequestMeta } from './request-meta.ts';

export interface IssuedTokens {
  sessionId: string;
  refreshToken: string;
  accessToken: string;
  expiresAt: number;
}

export function sessionExpiry(deps: AppDeps, now: Date): Date {
  return new Date(now.getTime() + deps.env.REFRESH_TOKEN_TTL_DAYS * 86_400_000);
}

/** A new device session: its first refresh token and an access token. */
export async function startSession(deps: AppDeps, tx: Tx, userId: string, meta: RequestMeta, now: Date): Promise<IssuedTokens> {
  const sessionId = await insertSession(tx, {
    userId,
    userAgent: meta.userAgent?.slice(0, 512) ?? null,
    ip: meta.ip,
    expiresAt: sessionExpiry(deps, now),
  });
  const refreshToken = newOpaqueToken();
  await insertRefreshToken(tx, { tokenHash: hashToken(refreshToken), sessionId, parentHash: null });
  const access = await signAccessToken(deps.secret, { userId, sessionId }, now, deps.env.ACCESS_TOKEN_TTL_SECONDS);
  return { sessionId, refreshToken, accessToken: access.token, expiresAt: access.expiresAt };
}
