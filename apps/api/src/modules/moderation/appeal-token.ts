import { jwtVerify, SignJWT } from 'jose';
import { AppError } from '../../lib/errors.ts';

const PURPOSE = 'appeal';
const LIFETIME_SECONDS = 3600;
const key = (secret: string) => new TextEncoder().encode(`appeal:${secret}`);

/**
 * A banned or suspended member has no session, yet may appeal once: the refused sign-in (which
 * proved the password) hands them this token, good for one hour and for that one decision only.
 */
export function signAppealToken(secret: string, userId: string, actionId: string, now: Date): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000);
  return new SignJWT({ purpose: PURPOSE, action: actionId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(userId)
    .setIssuedAt(iat)
    .setExpirationTime(iat + LIFETIME_SECONDS)
    .sign(key(secret));
}

export async function verifyAppealToken(
  secret: string,
  token: string,
  now: Date,
): Promise<{ userId: string; actionId: string }> {
  try {
    const { payload } = await jwtVerify(token, key(secret), { currentDate: now, algorithms: ['HS256'] });
    if (payload.purpose !== PURPOSE || typeof payload.sub !== 'string' || typeof payload.action !== 'string')
      throw new Error('not an appeal token');
    return { userId: payload.sub, actionId: payload.action };
  } catch {
    throw new AppError(401, 'invalid_token', 'This page has expired. Please sign in again to appeal.');
  }
}
