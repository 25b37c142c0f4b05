import { createHmac, webcrypto } from 'node:crypto';
import { jwtVerify, errors } from 'jose';

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

// Verification goes through WebCrypto; importing the key once per secret spares every request a key import.
const verifyKeys = new Map<string, Promise<webcrypto.CryptoKey>>();
function verifyKey(secret: string): Promise<webcrypto.CryptoKey> {
  let k = verifyKeys.get(secret);
  if (!k) {
    k = webcrypto.subtle.importKey('raw', key(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['verify']);
    verifyKeys.set(secret, k);
  }
  return k;
}

// The fixed protected header, encoded once: {"alg":"HS256","typ":"JWT"}.
const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

/**
 * An HS256 JWT signed with node:crypto's HMAC directly: the same bytes jose's SignJWT produces, but
 * synchronous and without a WebCrypto key import and a thread-pool job per token (sign-in's hot path,
 * where the pool is busy with argon2). Verification stays with jose.
 */
export async function signAccessToken(
  secret: string,
  claims: { userId: string; sessionId: string },
  now: Date,
  ttlSeconds: number,
): Promise<{ token: string; expiresAt: number }> {
  const iat = Math.floor(now.getTime() / 1000);
  const expiresAt = iat + ttlSeconds;
  const payload = JSON.stringify({
    sid: claims.sessionId,
    sub: claims.userId,
    iss: ISSUER,
    aud: AUDIENCE,
    iat,
    exp: expiresAt,
  });
  const input = `${HEADER}.${Buffer.from(payload).toString('base64url')}`;
  const signature = createHmac('sha256', key(secret)).update(input).digest('base64url');
  return { token: `${input}.${signature}`, expiresAt };
}

/**
 * Tokens already verified, per secret, with the second they were first found valid. A token's
 * verdict depends only on its bytes, the secret and the time, and a valid one stays valid until it
 * expires, so a second request with it (a reconnecting phone's handshake and then its catch-up) skips
 * WebCrypto, about a tenth of such a request's CPU (issue #24). Bounded: full, it starts afresh.
 */
const verified = new Map<string, Map<string, { claims: AccessClaims; sinceSec: number }>>();
const VERIFIED_MAX = 20_000;

/** Null for anything that is not a valid, unexpired token of ours. */
export async function verifyAccessToken(secret: string, token: string, now: Date): Promise<AccessClaims | null> {
  const nowSec = Math.floor(now.getTime() / 1000);
  let known = verified.get(secret);
  const hit = known?.get(token);
  // Valid from `sinceSec` until it expires; a clock that went back is asked afresh.
  if (hit && nowSec >= hit.sinceSec && nowSec < hit.claims.expiresAt) return hit.claims;
  const claims = await verifyWithJose(secret, token, now);
  if (claims) {
    if (!known) verified.set(secret, (known = new Map()));
    if (known.size >= VERIFIED_MAX) known.clear();
    known.set(token, { claims, sinceSec: nowSec });
  }
  return claims;
}

async function verifyWithJose(secret: string, token: string, now: Date): Promise<AccessClaims | null> {
  try {
    const { payload } = await jwtVerify(token, await verifyKey(secret), {
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
