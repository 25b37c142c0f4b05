import { z } from 'zod';
import { NOTIFICATION_KINDS } from './constants/notifications.ts';
import { GiftType } from './messaging.ts';
export * from './constants/notifications.ts';

/**
 * One entry of the notifications list; `person` is who did it, with public fields only, and null for
 * what the moderators tell a member (a reviewed report, a decision about the account).
 */
export const NotificationView = z.object({
  id: z.uuid(),
  kind: z.enum(NOTIFICATION_KINDS),
  at: z.iso.datetime(),
  unread: z.boolean(),
  person: z
    .object({
      userId: z.uuid(),
      displayName: z.string(),
      photoUrl: z.string().nullable(),
      verified: z.boolean(),
    })
    .nullable(),
  /** The gift, for `gift`. */
  giftType: GiftType.nullable(),
  /** The stream, for `stream_live`; `live` says whether it can still be watched. */
  stream: z.object({ id: z.uuid(), title: z.string(), live: z.boolean() }).nullable(),
});
export type NotificationView = z.infer<typeof NotificationView>;

export const NotificationPage = z.object({
  /** Newest first. */
  notifications: z.array(NotificationView),
  nextCursor: z.string().nullable(),
});
export type NotificationPage = z.infer<typeof NotificationPage>;

export const NotificationsUnread = z.object({ unread: z.number().int().min(0) });
export type NotificationsUnread = z.infer<typeof NotificationsUnread>;

/** Marks read every entry up to and including this one (the newest the member has seen). */
export const MarkNotificationsReadBody = z.strictObject({ upTo: z.uuid({ error: 'This is not a notification' }) });
export type MarkNotificationsReadBody = z.infer<typeof MarkNotificationsReadBody>;
