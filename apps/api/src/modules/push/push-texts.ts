import { PUSH_MESSAGE_BODY_MAX, type PushPayload } from '@sankofa/contracts';
import type { Locale } from '@sankofa/contracts/locales';
import type { MessagePushFacts, NotificationPushFacts } from './push.repo.ts';
import { PUSH_WORDS } from './texts/all-push-words.ts';
import { plural } from './texts/push-words.ts';

const chatPath = (userId: string) => `/app/messages?tab=messages&chat=${encodeURIComponent(userId)}`;

/** The spec's desktop notice body: the first 100 characters, then an ellipsis when there was more. */
export function messageBody(text: string): string {
  const chars = [...text];
  return chars.length > PUSH_MESSAGE_BODY_MAX ? `${chars.slice(0, PUSH_MESSAGE_BODY_MAX).join('')}…` : text;
}

/**
 * 'New message from Ama' for one unread message, '3 new messages from Ama' for several, in the
 * recipient's language; every push of one conversation carries the same tag, so the newest
 * replaces the one before.
 */
export function messagePush(
  senderId: string,
  facts: MessagePushFacts,
  locale: Locale = facts.locale ?? 'en',
): PushPayload {
  const w = PUSH_WORDS[locale];
  const name = facts.sender_name || w.someone;
  const title = facts.unread > 1 ? plural(locale, w.newMessages, facts.unread, name) : w.newMessage(name);
  return { title, body: messageBody(facts.body ?? ''), tag: `chat-${senderId}`, url: chatPath(senderId) };
}

/** A new match, friend request, accepted request or a stream going live, in the recipient's language. */
export function notificationPush(n: NotificationPushFacts): PushPayload {
  const w = PUSH_WORDS[n.locale ?? 'en'];
  const name = n.actor_name || w.someone;
  switch (n.kind) {
    case 'match':
      return {
        title: w.matched(name),
        body: w.sayHello,
        tag: `match:${n.actor_id}`,
        url: '/app/messages?tab=matches',
      };
    case 'friend_request':
      return {
        title: w.friendRequestTitle,
        body: w.friendRequestBody(name),
        tag: `friend:${n.actor_id}`,
        url: '/app/messages?tab=friends',
      };
    case 'friend_accepted':
      return {
        title: w.friendAcceptedTitle,
        body: w.friendAcceptedBody(name),
        tag: `friend:${n.actor_id}`,
        url: chatPath(n.actor_id),
      };
    case 'missed_call':
      return {
        title: w.missedCall(name),
        body: w.callBack,
        tag: `call:${n.actor_id}`,
        url: chatPath(n.actor_id),
      };
    default:
      return {
        title: w.isLive(name),
        body: n.stream_title ?? '',
        tag: `stream:${n.stream_id ?? n.actor_id}`,
        url: n.stream_id ? `/app/streaming/${encodeURIComponent(n.stream_id)}` : '/app/streaming',
      };
  }
}
