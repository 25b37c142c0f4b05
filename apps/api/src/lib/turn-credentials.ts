import { createHmac } from 'node:crypto';

export interface TurnCredential {
  /** `<expiry in Unix seconds>:<user id>`: coturn reads the expiry from it, and its logs name the member. */
  username: string;
  /** base64(HMAC-SHA1(secret, username)), what coturn computes from its static-auth-secret. */
  credential: string;
  expiresAt: Date;
}

/**
 * A short-lived TURN credential in the TURN REST scheme that coturn checks with `use-auth-secret`:
 * nothing is stored, any instance holding the secret issues one, and a leaked one stops opening
 * relays once its expiry passes.
 */
export function issueTurnCredential(secret: string, userId: string, now: Date, ttlSeconds: number): TurnCredential {
  if (!userId || userId.includes(':')) throw new Error('A TURN user id is non-empty and has no colon');
  const expiry = Math.floor(now.getTime() / 1000) + ttlSeconds;
  const username = `${expiry}:${userId}`;
  return {
    username,
    credential: createHmac('sha1', secret).update(username).digest('base64'),
    expiresAt: new Date(expiry * 1000),
  };
}
