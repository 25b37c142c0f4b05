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

/** The parts of a viewer's core token that name them and the stream. */
export const viewerDescriptor = (userId: string) => `u=${userId}`;
export const streamDescriptor = (streamId: string) => `s=${streamId}`;

/**
 * Lets its bearer open sessions and attach to the VideoRoom plugin, and nothing else. A viewer's
 * also names them and the stream (`u=`, `s=`): Janus ignores descriptors it does not ask for, and its
 * admin API shows each session's token, so the server can find and end a removed viewer's sessions.
 */
export const coreToken = (secret: string, expiresAt: Date, viewer?: { userId: string; streamId: string }) =>
  signJanusToken(
    secret,
    expiresAt,
    CORE_REALM,
    viewer ? [VIDEOROOM, viewerDescriptor(viewer.userId), streamDescriptor(viewer.streamId)] : [VIDEOROOM],
  );

/**
 * Lets its bearer join one room. `nonce` makes each one distinct: the host's is also on the room's
 * `allowed` list, which Janus checks for publishers only, so a viewer's token cannot publish.
 */
export const roomToken = (secret: string, expiresAt: Date, room: string, nonce: string) =>
  signJanusToken(secret, expiresAt, VIDEOROOM, [`room=${room}`, `n=${nonce}`]);

/** The room's own `secret` (edit, destroy): derived, so every instance knows it without storing it. */
export const roomSecret = (secret: string, room: string) =>
  createHmac('sha256', secret).update(`room-secret/${room}`).digest('base64url');
