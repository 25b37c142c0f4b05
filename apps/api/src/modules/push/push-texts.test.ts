import { describe, expect, it } from 'vitest';
import { messageBody, messagePush, notificationPush } from './push-texts.ts';

const SENDER = '6f1c2a8e-0000-4000-8000-000000000001';

describe('push texts', () => {
  it("keep the spec's desktop notice: 100 characters, then an ellipsis only when there was more", () => {
    expect(messageBody('a'.repeat(100))).toBe('a'.repeat(100));
    expect(messageBody('a'.repeat(101))).toBe(`${'a'.repeat(100)}…`);
    // Counted in characters, so an emoji is never cut in half.
    expect(messageBody('🥁'.repeat(101))).toBe(`${'🥁'.repeat(100)}…`);
  });

  it('name one message and count several, under one tag per person', () => {
    const facts = { sender_name: 'Ama', wanted: true, kind: 'text' as const, body: 'Akwaaba' };
    expect(messagePush(SENDER, { ...facts, unread: 1 })).toEqual({
      title: 'New message from Ama',
      body: 'Akwaaba',
      tag: `chat-${SENDER}`,
      url: `/app/messages?tab=messages&chat=${SENDER}`,
    });
    expect(messagePush(SENDER, { ...facts, unread: 3 }).title).toBe('3 new messages from Ama');
  });

  it('open the screen of each other kind', () => {
    const base = {
      id: 'n',
      recipient_id: 'r',
      actor_id: SENDER,
      actor_name: 'Kofi',
      stream_id: null,
      stream_title: null,
    };
    expect(notificationPush({ ...base, kind: 'match' })).toMatchObject({
      title: 'You matched with Kofi',
      url: '/app/messages?tab=matches',
    });
    expect(notificationPush({ ...base, kind: 'friend_request' })).toMatchObject({
      title: 'New Friend Request!',
      url: '/app/messages?tab=friends',
    });
    expect(notificationPush({ ...base, kind: 'friend_accepted' })).toMatchObject({
      title: 'Friend Request Accepted!',
      url: `/app/messages?tab=messages&chat=${SENDER}`,
    });
    expect(notificationPush({ ...base, kind: 'stream_live', stream_id: 's1', stream_title: 'Highlife night' })).toEqual(
      {
        title: 'Kofi is live now',
        body: 'Highlife night',
        tag: 'stream:s1',
        url: '/app/streaming/s1',
      },
    );
  });
});
