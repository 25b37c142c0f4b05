import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { NOTIFICATIONS_PAGE_SIZE } from '@sankofa/contracts';
import { notifications } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { expectError } from '../../test/expect-error.ts';
import { buyPlan } from '../payments/payments-test-kit.ts';
import {
  accept,
  befriend,
  call,
  inbox,
  matchDirectly,
  member,
  sendRequest,
  type Member,
} from '../social/social-test-kit.ts';
import { send } from '../messaging/messaging-test-kit.ts';
import { goLive } from '../streaming/streaming-test-kit.ts';
import { allOf, asUser, pageOf, summary, unreadOf } from './notifications-test-kit.ts';

let t: TestApp;
let queries: string[] = [];
beforeAll(async () => {
  t = await createTestApp({ onQuery: (q) => queries.push(q) });
});
afterAll(async () => {
  await t?.close();
});

const swipe = (who: Member, target: Member, kind: 'like' | 'super_like' | 'pass' = 'like') =>
  call(t, who, 'POST', '/api/discover/swipes', { targetId: target.id, kind });
async function block(who: Member, other: Member) {
  const res = await call(t, who, 'POST', '/api/blocks', { userId: other.id });
  expect(res.statusCode, res.body).toBe(204);
}
const markRead = (who: Member, upTo: string) => call(t, who, 'POST', '/api/notifications/read', { upTo });

async function ok(res: Promise<{ statusCode: number; body: string }>, status = 200) {
  const r = await res;
  expect(r.statusCode, r.body).toBe(status);
}

describe('what happened, newest first', () => {
  it('lists matches, friend requests and acceptances, gifts and streams going live, each with who did it', async () => {
    const me = await member(t);
    const [matcher, asker, friend, giver] = [await member(t), await member(t), await member(t), await member(t)];

    await ok(swipe(me, matcher));
    await ok(swipe(matcher, me));
    await ok(sendRequest(t, asker, me));
    await ok(sendRequest(t, me, friend));
    await ok(accept(t, friend, me));
    await matchDirectly(t, me, giver);
    await ok(send(t, giver, me, { kind: 'gift', giftType: 'rose' }));
    const stream = await goLive(t, friend, 'Highlife night');

    const list = await allOf(t, me);
    expect(summary(list)).toEqual([
      `stream_live ${friend.name}`,
      `gift ${giver.name}`,
      `friend_accepted ${friend.name}`,
      `friend_request ${asker.name}`,
      `match ${matcher.name}`,
    ]);
    expect(list.every((n) => n.unread)).toBe(true);
    expect(list[0]!.stream).toEqual({ id: stream.id, title: 'Highlife night', live: true });
    expect(list[1]!.giftType).toBe('rose');
    expect(Object.keys(list[0]!.person!).sort()).toEqual(['displayName', 'photoUrl', 'userId', 'verified']);
    expect(await unreadOf(t, me)).toBe(5);

    // The other side of each event has its own entry; the one who acted has none.
    expect(summary(await allOf(t, matcher))).toEqual([`match ${me.name}`]);
    expect(summary(await allOf(t, asker))).toEqual([]);
  });

  it('tells a stream going live only to the host’s matches and friends, once each, never to someone blocked', async () => {
    const host = await member(t);
    const [both, friendOnly, stranger, blocked] = [await member(t), await member(t), await member(t), await member(t)];
    await matchDirectly(t, host, both);
    await befriend(t, host, both);
    await befriend(t, host, friendOnly);
    await matchDirectly(t, host, blocked);
    await block(blocked, host);
    await goLive(t, host);

    expect(summary(await allOf(t, both)).filter((s) => s.startsWith('stream_live'))).toHaveLength(1);
    expect(summary(await allOf(t, friendOnly))).toContain(`stream_live ${host.name}`);
    expect(await allOf(t, stranger)).toEqual([]);
    expect(await allOf(t, blocked)).toEqual([]);
  });

  it('writes nothing when the event fails: a gift that cannot be paid leaves no entry', async () => {
    const [giver, me] = [await member(t), await member(t)];
    await matchDirectly(t, giver, me);
    let refused = false;
    for (let i = 0; i < 40 && !refused; i++) {
      const res = await send(t, giver, me, { kind: 'gift', giftType: 'diamond' });
      if (res.statusCode !== 200) {
        expectError(res, 422, 'insufficient_tokens');
        refused = true;
      }
    }
    expect(refused).toBe(true);
    const gifts = (await allOf(t, me)).filter((n) => n.kind === 'gift');
    const messages = await call(t, me, 'GET', `/api/conversations/${giver.id}/messages`);
    const paidGifts = (messages.json() as { messages: { kind: string }[] }).messages.filter((m) => m.kind === 'gift');
    expect(gifts.length).toBe(paidGifts.length);
  });
});

describe('blocks and plans, decided when the list is read', () => {
  it('a block hides old entries from and about the person, either way, in the list and the count', async () => {
    const me = await member(t);
    const [blockedByMe, blockedMe, other] = [await member(t), await member(t), await member(t)];
    for (const who of [blockedByMe, blockedMe, other]) await ok(sendRequest(t, who, me));
    expect(await unreadOf(t, me)).toBe(3);

    await block(me, blockedByMe);
    await block(blockedMe, me);
    expect(summary(await allOf(t, me))).toEqual([`friend_request ${other.name}`]);
    expect(await unreadOf(t, me)).toBe(1);

    await ok(call(t, me, 'DELETE', `/api/blocks/${blockedByMe.id}`), 204);
    expect(summary(await allOf(t, me))).toContain(`friend_request ${blockedByMe.name}`);
  });

  it('a like shows who liked only while the plan includes Likes You, as that screen does, and not after an undo', async () => {
    const me = await member(t);
    const [fan, superFan, undoer] = [await member(t), await member(t), await member(t)];
    await ok(swipe(fan, me));
    await ok(swipe(superFan, me, 'super_like'));
    await ok(swipe(undoer, me));

    // Free: nothing about likes, not even in the count.
    expect(await allOf(t, me)).toEqual([]);
    expect(await unreadOf(t, me)).toBe(0);

    await buyPlan(t, asUser(me), 'silver');
    expect(summary(await allOf(t, me))).toEqual([
      `like ${undoer.name}`,
      `super_like ${superFan.name}`,
      `like ${fan.name}`,
    ]);

    await ok(call(t, undoer, 'POST', '/api/discover/undo'));
    expect(summary(await allOf(t, me))).toEqual([`super_like ${superFan.name}`, `like ${fan.name}`]);
    expect(await unreadOf(t, me)).toBe(2);
  });

  it('a like that makes a match is told as the match, to both', async () => {
    const [a, b] = [await member(t), await member(t)];
    await buyPlan(t, asUser(a), 'gold');
    await ok(swipe(b, a));
    await ok(swipe(a, b));
    expect(summary(await allOf(t, a))).toEqual([`match ${b.name}`, `like ${b.name}`]);
    expect(summary(await allOf(t, b))).toEqual([`match ${a.name}`]);
  });
});

describe('pages', () => {
  it('pages newest first by cursor with no repeats or gaps, one statement per page', async () => {
    const me = await member(t);
    const actor = await member(t);
    const base = Date.now() - 3_600_000;
    const total = NOTIFICATIONS_PAGE_SIZE * 2 + 3;
    // Some share a timestamp, so the id must break ties for the cursor.
    await t.deps.database.db.insert(notifications).values(
      Array.from({ length: total }, (_, i) => ({
        recipientId: me.id,
        actorId: actor.id,
        kind: 'friend_request' as const,
        createdAt: new Date(base + Math.floor(i / 3) * 1000),
      })),
    );
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      queries = [];
      const page = await pageOf(t, me, cursor);
      const statements = queries.filter((q) => /from notifications/i.test(q));
      expect(statements, queries.join('\n')).toHaveLength(1);
      expect(page.notifications.length).toBeLessThanOrEqual(NOTIFICATIONS_PAGE_SIZE);
      seen.push(...page.notifications.map((n) => n.id));
      const times = page.notifications.map((n) => n.at);
      expect([...times].sort().reverse()).toEqual(times);
      cursor = page.nextCursor;
      pages++;
    } while (cursor);
    expect(pages).toBe(3);
    expect(new Set(seen).size).toBe(total);
    expect(seen).toHaveLength(total);
    expect(queries.join('\n')).not.toMatch(/offset/i);
  });

  it('refuses a made-up cursor with a readable 400', async () => {
    const me = await member(t);
    expectError(await call(t, me, 'GET', '/api/notifications?cursor=bm9wZQ'), 400, 'invalid_cursor');
  });

  it('answers only a signed-in member', async () => {
    expectError(await call(t, null, 'GET', '/api/notifications'), 401, 'unauthorized');
    expectError(await call(t, null, 'GET', '/api/notifications/unread'), 401, 'unauthorized');
  });
});

describe('read marking and the live count', () => {
  it('marks read up to the newest entry shown; one that arrives later stays unread', async () => {
    const me = await member(t);
    const [x, y, z] = [await member(t), await member(t), await member(t)];
    await ok(sendRequest(t, x, me));
    await ok(sendRequest(t, y, me));
    const shown = await pageOf(t, me);
    await ok(sendRequest(t, z, me));

    const res = await markRead(me, shown.notifications[0]!.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ unread: 1 });
    expect(await unreadOf(t, me)).toBe(1);
    const list = await allOf(t, me);
    expect(list.map((n) => [n.person?.displayName, n.unread])).toEqual([
      [z.name, true],
      [y.name, false],
      [x.name, false],
    ]);
  });

  it('cannot mark someone else’s entries read', async () => {
    const [me, intruder, x] = [await member(t), await member(t), await member(t)];
    await ok(sendRequest(t, x, me));
    const [entry] = (await pageOf(t, me)).notifications;
    expect((await markRead(intruder, entry!.id)).json()).toEqual({ unread: 0 });
    expect(await unreadOf(t, me)).toBe(1);
    expect((await markRead(me, randomUUID())).json()).toEqual({ unread: 1 });
  });

  it('tells the recipient’s sockets when an entry is created and when they read, and a Free member nothing about a like', async () => {
    const [me, asker, fan] = [await member(t), await member(t), await member(t)];
    const mine = await inbox(t, me);
    await ok(sendRequest(t, asker, me));
    expect((await mine.settled()).filter((m) => m.type === 'notification.created')).toHaveLength(1);

    await ok(swipe(fan, me));
    expect((await mine.settled()).filter((m) => m.type === 'notification.created')).toHaveLength(1);

    const [entry] = (await pageOf(t, me)).notifications;
    await ok(markRead(me, entry!.id));
    expect((await mine.settled()).filter((m) => m.type === 'notifications.read')).toEqual([
      { type: 'notifications.read', unread: 0 },
    ]);

    const theirs = await inbox(t, asker);
    await ok(accept(t, me, asker));
    expect((await theirs.settled()).filter((m) => m.type === 'notification.created')).toHaveLength(1);
  });
});
