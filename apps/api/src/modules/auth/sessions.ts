import type { AppDeps } from '../../deps.ts';
import type { Tx } from '../../db/client.ts';
import { hashToken, newOpaqueToken } from '../../lib/tokens.ts';
import { signAccessToken } from './access-token.ts';
import { insertSessionWithToken } from './auth.repo.ts';
import type { SecurityAction } from './security-events.ts';
import type { RequestMeta } from './request-meta.ts';

export interface IssuedTokens {
  sessionId: string;
  refreshToken: string;
  accessToken: string;
  expiresAt: number;
}

export function sessionExpiry(deps: Pick<AppDeps, 'env'>, now: Date): Date {
  return new Date(now.getTime() + deps.env.REFRESH_TOKEN_TTL_DAYS * 86_400_000);
}

/** A new device session with its first refresh token, an access token, and the event that started it. */
export async function startSession(
  deps: Pick<AppDeps, 'clock' | 'env' | 'secret'>,
  db: Tx,
  userId: string,
  meta: RequestMeta,
  now: Date,
  event: { action: SecurityAction; details?: Record<string, unknown> },
): Promise<IssuedTokens> {
  const refreshToken = newOpaqueToken();
  const sessionId = await insertSessionWithToken(
    db,
    {
      userId,
      userAgent: meta.userAgent?.slice(0, 512) ?? null,
      ip: meta.ip,
      expiresAt: sessionExpiry(deps, now),
      tokenHash: hashToken(refreshToken),
    },
    { action: event.action, details: event.details ?? {}, at: deps.clock() },
  );
  const access = await signAccessToken(deps.secret, { userId, sessionId }, now, deps.env.ACCESS_TOKEN_TTL_SECONDS);
  return { sessionId, refreshToken, accessToken: access.token, expiresAt: access.expiresAt };
}
