import { randomBytes, createHash, createHmac } from 'node:crypto';
import { encodeBase64urlNoPadding } from '@oslojs/encoding';

/** 256 bits of randomness, URL-safe. */
export function newOpaqueToken(): string {
  return encodeBase64urlNoPadding(randomBytes(32));
}

/** Tokens are stored only as this digest, so a database leak hands out nothing usable. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A token derived from another with a server secret: lets concurrent callers agree on one successor. */
export function deriveToken(secret: string, parent: string): string {
  return encodeBase64urlNoPadding(createHmac('sha256', secret).update(parent).digest());
}
