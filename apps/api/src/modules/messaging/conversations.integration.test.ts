import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { buyPlan } from '../payments/payments-test-kit.ts';
import { befriend, call, matchDirectly, member } from '../social/social-test-kit.ts';
import { bellOf, conversationsOf, markRead, messagesOf, send, sendOk } from './messaging-test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('conversations', () => {
  it('lists matches and friends with the default lines until someone writes, newest activity first', async () => {
    const me = await member(t);
    const match = await member(t);
    const friend = await member(t);
    await matchDirectly(t, me, match, new Date(Date.now() - 60_000));
    await befriend(t, me, friend);

    let list = await conversationsOf(t, me);
    expect(list.map((c) => [c.userId, c.connection, c.lastMessage])).toEqual([
      [friend.id, 'friend', null],
      [match.id, 'match', null],
    ]);

    const sent = await sendOk(t, match, me, 'Akwaaba! How was the festival?');
    expect(sent).toMatchObject({ seq: 1, senderId: match.id, recipientId: me.id, kind: 'text', gift: null });
    list = await conversationsOf(t, me);
    expect(list[0]).toMatchObject({
      userId: match.id,
      unreadCount: 1,
      lastMessage: { text: 'Akwaaba! How was the festival?', seq: 1 },
    });
    expect(await bellOf(t, me)).toEqual({ unreadMessages: 1, friendRequests: 0, newMatches: 0, total: 1 });
  });

  it('pages messages newest first, catches up after a point, and reads move the unread count and Seen', async () => {
    const a = await member(t);
    const b = await member(t);
    await matchDirectly(t, a, b);
    await buyPlan(t, { accessToken: b.token }, 'gold'); // 'Seen' is Gold and above (decision 0013)
    expect(await bellOf(t, a)).toMatchObject({ newMatches: 1 });
    for (let i = 1; i <= 55; i++) await sendOk(t, i % 2 ? a : b, i % 2 ? b : a, `message ${i}`);

    const newest = await messagesOf(t, a, b);
    expect(newest.messages.map((m) => m.seq)).toEqual(Array.from({ length: 50 }, (_, i) => i + 6));
    expect(newest.hasOlder).toBe(true);
    const older = await messagesOf(t, a, b, '?before=6');
    expect(older.messages.map((m) => m.seq)).toEqual([1, 2, 3, 4, 5]);
    expect(older.hasOlder).toBe(false);
    const after = await messagesOf(t, a, b, '?after=52');
    expect(after.messages.map((m) => m.seq)).toEqual([53, 54, 55]);

    // b sent the even messages: 27 of them are unread for a.
    expect((await bellOf(t, a)).unreadMessages).toBe(27);
    const read = await markRead(t, a, b, 40);
    expect(read.json()).toEqual({ readSeq: 40, unreadCount: 7 });
    expect((await messagesOf(t, b, a)).theirReadSeq).toBe(40);
    expect((await markRead(t, a, b, 10)).json()).toEqual({ readSeq: 40, unreadCount: 7 });
    expect((await markRead(t, a, b, 9999)).json()).toEqual({ readSeq: 55, unreadCount: 0 });
    expect(await bellOf(t, a)).toMatchObject({ unreadMessages: 0, newMatches: 0 });
  });

  it('refuses strangers, demo profiles, yourself and a third person', async () => {
    const a = await member(t);
    const b = await member(t);
    const stranger = await member(t);
    await matchDirectly(t, a, b);
    await sendOk(t, a, b, 'hello');

    expect((await send(t, stranger, a, 'hi')).json().error.code).toBe('plan_required');
    expect((await send(t, a, 'demo-1', 'hi')).json().error).toMatchObject({
      code: 'demo_profile',
      message: 'Messaging is only available with real users.',
    });
    expect((await send(t, a, a, 'hi')).statusCode).toBe(400);
    expect((await call(t, stranger, 'GET', `/api/conversations/${a.id}/messages`)).statusCode).toBe(403);
    expect((await markRead(t, stranger, a, 1)).statusCode).toBe(403);
    expect((await call(t, null, 'GET', `/api/conversations`)).statusCode).toBe(401);
  });

  it('answers a retried client id with the same message, once', async () => {
    const a = await member(t);
    const b = await member(t);
    await matchDirectly(t, a, b);
    const input = { kind: 'text' as const, text: 'only once', clientId: 'retry-test-0001' };
    const results = await Promise.all([send(t, a, b, input), send(t, a, b, input), send(t, a, b, input)]);
    const ids = new Set(results.map((r) => (r.json() as { message: { id: string } }).message.id));
    expect(ids.size).toBe(1);
    expect((await messagesOf(t, b, a)).messages).toHaveLength(1);
    expect((await bellOf(t, b)).unreadMessages).toBe(1);
  });

  it('first messages from both sides at once, and a client id reused for someone else, keep the counts true', async () => {
    const a = await member(t);
    const b = await member(t);
    const c = await member(t);
    await matchDirectly(t, a, b);
    await matchDirectly(t, a, c);
    // Both open the conversation at the same moment: one creates its row, the other waits and follows.
    const [fromA, fromB] = await Promise.all([sendOk(t, a, b, 'first from a'), sendOk(t, b, a, 'first from b')]);
    expect([fromA.seq, fromB.seq].sort()).toEqual([1, 2]);
    expect((await bellOf(t, a)).unreadMessages).toBe(1);
    expect((await bellOf(t, b)).unreadMessages).toBe(1);

    // A's client id from the message to b, now sent to c (who has no conversation yet): refused,
    // and no empty conversation with an unread count is left behind for c.
    const reused = await send(t, a, c, { kind: 'text', text: 'not this one', clientId: fromA.clientId });
    expect(reused.statusCode, reused.body).toBe(409);
    expect((await bellOf(t, c)).unreadMessages).toBe(0);
    expect((await conversationsOf(t, c)).find((x) => x.userId === a.id)).toMatchObject({
      unreadCount: 0,
      lastMessage: null,
    });
    expect((await sendOk(t, a, c, 'now a real first message')).seq).toBe(1);
  });

  it('a gift moves tokens and a balance too small sends nothing', async () => {
    const a = await member(t);
    const b = await member(t);
    await befriend(t, a, b);
    const res = await send(t, a, b, { kind: 'gift', giftType: 'diamond' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      tokenBalance: 0,
      message: { kind: 'gift', text: '🎁', gift: { type: 'diamond', cost: 100 } },
    });
    const refused = await send(t, a, b, { kind: 'gift', giftType: 'rose' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.code).toBe('insufficient_tokens');
    expect((await messagesOf(t, a, b)).messages).toHaveLength(1);
  });
});
