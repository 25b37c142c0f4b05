import type { Bus } from '../../adapters/bus/bus.ts';

/** Sockets following the Discover Streams list. */
export const STREAM_LIST_CHANNEL = 'streams';
/** The viewers and the host of one stream. */
export const streamChannel = (streamId: string) => `stream:${streamId}`;

export async function publishViewerCount(bus: Bus, streamId: string, viewerCount: number): Promise<void> {
  const event = { type: 'stream.viewers_changed', streamId, viewerCount } as const;
  await Promise.all([bus.publish(STREAM_LIST_CHANNEL, event), bus.publish(streamChannel(streamId), event)]);
}

export async function publishEnded(bus: Bus, streamId: string, at: Date): Promise<void> {
  const event = { type: 'stream.ended', streamId, endedAt: at.toISOString() } as const;
  await Promise.all([bus.publish(STREAM_LIST_CHANNEL, event), bus.publish(streamChannel(streamId), event)]);
}
