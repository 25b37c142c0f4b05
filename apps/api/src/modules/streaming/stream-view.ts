import type { StreamCard, StreamDelivery } from '@sankofa/contracts';
import type { AppDeps } from '../../deps.ts';
import { iceServersFor } from '../rtc/ice-servers.ts';
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
    startedAt: row.started_at,
    endedAt: row.ended_at,
  };
}

/** How media reaches viewers on this server, with ICE servers (and TURN credentials) for this member's next connection. */
export function streamDelivery(deps: Pick<AppDeps, 'env' | 'clock'>, userId: string): StreamDelivery {
  return { kind: 'p2p', maxViewers: deps.env.STREAM_MAX_VIEWERS, iceServers: iceServersFor(deps, userId).iceServers };
}
