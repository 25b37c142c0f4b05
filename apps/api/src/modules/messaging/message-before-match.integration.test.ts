import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { expectError } from '../../test/expect-error.ts';
import { buyPlan } from '../payments/payments-test-kit.ts';
import { call, member, type Member } from '../social/social-test-kit.ts';
import { allowMessages, bellOf, block, conversationsOf, messagesOf, send, sendOk } from './messaging-test-kit.ts';

/** Issue #8: a Platinum member may write first to anyone who has not matched them; the other may reply. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_MESSAGES_PER_MINUTE: '100000' } });
});
afterAll(async () => {
  await t?.close();
});

async function on(plan: 'free' | 'silver' | 'gold' | 'platinum'): Promise<Member> {
  const m = await member(t);
  if (plan !== 'free') await buyPlan(t, { accessToken: m.token }, plan);
  return m;
}

const messagesBetween = async (x: Member, y: Member) =>
  rowsOf<{ n: number }>(
    await t.deps.database.db.execute(sql`select count(*)::int as n from messages
      where user_a = least(${x.id}::uuid, ${y.id}::uuid) and user_b = greatest(${x.id}::uuid, ${y.id}::uuid)`),
  )[0]!.n;

describe('writing first, by plan', () => {
  it('refuses Free, Silver and Gold members with plan_required naming Platinum, and stores nothing', async () => {
    for (const plan of ['free', 'silver', 'gold'] as const) {
      const me = await on(plan);
      const them = await member(t);
      for (const body of [
        'Hello there',
        { kind: 'heart' as const },
        { kind: 'gift' as const, giftType: 'rose' as const },
      ]) {
        const err = expectError(await send(t, me, them, body), 403, 'plan_required');
        expect(err.details).toEqual({ planNeeded: 'platinum' });
        expect(err.message).toContain('Platinum');
      }
      expect(await messagesBetween(me, them)).toBe(0);
      expect(await conversationsOf(t, them)).toEqual([]);
    }
  });

  it('lets a Platinum member write first; the recipient sees it, reads it and replies, and both list it', async () => {
    const sender = await on('platinum');
    const recipient = await member(t);
    const first = await sendOk(t, sender, recipient, 'Your kente post was lovely');
    expect(first.seq).toBe(1);
    expect(await bellOf(t, recipient)).toMatchObject({ unreadMessages: 1 });
    const list = await conversationsOf(t, recipient);
    expect(list.map((c) => [c.userId, c.connection, c.lastMessage?.text])).toEqual([
      [sender.id, 'direct', 'Your kente post was lovely'],
    ]);
    expect((await messagesOf(t, recipient, sender)).messages.map((m) => m.text)).toEqual([
      'Your kente post was lovely',
    ]);
    // The recipient is on Free: replying needs no plan, the conversation is already open.
    await sendOk(t, recipient, sender, 'Thank you! Medaase');
    expect((await messagesOf(t, sender, recipient)).messages.map((m) => m.text)).toEqual([
      'Your kente post was lovely',
      'Thank you! Medaase',
    ]);
    expect((await conversationsOf(t, sender)).map((c) => c.connection)).toEqual(['direct']);
  });

  it('a third person can neither read nor write in an opened conversation', async () => {
    const sender = await on('platinum');
    const recipient = await member(t);
    await sendOk(t, sender, recipient, 'Just between us');
    const third = await member(t);
    expectError(await call(t, third, 'GET', `/api/conversations/${recipient.id}/messages`), 403, 'not_connected');
    expectError(await call(t, third, 'GET', `/api/conversations/${sender.id}`), 403, 'not_connected');
    expectError(await send(t, third, recipient, 'me too'), 403, 'plan_required');
    expect(await conversationsOf(t, third)).toEqual([]);
    // A Platinum third person opens their own conversation, never the pair's.
    const rich = await on('platinum');
    await sendOk(t, rich, recipient, 'Hi from someone else');
    expect((await messagesOf(t, rich, recipient)).messages.map((m) => m.text)).toEqual(['Hi from someone else']);
  });

  it('refuses when either side has blocked the other, without naming the block', async () => {
    const sender = await on('platinum');
    const blocker = await member(t);
    await block(t, blocker, sender);
    const err = expectError(await send(t, sender, blocker, 'hello?'), 404, 'user_not_found');
    expect(JSON.stringify(err)).not.toMatch(/block/i);
    const blocked = await member(t);
    await block(t, sender, blocked);
    expectError(await send(t, sender, blocked, 'hello?'), 404, 'user_not_found');
    expect((await messagesBetween(sender, blocker)) + (await messagesBetween(sender, blocked))).toBe(0);
  });

  it('a block after the first message closes the conversation for both', async () => {
    const sender = await on('platinum');
    const recipient = await member(t);
    await sendOk(t, sender, recipient, 'Hello');
    await block(t, recipient, sender);
    expectError(await call(t, recipient, 'GET', `/api/conversations/${sender.id}/messages`), 403, 'not_connected');
    expectError(await send(t, recipient, sender, 'reply?'), 403, 'plan_required');
    expectError(await send(t, sender, recipient, 'again?'), 404, 'user_not_found');
    expect(await conversationsOf(t, recipient)).toEqual([]);
    expect(await bellOf(t, recipient)).toMatchObject({ unreadMessages: 0 });
  });

  it("respects the recipient's 'allow direct messages' switch before and after the first message", async () => {
    const sender = await on('platinum');
    const quiet = await member(t);
    await allowMessages(t, quiet, false);
    const err = expectError(await send(t, sender, quiet, 'hello?'), 403, 'messages_off');
    expect(err.message).toBe('This member only accepts messages from their matches right now.');
    expect(await messagesBetween(sender, quiet)).toBe(0);

    const open = await member(t);
    await sendOk(t, sender, open, 'First');
    await allowMessages(t, open, false);
    expectError(await send(t, sender, open, 'Second'), 403, 'messages_off');
    // The recipient may still answer the conversation they were invited to.
    await sendOk(t, open, sender, 'I can still answer');
  });

  it('keeps an opened conversation when the sender’s plan ends', async () => {
    const sender = await on('platinum');
    const recipient = await member(t);
    const stranger = await member(t);
    await sendOk(t, sender, recipient, 'Before the plan ends');
    // The paid period is over (as if the renewal failed); the subscription row is otherwise unchanged.
    await t.deps.database.db.execute(
      sql`update subscriptions set current_period_end = now() - interval '1 day' where user_id = ${sender.id}`,
    );
    expect((await call(t, sender, 'GET', '/api/payments/plan')).json()).toMatchObject({ plan: null });
    await sendOk(t, sender, recipient, 'Still talking');
    await sendOk(t, recipient, sender, 'Still here');
    expectError(await send(t, sender, stranger, 'new people?'), 403, 'plan_required');
  });
});
