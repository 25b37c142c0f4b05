import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { HEART_EMOJI } from '@sankofa/contracts';
import type { ServerMessage } from '@sankofa/contracts/realtime';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { buyPlan } from '../payments/payments-test-kit.ts';
import type { TestSocket } from '../realtime/realtime-test-client.ts';
import { accept, call, matchDirectly, member, sendRequest, type Member } from '../social/social-test-kit.ts';
import {
  bellOf,
  chatEvents,
  clientId,
  conversationsOf,
  listen,
  markRead,
  messagesOf,
  newRef,
  openSocket,
  realtimeDeps,
  sendOk,
  storedFacts,
  waitFor,
  wsSend,
} from './messaging-test-kit.ts';

/** Issue #5, "must hold" 4: the chat commands and events, and the counts that follow them. */
let t: TestApp;
let base: string;
let sockets: TestSocket[] = [];
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_MESSAGES_PER_MINUTE: '100000' }, deps: realtimeDeps() });
  base = await listen(t);
});
afterEach(async () => {
  await Promise.all(sockets.map((s) => s.close()));
  sockets = [];
});
afterAll(async () => {
  await t?.close();
});

async function connect(who: Member): Promise<TestSocket> {
  const s = await openSocket(base, who);
  sockets.push(s);
  return s;
}

const createdWith = (id: string) => (m: ServerMessage) => m.type === 'chat.message_created' && m.message.id === id;
const count = (s: TestSocket, match: (m: ServerMessage) => boolean) => s.messages.filter(match).length;

/**
 * Sends a message from `from` to `to` over HTTP and waits for it on `to`'s socket: once it is there,
 * every event published before it has been delivered to that socket too.
 */
async function sentinel(from: Member, to: Member, toSocket: TestSocket): Promise<void> {
  const m = await sendOk(t, from, to, `sentinel ${clientId().slice(0, 8)}`);
  await waitFor(toSocket, createdWith(m.id), 'the sentinel');
}

describe('chat over the socket', () => {
  it('chat.send answers chat.sent with its ref; both people and every tab get chat.message_created with the sender', async () => {
    const a = await member(t);
    const b = await member(t);
    await matchDirectly(t, a, b);
    const [a1, a2, sb] = [await connect(a), await connect(a), await connect(b)];

    const sent = await wsSend(a1, b, 'Hello over the socket', 'my-ref-1');
    expect(sent).toMatchObject({
      type: 'chat.sent',
      ref: 'my-ref-1',
      tokenBalance: null,
      message: { seq: 1, senderId: a.id, recipientId: b.id, kind: 'text', text: 'Hello over the socket', gift: null },
    });
    if (sent.type !== 'chat.sent') throw new Error('unreachable');
    for (const s of [a1, a2, sb]) {
      const created = await waitFor(s, createdWith(sent.message.id), 'chat.message_created');
      expect(created).toEqual({
        type: 'chat.message_created',
        message: sent.message,
        from: { userId: a.id, displayName: a.name, photoUrl: null },
      });
    }
    // The answer goes to the sending tab only.
    expect(count(a2, (m) => m.type === 'chat.sent')).toBe(0);
    expect(count(sb, (m) => m.type === 'chat.sent')).toBe(0);

    // A heart and a gift; the gift's answer carries the new balance.
    const heart = await wsSend(a2, b, { kind: 'heart' });
    expect(heart).toMatchObject({
      type: 'chat.sent',
      message: { seq: 2, kind: 'heart', text: HEART_EMOJI },
      tokenBalance: null,
    });
    const gift = await wsSend(a1, b, { kind: 'gift', giftType: 'heart', text: 'for you' });
    expect(gift).toMatchObject({
      type: 'chat.sent',
      message: { seq: 3, kind: 'gift', text: 'for you', gift: { type: 'heart', cost: 25 } },
      tokenBalance: 75,
    });

    // HTTP sends are announced the same way, with the sender's name.
    const reply = await sendOk(t, b, a, 'And hello over HTTP');
    for (const s of [a1, a2, sb]) {
      expect(await waitFor(s, createdWith(reply.id))).toMatchObject({ from: { userId: b.id, displayName: b.name } });
    }

    // A retried client id answers the stored message and announces nothing new.
    const cid = clientId();
    const first = await wsSend(a1, b, { kind: 'text', text: 'once only', clientId: cid });
    const again = await wsSend(a2, b, { kind: 'text', text: 'once only', clientId: cid });
    if (first.type !== 'chat.sent' || again.type !== 'chat.sent')
      throw new Error(`not sent: ${JSON.stringify([first, again])}`);
    expect(again.message).toEqual(first.message);
    await sentinel(b, a, a1);
    await sentinel(a, b, sb);
    for (const s of [a1, a2, sb]) {
      expect(count(s, createdWith(first.message.id)), 'one event for the retried message').toBe(1);
      const seqs = chatEvents(s).flatMap((m) => (m.type === 'chat.message_created' ? [m.message.seq] : []));
      expect(new Set(seqs).size).toBe(seqs.length);
    }
    expect((await messagesOf(t, b, a)).messages.filter((m) => m.clientId === cid)).toHaveLength(1);
  });

  it('chat.read tells both people (a Gold sender); typing reaches only the peer, in the order typed', async () => {
    const a = await member(t);
    const b = await member(t);
    await matchDirectly(t, a, b);
    // Read receipts are Gold and above (decision 0013); read-receipts.integration.test.ts covers Free.
    await buyPlan(t, { accessToken: a.token }, 'gold');
    const [a1, a2, sb] = [await connect(a), await connect(a), await connect(b)];
    for (const text of ['one', 'two', 'three']) await sendOk(t, a, b, text);
    expect((await bellOf(t, b)).unreadMessages).toBe(3);

    sb.send({ type: 'chat.read', ref: newRef('read'), with: a.id, upToSeq: 2 });
    const isRead = (upToSeq: number) => (m: ServerMessage) =>
      m.type === 'chat.messages_read' && m.readerId === b.id && m.senderId === a.id && m.upToSeq === upToSeq;
    for (const s of [a1, a2, sb]) {
      const ev = await waitFor(s, isRead(2), 'chat.messages_read');
      if (ev.type === 'chat.messages_read') expect(Date.parse(ev.readAt)).not.toBeNaN();
    }
    expect((await bellOf(t, b)).unreadMessages).toBe(1);
    expect((await conversationsOf(t, a))[0]).toMatchObject({ userId: b.id, theirReadSeq: 2 });
    expect((await conversationsOf(t, b))[0]).toMatchObject({ userId: a.id, unreadCount: 1 });

    // Past the end reads to the end; a read never moves back.
    sb.send({ type: 'chat.read', with: a.id, upToSeq: 99 });
    await waitFor(a1, isRead(3));
    sb.send({ type: 'chat.read', with: a.id, upToSeq: 1 });
    await sentinel(b, a, a1);
    expect((await messagesOf(t, a, b)).theirReadSeq).toBe(3);
    expect((await bellOf(t, b)).unreadMessages).toBe(0);

    // Typing on, off, on, off in quick succession arrives in that order, to b only.
    for (const typing of [true, false, true, false]) a1.send({ type: 'chat.typing', to: b.id, typing });
    await eventually(() => count(sb, (m) => m.type === 'chat.typing_changed') === 4, 'four typing events');
    expect(sb.messages.filter((m) => m.type === 'chat.typing_changed')).toEqual(
      [true, false, true, false].map((typing) => ({ type: 'chat.typing_changed', userId: a.id, typing })),
    );
    sb.send({ type: 'chat.typing', to: a.id, typing: true });
    await waitFor(a1, (m) => m.type === 'chat.typing_changed' && m.userId === b.id);
    await waitFor(a2, (m) => m.type === 'chat.typing_changed' && m.userId === b.id);
    await sentinel(a, b, sb);
    expect(chatEvents(sb).filter((m) => m.type === 'chat.typing_changed' && m.userId === b.id)).toEqual([]);
    expect(chatEvents(a1).filter((m) => m.type === 'chat.typing_changed' && m.userId === a.id)).toEqual([]);
    expect(chatEvents(a2).filter((m) => m.type === 'chat.typing_changed' && m.userId === a.id)).toEqual([]);
  });

  it('bad chat frames get an error with their ref, write nothing, and the socket stays usable', async () => {
    const a = await member(t);
    const b = await member(t);
    const stranger = await member(t);
    await matchDirectly(t, a, b);
    const sa = await connect(a);
    const before = await storedFacts(t, [a, b]);
    const send = { type: 'chat.send', to: b.id, kind: 'text', text: 'hi', clientId: clientId() };
    const frames: Array<[string, Record<string, unknown>, string]> = [
      ['missing to', { ...send, to: undefined }, 'bad_message'],
      ['sample id', { ...send, to: 'demo-1' }, 'demo_profile'],
      ['blank text', { ...send, text: '   ' }, 'bad_message'],
      ['2001 characters', { ...send, text: 'x'.repeat(2001) }, 'bad_message'],
      ['unknown kind', { ...send, kind: 'sticker' }, 'bad_message'],
      ['extra field', { ...send, senderId: b.id }, 'bad_message'],
      ['unknown gift', { ...send, kind: 'gift', giftType: 'ruby', text: undefined }, 'bad_message'],
      ['a price of my own', { ...send, kind: 'gift', giftType: 'rose', cost: 0, text: undefined }, 'bad_message'],
      ['bad client id', { ...send, clientId: 'no spaces allowed' }, 'bad_message'],
      ['read with negative seq', { type: 'chat.read', with: b.id, upToSeq: -1 }, 'bad_message'],
      ['read without peer', { type: 'chat.read', upToSeq: 1 }, 'bad_message'],
      ['typing not boolean', { type: 'chat.typing', to: b.id, typing: 'yes' }, 'bad_message'],
      ['to myself', { ...send, to: a.id, clientId: clientId() }, 'cannot_target_self'],
      ['typing to myself', { type: 'chat.typing', to: a.id, typing: true }, 'cannot_target_self'],
      [
        'to a stranger (Platinum only, decision 0016)',
        { ...send, to: stranger.id, clientId: clientId() },
        'plan_required',
      ],
    ];
    for (const [name, frame, code] of frames) {
      const ref = newRef('bad');
      sa.send(JSON.stringify({ ...frame, ref }));
      const err = await waitFor(sa, (m) => m.type === 'error' && m.ref === ref, name);
      expect(err, name).toMatchObject({ type: 'error', ref, code });
      if (err.type === 'error') expect(err.message.length, name).toBeGreaterThan(5);
      if (name === 'blank text' && err.type === 'error') expect(err.message).toMatch(/Write a message first/);
      if (name === 'to myself' && err.type === 'error') expect(err.message).toBe('You cannot message yourself.');
    }
    sa.send('not json at all');
    await waitFor(sa, (m) => m.type === 'error' && m.code === 'bad_message' && /not valid JSON/.test(m.message));
    expect(await storedFacts(t, [a, b])).toEqual(before);

    // Still usable: a ping, a real message, then a gift spending everything and one too many.
    const pingRef = newRef('ping');
    sa.send({ type: 'ping', ref: pingRef });
    await waitFor(sa, (m) => m.type === 'pong' && m.ref === pingRef);
    expect(await wsSend(sa, b, 'still here')).toMatchObject({
      type: 'chat.sent',
      message: { seq: 1, text: 'still here' },
    });
    expect(await wsSend(sa, b, { kind: 'gift', giftType: 'diamond' })).toMatchObject({
      type: 'chat.sent',
      tokenBalance: 0,
    });
    const poor = await wsSend(sa, b, { kind: 'gift', giftType: 'rose' });
    expect(poor).toMatchObject({
      type: 'error',
      code: 'insufficient_tokens',
      message: 'A Rose costs 10 tokens and you have 0. Nothing was sent.',
    });
    expect((await messagesOf(t, b, a)).messages.map((m) => m.seq)).toEqual([1, 2]);
  });
});

describe('unread counts and the bell', () => {
  it('follow sends and reads on both transports; a new match counts until its chat is opened; friend requests count', async () => {
    const a = await member(t);
    const b = await member(t);
    await matchDirectly(t, a, b);
    await buyPlan(t, { accessToken: a.token }, 'gold'); // so that a hears b's reads
    const sb = await connect(b);
    const bell = (who: Member) => bellOf(t, who);
    const expectBell = async (
      who: Member,
      counts: { unreadMessages: number; friendRequests: number; newMatches: number },
    ) =>
      expect(await bell(who)).toEqual({
        ...counts,
        total: counts.unreadMessages + counts.friendRequests + counts.newMatches,
      });

    await expectBell(b, { unreadMessages: 0, friendRequests: 0, newMatches: 1 });
    await expectBell(a, { unreadMessages: 0, friendRequests: 0, newMatches: 1 });

    // Any message opens the match for both; the unread count follows every kind of message.
    const sa = await connect(a);
    await sendOk(t, a, b, 'first');
    await sendOk(t, a, b, { kind: 'heart' });
    expect(await wsSend(sa, b, { kind: 'gift', giftType: 'rose' })).toMatchObject({ type: 'chat.sent' });
    await expectBell(b, { unreadMessages: 3, friendRequests: 0, newMatches: 0 });
    await expectBell(a, { unreadMessages: 0, friendRequests: 0, newMatches: 0 });
    expect((await conversationsOf(t, b))[0]).toMatchObject({
      userId: a.id,
      unreadCount: 3,
      lastMessage: { seq: 3, kind: 'gift' },
    });

    sb.send({ type: 'chat.read', with: a.id, upToSeq: 2 });
    await waitFor(sa, (m) => m.type === 'chat.messages_read' && m.upToSeq === 2);
    await expectBell(b, { unreadMessages: 1, friendRequests: 0, newMatches: 0 });
    // My own messages never count as unread for me.
    await sendOk(t, b, a, 'reply');
    await expectBell(b, { unreadMessages: 1, friendRequests: 0, newMatches: 0 });
    await expectBell(a, { unreadMessages: 1, friendRequests: 0, newMatches: 0 });

    // Unread counts add up over conversations.
    const c = await member(t);
    await matchDirectly(t, c, b);
    await expectBell(b, { unreadMessages: 1, friendRequests: 0, newMatches: 1 });
    await sendOk(t, c, b, 'hi from c');
    await sendOk(t, c, b, 'are you there?');
    await expectBell(b, { unreadMessages: 3, friendRequests: 0, newMatches: 0 });
    expect((await markRead(t, b, c, 9999)).json()).toEqual({ readSeq: 2, unreadCount: 0 });
    await expectBell(b, { unreadMessages: 1, friendRequests: 0, newMatches: 0 });
    expect((await markRead(t, b, a, 9999)).json()).toEqual({ readSeq: 4, unreadCount: 0 });
    await expectBell(b, { unreadMessages: 0, friendRequests: 0, newMatches: 0 });

    // Opening a new match's chat (a read up to 0) clears it for the one who opened it only.
    const d = await member(t);
    await matchDirectly(t, d, b);
    await expectBell(b, { unreadMessages: 0, friendRequests: 0, newMatches: 1 });
    expect((await markRead(t, b, d, 0)).json()).toEqual({ readSeq: 0, unreadCount: 0 });
    await expectBell(b, { unreadMessages: 0, friendRequests: 0, newMatches: 0 });
    await expectBell(d, { unreadMessages: 0, friendRequests: 0, newMatches: 1 });
    const sd = await connect(d);
    sd.send({ type: 'chat.read', with: b.id, upToSeq: 0 });
    await eventually(async () => (await bell(d)).newMatches === 0, "d's new match cleared by chat.read");

    // Friend requests count for the one asked, until answered; friends are not new matches.
    const e = await member(t);
    expect((await sendRequest(t, e, b)).statusCode).toBe(200);
    await expectBell(b, { unreadMessages: 0, friendRequests: 1, newMatches: 0 });
    await expectBell(e, { unreadMessages: 0, friendRequests: 0, newMatches: 0 });
    expect((await accept(t, b, e)).statusCode).toBe(200);
    await expectBell(b, { unreadMessages: 0, friendRequests: 0, newMatches: 0 });
    await sendOk(t, e, b, 'hello friend');
    await expectBell(b, { unreadMessages: 1, friendRequests: 0, newMatches: 0 });
    // A request that is declined stops counting too.
    const f = await member(t);
    await sendRequest(t, f, b);
    await expectBell(b, { unreadMessages: 1, friendRequests: 1, newMatches: 0 });
    expect((await call(t, b, 'POST', `/api/friends/requests/${f.id}/decline`)).statusCode).toBe(200);
    await expectBell(b, { unreadMessages: 1, friendRequests: 0, newMatches: 0 });
  });
});

describe('unread counts under load', () => {
  it('stay exact when "read everything" races new messages', async () => {
    const a = await member(t);
    const b = await member(t);
    await matchDirectly(t, a, b);
    await buyPlan(t, { accessToken: a.token }, 'gold'); // so that a may read b's position
    const perWriter = 60;
    let writing = true;
    let reads = 0;
    // Three streams of messages from a while b keeps marking everything read (as a client that
    // clears the badge on open does), over HTTP and over the socket.
    const sb = await connect(b);
    const writers = [0, 1, 2].map(async (w) => {
      for (let i = 0; i < perWriter; i++) await sendOk(t, a, b, `w${w} ${i}`);
    });
    const readers = [
      (async () => {
        while (writing) {
          const res = await markRead(t, b, a, 1_000_000);
          expect(res.statusCode, res.body).toBe(200);
          reads++;
        }
      })(),
      (async () => {
        // Paced under the socket's frame-rate limit (100 frames per 5 s).
        while (writing) {
          sb.send({ type: 'chat.read', with: a.id, upToSeq: 1_000_000 });
          await new Promise((r) => setTimeout(r, 75));
          reads++;
        }
      })(),
    ];
    await Promise.all(writers);
    writing = false;
    await Promise.all(readers);
    expect(reads).toBeGreaterThan(10);

    // What is left unread is exactly a's messages after b's read position.
    const total = 3 * perWriter;
    const readSeq = (await messagesOf(t, a, b)).theirReadSeq;
    const summary = (await conversationsOf(t, b)).find((c) => c.userId === a.id)!;
    expect(summary.unreadCount, `read up to ${readSeq} of ${total}`).toBe(total - readSeq);
    expect((await bellOf(t, b)).unreadMessages).toBe(total - readSeq);
    // And a last read clears it: no unread count is left behind for good.
    expect((await markRead(t, b, a, total)).json()).toEqual({ readSeq: total, unreadCount: 0 });
    expect((await bellOf(t, b)).unreadMessages).toBe(0);
  });
});

/** Polls a synchronous or asynchronous condition. */
async function eventually(cond: () => boolean | Promise<boolean>, what: string, ms = 5_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await cond())) {
    if (Date.now() > deadline) throw new Error(`timed out: ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}
