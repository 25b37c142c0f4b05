import type { AppDeps } from '../../deps.ts';
import type { Tx } from '../../db/client.ts';
import { publishToUser } from '../realtime/session-events.ts';
import { queueNotificationPushes } from '../push/push-jobs.ts';
import { insertNotifications, insertStreamLive, type NewNotification } from './notifications.repo.ts';

/**
 * How other modules add to someone's notifications: inside their own transaction, so the entry,
 * its push (matches, friend requests and acceptances, streams going live) and the event commit
 * together or not at all. Answers the recipients who may be told now (see insertNotifications);
 * tell them with announceNotifications after the commit.
 */
export async function recordNotifications(
  deps: Pick<AppDeps, 'jobs'>,
  tx: Tx,
  ...list: NewNotification[]
): Promise<string[]> {
  const { told, pushable } = await insertNotifications(tx, list);
  await queueNotificationPushes(deps, tx, pushable);
  return told;
}

/** A stream went live: an entry (and a push) for each of the host's matches and friends; answers who got one. */
export async function recordStreamLive(
  deps: Pick<AppDeps, 'jobs'>,
  tx: Tx,
  hostId: string,
  streamId: string,
  at: Date,
): Promise<string[]> {
  const { told, pushable } = await insertStreamLive(tx, hostId, streamId, at);
  await queueNotificationPushes(deps, tx, pushable);
  return told;
}

/** After the commit: the bells of these members read their count again, and the pushes go out. */
export async function announceNotifications(
  deps: Pick<AppDeps, 'bus' | 'jobs'>,
  userIds: readonly string[],
): Promise<void> {
  deps.jobs.wake();
  await Promise.all(userIds.map((id) => publishToUser(deps.bus, id, { type: 'notification.created' })));
}
