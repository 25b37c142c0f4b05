import type { IceServer, IceServers } from '@sankofa/contracts';
import type { AppDeps } from '../../deps.ts';
import { issueTurnCredential } from '../../lib/turn-credentials.ts';

/**
 * The ICE servers for one member's next WebRTC connection, whatever feature sets it up: STUN as
 * configured, and TURN with a credential of their own that opens relays for TURN_CREDENTIAL_TTL_SECONDS.
 * Without TURN_URLS there is no TURN entry and browsers connect peer to peer (and over STUN).
 */
export function iceServersFor(deps: Pick<AppDeps, 'env' | 'clock'>, userId: string): IceServers {
  const { STUN_URLS, TURN_URLS, TURN_SECRET, TURN_CREDENTIAL_TTL_SECONDS } = deps.env;
  const servers: IceServer[] = STUN_URLS.length ? [{ urls: STUN_URLS }] : [];
  // env.ts refuses TURN_URLS without TURN_SECRET, so a TURN entry always has a credential.
  if (TURN_URLS.length === 0 || !TURN_SECRET) return { iceServers: servers, expiresAt: null };
  const turn = issueTurnCredential(TURN_SECRET, userId, deps.clock(), TURN_CREDENTIAL_TTL_SECONDS);
  return {
    iceServers: [...servers, { urls: TURN_URLS, username: turn.username, credential: turn.credential }],
    expiresAt: turn.expiresAt.toISOString(),
  };
}
