/** What a notification is about; a super like is its own kind so the list can say so. */
export const NOTIFICATION_KINDS = [
  'match',
  'like',
  'super_like',
  'friend_request',
  'friend_accepted',
  'gift',
  'stream_live',
  // A call that rang out or was cancelled before it was answered; the person is the caller.
  'missed_call',
  // From the moderators: no person is named.
  'report_reviewed',
  'moderation_notice',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const NOTIFICATIONS_PAGE_SIZE = 20;
