import { PUSH_MESSAGE_BODY_MAX, type PushPayload } from '@sankofa/contracts';
import type { MessagePushFacts, NotificationPushFacts } from './push.repo.ts';

const chatPath = (userId: string) => `/app/messages?tab=messages&chat=${encodeURIComponent(userId)}`;

/** The spec's desktop notice body: the first 100 characters, then an ellipsis when there was more. */
export function messageBody(text: string): string {
  const chars = [...text];
  return chars.length > PUSH_MESSAGE_BODY_MAX ? `${chars.slice(0, PUSH_MESSAGE_BODY_MAX).join('')}…` : text;
}

/**
 * 'New message from Ama' for one unread message, '3 new messages from Ama' for several; every
 * push of one conversation carries the same tag, so the newest replaces the one before.
 */
export function messagePush(senderId: string, facts: MessagePushFacts): PushPayload {
  const name = facts.sender_name || 'Someone';
  const title = facts.unread > 1 ? `${facts.unread} new messages from ${name}` : `New message from ${name}`;
  return { title, body: messageBody(facts.body ?? ''), tag: `chat-${senderId}`, url: chatPath(senderId) };
}

/** A new match, friend request, accepted request or a stream going live. */
export function notificationPush(n: NotificationPushFacts): PushPayload {
  const name = n.actor_name || 'Someone';
  switch (n.kind) {
    case 'match':
      return {
        title: `You matched with ${name}`,
        body: 'Say hello!',
        tag: `match:${n.actor_id}`,
        url: '/app/messages?tab=matches',
      };
    case 'friend_request':
      return {
        title: 'New Friend Request!',
        body: `${name} sent you a friend request.`,
        tag: `friend:${n.actor_id}`,
        url: '/app/messages?tab=friends',
      };
    case 'friend_accepted':
      return {
        title: 'Friend Request Accepted!',
        body: `${name} accepted your friend request.`,
        tag: `friend:${n.actor_id}`,
        url: chatPath(n.actor_id),
      };
    case 'missed_call':
      return {
        title: `Missed call from ${name}`,
        body: 'Call back from your chat when you are free.',
        tag: `call:${n.actor_id}`,
        url: chatPath(n.actor_id),
      };
    default:
      return {
        title: `${name} is live now`,
        body: n.stream_title ?? '',
        tag: `stream:${n.stream_id ?? n.actor_id}`,
        url: n.stream_id ? `/app/streaming/${encodeURIComponent(n.stream_id)}` : '/app/streaming',
      };
  }
}
