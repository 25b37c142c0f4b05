import { describe, expect, it } from 'vitest';
import type { ConversationSummary } from '@sankofa/contracts';
import {
  conversationsOf,
  findConversation,
  withMessage,
  withMyRead,
  withOnline,
  withTheirRead,
  withUnreadCount,
  type ConversationPages,
} from './conversation-updates.ts';
import { ME, THEM, msg } from './test-messages.ts';

const OTHER = '0b3d1e00-f2b7-4050-8000-00000000000c';
const summary = (userId: string, over: Partial<ConversationSummary> = {}): ConversationSummary => ({
  userId,
  displayName: userId.slice(-1),
  photoUrl: null,
  verified: false,
  online: false,
  connection: 'match',
  connectedAt: '2025-01-01T00:00:00.000Z',
  lastMessage: null,
  unreadCount: 0,
  theirReadSeq: 0,
  removedByModerators: false,
  ...over,
});
const pages = (...lists: ConversationSummary[][]): ConversationPages => ({
  pages: lists.map((conversations, i) => ({ conversations, nextCursor: i < lists.length - 1 ? `c${i}` : null })),
  pageParams: lists.map((_, i) => (i === 0 ? null : `c${i - 1}`)),
});

describe('withMessage', () => {
  const data = pages([summary(OTHER)], [summary(THEM)]);

  it('moves the conversation to the top with the new last line and one more unread', () => {
    const { data: next, found } = withMessage(data, msg(1, 'them'), ME, { beingRead: false });
    expect(found).toBe(true);
    expect(next.pages[0]!.conversations.map((c) => c.userId)).toEqual([THEM, OTHER]);
    expect(next.pages[1]!.conversations).toEqual([]);
    expect(next.pages[0]!.conversations[0]).toMatchObject({
      unreadCount: 1,
      lastMessage: { seq: 1, text: 'message 1' },
    });
  });

  it('does not count my own message, or one being read right now', () => {
    expect(findConversation(withMessage(data, msg(1, 'me'), ME, { beingRead: false }).data, THEM)!.unreadCount).toBe(0);
    expect(findConversation(withMessage(data, msg(1, 'them'), ME, { beingRead: true }).data, THEM)!.unreadCount).toBe(
      0,
    );
  });

  it('counts a message once however often it arrives', () => {
    const once = withMessage(data, msg(1, 'them'), ME, { beingRead: false }).data;
    const twice = withMessage(once, msg(1, 'them'), ME, { beingRead: false }).data;
    expect(twice).toBe(once);
  });

  it('says so when the conversation is not loaded', () => {
    const result = withMessage(pages([summary(OTHER)]), msg(1, 'them'), ME, { beingRead: false });
    expect(result.found).toBe(false);
  });
});

describe('read updates', () => {
  const data = pages([
    summary(THEM, {
      unreadCount: 2,
      lastMessage: { seq: 5, senderId: THEM, kind: 'text', text: 'x', sentAt: '2025-01-01T00:00:00.000Z' },
    }),
  ]);

  it('sets the unread count the server reported', () => {
    expect(findConversation(withUnreadCount(data, THEM, 0), THEM)!.unreadCount).toBe(0);
  });

  it('clears unread only when reading reached the last message', () => {
    expect(findConversation(withMyRead(data, THEM, 4), THEM)!.unreadCount).toBe(2);
    expect(findConversation(withMyRead(data, THEM, 5), THEM)!.unreadCount).toBe(0);
  });

  it('moves their read mark forward only', () => {
    const read = withTheirRead(data, THEM, 3);
    expect(findConversation(read, THEM)!.theirReadSeq).toBe(3);
    expect(withTheirRead(read, THEM, 2)).toBe(read);
  });
});

describe('withOnline', () => {
  it('shows presence as it changes, leaving others alone', () => {
    const data = pages([summary(THEM), summary(OTHER)]);
    const next = withOnline(data, THEM, true);
    expect(findConversation(next, THEM)!.online).toBe(true);
    expect(findConversation(next, OTHER)!.online).toBe(false);
    expect(withOnline(next, THEM, true)).toBe(next);
  });
});

describe('conversationsOf', () => {
  it('lists every loaded conversation once, in page order', () => {
    const data = pages([summary(THEM), summary(OTHER)], [summary(OTHER), summary(ME)]);
    expect(conversationsOf(data).map((c) => c.userId)).toEqual([THEM, OTHER, ME]);
    expect(conversationsOf(undefined)).toEqual([]);
  });
});
