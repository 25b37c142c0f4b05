import type { PresenceEntry, ServerMessage } from '@sankofa/contracts/realtime';
import type { Bus } from '../../adapters/bus/bus.ts';
import type { PresenceAudience } from './presence-policy.ts';
import { offlineEntry } from './presence-store.ts';
import { userChannel } from './session-events.ts';

/** Tells everyone allowed to see a user (including the user's own tabs, on any instance) that they came or went. */
export async function publishPresenceChange(
  bus: Bus,
  audience: PresenceAudience,
  userId: string,
  online: boolean,
  at: Date,
): Promise<void> {
  const user: PresenceEntry = online ? { userId, online: true, onlineAt: at.toISOString() } : offlineEntry(userId);
  const message: ServerMessage = { type: 'presence.changed', user };
  const viewers = await audience.audienceOf(userId);
  await Promise.all(viewers.map((id) => bus.publish(userChannel(id), message)));
}
