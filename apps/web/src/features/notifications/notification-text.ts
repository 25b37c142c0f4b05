import type { NotificationView } from '@sankofa/contracts';
import { i18n } from '@/lib/i18n/i18n.ts';

/**
 * What happened, in a sentence that starts from the person (the name is shown in bold before it), in
 * the language shown.
 */
export function notificationText(n: NotificationView): string {
  switch (n.kind) {
    case 'match':
      return i18n.t('notifications:text.match');
    case 'like':
      return i18n.t('notifications:text.like');
    case 'super_like':
      return i18n.t('notifications:text.super_like');
    case 'friend_request':
      return i18n.t('notifications:text.friend_request');
    case 'friend_accepted':
      return i18n.t('notifications:text.friend_accepted');
    case 'gift':
      return n.giftType ? i18n.t(`notifications:text.giftNamed.${n.giftType}`) : i18n.t('notifications:text.gift');
    case 'stream_live':
      return n.stream?.live
        ? i18n.t('notifications:text.streamLive', { title: n.stream.title })
        : i18n.t('notifications:text.streamWas', { title: n.stream?.title ?? '' });
    case 'missed_call':
      return i18n.t('notifications:text.missed_call');
    // From the moderators, with no person named and, for a reporter, no detail of what was decided.
    case 'report_reviewed':
      return i18n.t('notifications:text.report_reviewed');
    case 'moderation_notice':
      return i18n.t('notifications:text.moderation_notice');
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
