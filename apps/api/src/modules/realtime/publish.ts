import type { ServerMessage } from '@sankofa/contracts/realtime';
import type { Bus } from '../../adapters/bus/bus.ts';
import { userChannel } from './session-events.ts';

/**
 * A message for one socket travels on its user's channel with the socket's id beside it; the
 * gateway delivers it to that socket only and strips the id. No socket needs a channel of its own.
 */
const TARGET_FIELD = 'toConnection';

/** Sends a realtime event to one socket of this user, on whichever instance holds it. */
export async function publishToConnection(
  bus: Bus,
  userId: string,
  connectionId: string,
  message: ServerMessage,
): Promise<void> {
  await bus.publish(userChannel(userId), { ...message, [TARGET_FIELD]: connectionId });
}

export function targetOf(message: unknown): string | undefined {
  const target = (message as Record<string, unknown> | null)?.[TARGET_FIELD];
  return typeof target === 'string' ? target : undefined;
}
