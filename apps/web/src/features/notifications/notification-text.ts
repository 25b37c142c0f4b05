import { GIFT_CATALOGUE, type NotificationView } from '@sankofa/contracts';

/** What happened, in a sentence that starts from the person (the name is shown in bold before it). */
export function notificationText(n: NotificationView): string {
  switch (n.kind) {
    case 'match':
      return 'matched with you. Say hello!';
    case 'like':
      return 'liked you.';
    case 'super_like':
      return 'super liked you.';
    case 'friend_request':
      return 'sent you a friend request.';
    case 'friend_accepted':
      return 'accepted your friend request.';
    case 'gift':
      return n.giftType ? `sent you a ${GIFT_CATALOGUE[n.giftType].name}.` : 'sent you a gift.';
    case 'stream_live':
      return n.stream?.live ? `is live now: ${n.stream.title}` : `was live: ${n.stream?.title ?? ''}`;
    case 'missed_call':
      return 'tried to call you.';
    // From the moderators, with no person named and, for a reporter, no detail of what was decided.
    case 'report_reviewed':
      return 'Thanks, we reviewed your report.';
    case 'moderation_notice':
      return 'Our moderators made a decision about your account. Read why, and appeal if you disagree.';
  }
}

const chat = (userId: string) => `/app/messages?tab=messages&chat=${encodeURIComponent(userId)}`;

/** The screen an entry opens. */
export function notificationTarget(n: NotificationView): string {
  const who = n.person?.userId ?? '';
  switch (n.kind) {
    case 'match':
      return '/app/messages?tab=matches';
    case 'friend_request':
      return '/app/messages?tab=friends';
    case 'friend_accepted':
    case 'gift':
    case 'missed_call':
      return chat(who);
    // The person's card with Like and Pass, as choosing someone in Likes You opens it.
    case 'like':
    case 'super_like':
      return `/app?profile=${encodeURIComponent(who)}`;
    case 'stream_live':
      return n.stream?.live ? `/app/streaming/${encodeURIComponent(n.stream.id)}` : '/app/streaming';
    case 'report_reviewed':
      return '/app/notifications';
    case 'moderation_notice':
      return '/app/account-status';
  }
}
