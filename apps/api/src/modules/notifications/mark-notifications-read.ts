import type { NotificationsUnread } from '@sankofa/contracts';
import type { AppDeps } from '../../deps.ts';
import { publishToUser } from '../realtime/session-events.ts';
import { markReadUpTo } from './notifications.repo.ts';

/**
 * Opening the list reads everything up to the newest entry it showed; anything that arrived since
 * stays unread. The member's other tabs hear the new count so their bells agree.
 */
export async function markNotificationsRead(
  deps: Pick<AppDeps, 'bus' | 'clock' | 'database'>,
  me: string,
  upTo: string,
): Promise<NotificationsUnread> {
  const unread = await markReadUpTo(deps.database.db, me, upTo.toLowerCase(), deps.clock());
  await publishToUser(deps.bus, me, { type: 'notifications.read', unread });
  return { unread };
}
