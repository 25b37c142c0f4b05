import { SignJWT, jwtVerify, errors } from 'jose';

export interface AccessClaims {
  userId: string;
  sessionId: string;
  /** Seconds since the epoch. */
  expiresAt: number;
}

const ISSUER = 'sankofa-api';
const AUDIENCE = 'sankofa-web';

const keyCache = new Map<string, Uint8Array>();
function key(secret: string): Uint8Array {
  let k = keyCache.get(secret);
  if (!k) keyCache.set(secret, (k = new TextEncoder().encode(`access:${secret}`)));
  return k;
}

export async function signAccessToken(
  secret: string,
  claims: { userId: string; sessionId: string },
  now: Date,
  ttlSeconds: number,
): Promise<{ token: string; expiresAt: number }> {
  const iat = Math.floor(now.getTime() / 1000);
  const expiresAt = iat + ttlSeconds;
  const token = await new SignJWT({ sid: claims.sessionId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.userId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(iat)
    .setExpirationTime(expiresAt)
    .sign(key(secret));
  return { token, expiresAt };
}

/** Null for anything that is not a valid, unexpired token of ours. */
export async function verifyAccessToken(secret: string, token: string, now: Date): Promise<AccessClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key(secret), {
      issuer: ISSUER,
      audience: AUDIENCE,
      algorithms: ['HS256'],
      currentDate: now,
    });
    if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string' || typeof payload.exp !== 'number') {
      return null;
    }
    return { userId: payload.sub, sessionId: payload.sid, expiresAt: payload.exp };
  } catch (err) {
    if (err instanceof errors.JOSEError) return null;
    throw err;
  }
}
