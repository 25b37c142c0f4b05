import { createHmac } from 'node:crypto';

/**
 * Janus' signed tokens (core `token_auth_secret`): `expiry,realm,descriptor…:base64(HMAC-SHA1)`.
 * Janus checks them with the shared secret alone, so any API instance can issue one and no token
 * list lives anywhere (decision 0033).
 */
export const CORE_REALM = 'janus';
export const VIDEOROOM = 'janus.plugin.videoroom';

export function signJanusToken(secret: string, expiresAt: Date, realm: string, descriptors: string[]): string {
  for (const part of [realm, ...descriptors])
    if (/[,:]/.test(part)) throw new Error(`a Janus token part cannot hold ',' or ':' (${part})`);
  const data = [String(Math.floor(expiresAt.getTime() / 1000)), realm, ...descriptors].join(',');
  return `${data}:${createHmac('sha1', secret).update(data).digest('base64')}`;
}

/** Lets its bearer open sessions and attach to the VideoRoom plugin, and nothing else. */
export const coreToken = (secret: string, expiresAt: Date) => signJanusToken(secret, expiresAt, CORE_REALM, [VIDEOROOM]);

/**
 * Lets its bearer join one room. `nonce` makes each one distinct: the host's is also on the room's
 * `allowed` list, which Janus checks for publishers only, so a viewer's token cannot publish.
 */
export const roomToken = (secret: string, expiresAt: Date, room: string, nonce: string) =>
  signJanusToken(secret, expiresAt, VIDEOROOM, [`room=${room}`, `n=${nonce}`]);

/** The room's own `secret` (edit, destroy): derived, so every instance knows it without storing it. */
export const roomSecret = (secret: string, room: string) => createHmac('sha256', secret).update(`room-secret/${room}`).digest('base64url');
