import type { AppDeps } from '../../deps.ts';
import type { Tx } from '../../db/client.ts';
import { publishToUser } from '../realtime/session-events.ts';
import { insertNotifications, insertStreamLive, type NewNotification } from './notifications.repo.ts';

/**
 * How other modules add to someone's notifications: inside their own transaction, so the entry and
 * the event (a match, a friend request, a gift) commit together or not at all. Answers the
 * recipients who may be told now (see insertNotifications); tell them with announceNotifications
 * after the commit.
 */
export const recordNotifications = (tx: Tx, ...list: NewNotification[]): Promise<string[]> => insertNotifications(tx, list);

/** A stream went live: an entry for each of the host's matches and friends; answers who got one. */
export const recordStreamLive = (tx: Tx, hostId: string, streamId: string, at: Date): Promise<string[]> =>
  insertStreamLive(tx, hostId, streamId, at);

/** After the commit: the bells of these members read their count again. */
export async function announceNotifications(deps: Pick<AppDeps, 'bus'>, userIds: readonly string[]): Promise<void> {
  await Promise.all(userIds.map((id) => publishToUser(deps.bus, id, { type: 'notification.created' })));
}
