import { NOTIFICATIONS_PAGE_SIZE, type NotificationPage, type NotificationView } from '@sankofa/contracts';
import type { AppDeps } from '../../deps.ts';
import { decodeNotificationCursor, encodeNotificationCursor } from './notification-cursor.ts';
import { countUnread, selectNotificationPage, type NotificationRow } from './notifications.repo.ts';

function view(deps: Pick<AppDeps, 'storage'>, r: NotificationRow): NotificationView {
  return {
    id: r.id,
    kind: r.kind,
    at: r.at,
    unread: r.unread,
    person: r.actor_id
      ? {
          userId: r.actor_id,
          displayName: r.display_name,
          photoUrl: r.photo_key ? deps.storage.url(r.photo_key) : null,
          verified: r.verified === true,
        }
      : null,
    giftType: r.gift_type,
    stream: r.stream_id ? { id: r.stream_id, title: r.stream_title ?? '', live: r.stream_live === true } : null,
  };
}

/** A page of what happened to me, newest first: one statement, one row more than a page to know if another follows. */
export async function listNotifications(
  deps: Pick<AppDeps, 'clock' | 'database' | 'storage'>,
  me: string,
  cursor: string | undefined,
): Promise<NotificationPage> {
  const after = cursor ? decodeNotificationCursor(cursor) : null;
  const rows = await selectNotificationPage(deps.database.db, me, deps.clock(), after, NOTIFICATIONS_PAGE_SIZE + 1);
  const page = rows.slice(0, NOTIFICATIONS_PAGE_SIZE);
  const last = page.at(-1);
  return {
    notifications: page.map((r) => view(deps, r)),
    nextCursor:
      rows.length > NOTIFICATIONS_PAGE_SIZE && last
        ? encodeNotificationCursor({ at: last.cursor_at, id: last.id })
        : null,
  };
}

export async function unreadNotifications(
  deps: Pick<AppDeps, 'clock' | 'database'>,
  me: string,
): Promise<{ unread: number }> {
  return { unread: await countUnread(deps.database.db, me, deps.clock()) };
}
