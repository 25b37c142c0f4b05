import type { StreamCard, StreamDelivery } from '@sankofa/contracts';
import type { AppDeps } from '../../deps.ts';
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
    startedAt: row.started_at,
    endedAt: row.ended_at,
  };
}

const urlList = (value: string) =>
  value
    .split(',')
    .map((u) => u.trim())
    .filter(Boolean);

/** Viewers one stream admits: Janus uploads to each on the SFU path, the host's browser on peer to peer. */
export const viewerCap = (deps: Pick<AppDeps, 'env' | 'sfu'>) => (deps.sfu ? deps.env.STREAM_MAX_VIEWERS_SFU : deps.env.STREAM_MAX_VIEWERS);

/** How media reaches viewers on this server: peer to peer, or through Janus with this page's access. */
export function streamDelivery(deps: Pick<AppDeps, 'env' | 'sfu'>, janus: SfuAccess | null): StreamDelivery {
  const { env } = deps;
  const stun = urlList(env.STREAM_STUN_URLS);
  const turn = urlList(env.STREAM_TURN_URLS);
  const iceServers = [
    ...(stun.length ? [{ urls: stun }] : []),
    ...(turn.length
      ? [{ urls: turn, ...(env.STREAM_TURN_USERNAME && { username: env.STREAM_TURN_USERNAME }), ...(env.STREAM_TURN_CREDENTIAL && { credential: env.STREAM_TURN_CREDENTIAL }) }]
      : []),
  ];
  const maxViewers = viewerCap(deps);
  return janus ? { kind: 'sfu', maxViewers, iceServers, janus } : { kind: 'p2p', maxViewers, iceServers };
}
