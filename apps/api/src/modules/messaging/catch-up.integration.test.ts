import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATCH_UP_MESSAGES_PER_CONVERSATION, type CatchUpResult } from '@sankofa/contracts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { call, matchDirectly, member, type Member } from '../social/social-test-kit.ts';
import { block, send, sendOk, unmatch } from './messaging-test-kit.ts';

/**
 * Issue #24: a reconnecting member resumes every conversation in one request and one statement.
 * Each conversation answers exactly what the one-at-a-time catch-up would: the messages after the
 * point given, no gap, none twice, and nothing of a conversation the caller may not read.
 */
let t: TestApp;
let recording: string[] | null = null;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_MESSAGES_PER_MINUTE: '100000' }, onQuery: (q) => recording?.push(q) });
});
afterAll(async () => {
  await t?.close();
});

async function catchUp(who: Member, conversations: Array<{ userId: string; after: number }>): Promise<CatchUpResult> {
  const res = await call(t, who, 'POST', '/api/conversations/catch-up', { conversations });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as CatchUpResult;
}

const seqs = (c: CatchUpResult['conversations'][number] | undefined) => c?.messages.map((m) => m.seq);

describe('POST /api/conversations/catch-up', () => {
  it('answers each conversation from its own point, in the order asked, each message once', async () => {
    const me = await member(t);
    const [p1, p2] = [await member(t), await member(t)];
    await matchDirectly(t, me, p1);
    await matchDirectly(t, me, p2);
    for (let i = 1; i <= 4; i++) await sendOk(t, i % 2 ? p1 : me, i % 2 ? me : p1, `one ${i}`);
    for (let i = 1; i <= 3; i++) await sendOk(t, p2, me, `two ${i}`);

    const r = await catchUp(me, [
      { userId: p2.id, after: 0 },
      { userId: p1.id, after: 2 },
      { userId: p2.id, after: 1 },
    ]);
    expect(r.conversations.map((c) => c.userId)).toEqual([p2.id, p1.id]);
    expect(seqs(r.conversations[0])).toEqual([1, 2, 3]);
    expect(seqs(r.conversations[1])).toEqual([3, 4]);
    expect(r.conversations[1]!.messages.map((m) => [m.senderId, m.recipientId, m.text])).toEqual([
      [p1.id, me.id, 'one 3'],
      [me.id, p1.id, 'one 4'],
    ]);
    expect(r.conversations.every((c) => c.connected && !c.hasNewer)).toBe(true);
    // The same as the one-at-a-time catch-up answers.
    const one = await call(t, me, 'GET', `/api/conversations/${p1.id}/messages?after=2`);
    expect(r.conversations[1]!.messages).toEqual((one.json() as { messages: unknown[] }).messages);
  });

  it('pages a long conversation: resuming from the last message of a page leaves no gap and no repeat', async () => {
    const me = await member(t);
    const peer = await member(t);
    await matchDirectly(t, me, peer);
    const total = CATCH_UP_MESSAGES_PER_CONVERSATION + 5;
    for (let i = 1; i <= total; i++) expect((await send(t, peer, me, `m ${i}`)).statusCode).toBe(200);

    const held: number[] = [];
    let after = 0;
    for (let round = 0; round < 5; round++) {
      const [c] = (await catchUp(me, [{ userId: peer.id, after }])).conversations;
      held.push(...seqs(c)!);
      if (!c!.hasNewer) break;
      after = c!.messages.at(-1)!.seq;
    }
    expect(held).toEqual(Array.from({ length: total }, (_, i) => i + 1));
  });

  it('shows nothing of a conversation the caller may not read, and still answers the others', async () => {
    const me = await member(t);
    const [friend, blocker, unmatched, stranger, other] = [
      await member(t),
      await member(t),
      await member(t),
      await member(t),
      await member(t),
    ];
    for (const p of [friend, blocker, unmatched]) await matchDirectly(t, me, p);
    await matchDirectly(t, stranger, other);
    for (const p of [friend, blocker, unmatched]) await sendOk(t, p, me, 'before it ended');
    await sendOk(t, stranger, other, 'not yours');
    await block(t, blocker, me);
    await unmatch(t, me, unmatched);

    const r = await catchUp(me, [
      { userId: friend.id, after: 0 },
      { userId: blocker.id, after: 0 },
      { userId: unmatched.id, after: 0 },
      { userId: stranger.id, after: 0 },
      { userId: me.id, after: 0 },
      { userId: 'demo-1', after: 0 },
    ]);
    const closed = { connected: false, messages: [], hasNewer: false, theirReadSeq: 0 };
    expect(r.conversations).toEqual([
      expect.objectContaining({ userId: friend.id, connected: true }),
      { userId: blocker.id, ...closed },
      { userId: unmatched.id, ...closed },
      { userId: stranger.id, ...closed },
      { userId: me.id, ...closed },
      { userId: 'demo-1', ...closed },
    ]);
    expect(seqs(r.conversations[0])).toEqual([1]);
    // The one-at-a-time catch-up refuses the same conversations.
    expect((await call(t, me, 'GET', `/api/conversations/${blocker.id}/messages?after=0`)).statusCode).toBe(403);
  });

  it('costs one statement for ten conversations as for one', async () => {
    const me = await member(t);
    const peers: Member[] = [];
    for (let i = 0; i < 10; i++) {
      const p = await member(t);
      await matchDirectly(t, me, p);
      await sendOk(t, p, me, `hello ${i}`);
      peers.push(p);
    }
    const cost = async (list: Member[]) => {
      // The session was checked a moment ago (live-sessions.ts), so only the catch-up itself is left.
      await call(t, me, 'GET', '/api/notifications/summary');
      recording = [];
      const r = await catchUp(
        me,
        list.map((p) => ({ userId: p.id, after: 0 })),
      );
      const statements = recording;
      recording = null;
      expect(r.conversations.every((c) => c.messages.length === 1)).toBe(true);
      return statements.length;
    };
    expect(await cost(peers.slice(0, 1))).toBe(1);
    expect(await cost(peers)).toBe(1);
  });

  it('refuses an empty or oversized request as invalid', async () => {
    const me = await member(t);
    expect((await call(t, me, 'POST', '/api/conversations/catch-up', { conversations: [] })).statusCode).toBe(400);
    const many = Array.from({ length: 51 }, () => ({ userId: me.id, after: 0 }));
    expect((await call(t, me, 'POST', '/api/conversations/catch-up', { conversations: many })).statusCode).toBe(400);
  });
});
