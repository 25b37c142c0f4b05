import type { StreamCard, StreamDelivery } from '@sankofa/contracts';
import type { AppDeps } from '../../deps.ts';
import type { Env } from '../../config/env.ts';
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

const urlList = (value: string) =>
  value
    .split(',')
    .map((u) => u.trim())
    .filter(Boolean);

/** How media reaches viewers on this server (settings, not per stream). */
export function streamDelivery(env: Env): StreamDelivery {
  const stun = urlList(env.STREAM_STUN_URLS);
  const turn = urlList(env.STREAM_TURN_URLS);
  return {
    kind: 'p2p',
    maxViewers: env.STREAM_MAX_VIEWERS,
    iceServers: [
      ...(stun.length ? [{ urls: stun }] : []),
      ...(turn.length
        ? [{ urls: turn, ...(env.STREAM_TURN_USERNAME && { username: env.STREAM_TURN_USERNAME }), ...(env.STREAM_TURN_CREDENTIAL && { credential: env.STREAM_TURN_CREDENTIAL }) }]
        : []),
    ],
  };
}
