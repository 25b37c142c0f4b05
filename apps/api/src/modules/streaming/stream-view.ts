import type { StreamCard, StreamDelivery } from '@sankofa/contracts';
import type { AppDeps } from '../../deps.ts';
import { iceServersFor } from '../rtc/ice-servers.ts';
import type { SfuAccess } from '../../adapters/media/sfu.ts';
import type { StreamRow } from './streams.repo.ts';

export function streamCard(deps: Pick<AppDeps, 'storage'>, row: StreamRow): StreamCard {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    category: row.category,
    hostId: row.host_id,
    hostName: row.host_name,
    hostPhotoUrl: row.host_photo_key ? deps.storage.url(row.host_photo_key) : null,
    hostVerified: row.host_verified,
    viewerCount: row.viewer_count,
    status: row.status,
    thumbnailUrl: row.thumbnail_key ? deps.storage.url(row.thumbnail_key) : null,
    premium: row.premium,
    slowModeSeconds: row.slow_mode_seconds,
    startedAt: row.started_at,
    endedAt: row.ended_at,
  };
}

/** Viewers one stream admits: Janus uploads to each on the SFU path, the host's browser on peer to peer. */
export const viewerCap = (deps: Pick<AppDeps, 'env' | 'sfu'>) =>
  deps.sfu ? deps.env.STREAM_MAX_VIEWERS_SFU : deps.env.STREAM_MAX_VIEWERS;

/**
 * How media reaches viewers on this server, peer to peer or through Janus with this page's access,
 * with ICE servers (and TURN credentials) for this member's next connection.
 */
export function streamDelivery(
  deps: Pick<AppDeps, 'env' | 'sfu' | 'clock'>,
  userId: string,
  janus: SfuAccess | null,
): StreamDelivery {
  const { iceServers } = iceServersFor(deps, userId);
  const maxViewers = viewerCap(deps);
  return janus ? { kind: 'sfu', maxViewers, iceServers, janus } : { kind: 'p2p', maxViewers, iceServers };
}
