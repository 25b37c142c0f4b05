import type { ServerMessage } from '@sankofa/contracts/realtime';
import type { Bus } from '../../adapters/bus/bus.ts';
import { userChannel } from '../realtime/session-events.ts';

/** Sockets following the Discover Streams list. */
export const STREAM_LIST_CHANNEL = 'streams';
/** The viewers and the host of one stream. */
export const streamChannel = (streamId: string) => `stream:${streamId}`;

/**
 * A message for one socket travels on its user's channel with the socket's id beside it; the
 * gateway delivers it to that socket only and strips the id. No socket needs a channel of its own.
 */
export const TARGET_FIELD = 'toConnection';

export async function publishToConnection(bus: Bus, userId: string, connectionId: string, message: ServerMessage): Promise<void> {
  await bus.publish(userChannel(userId), { ...message, [TARGET_FIELD]: connectionId });
}

export function targetOf(message: unknown): string | undefined {
  const target = (message as Record<string, unknown> | null)?.[TARGET_FIELD];
  return typeof target === 'string' ? target : undefined;
}

export async function publishViewerCount(bus: Bus, streamId: string, viewerCount: number): Promise<void> {
  const event = { type: 'stream.viewers_changed', streamId, viewerCount } as const;
  await Promise.all([bus.publish(STREAM_LIST_CHANNEL, event), bus.publish(streamChannel(streamId), event)]);
}

export async function publishEnded(bus: Bus, streamId: string, at: Date): Promise<void> {
  const event = { type: 'stream.ended', streamId, endedAt: at.toISOString() } as const;
  await Promise.all([bus.publish(STREAM_LIST_CHANNEL, event), bus.publish(streamChannel(streamId), event)]);
}
