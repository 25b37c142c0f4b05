import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerMessage } from '@sankofa/contracts/realtime';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { expectError } from '../../test/expect-error.ts';
import { TestSocket } from '../realtime/realtime-test-client.ts';
import { buyPlan } from '../payments/payments-test-kit.ts';
import { befriend, call, matchDirectly, member, type Member } from '../social/social-test-kit.ts';
import {
  balanceOf,
  bellOf,
  block,
  chatEvents,
  clientId,
  conversationsOf,
  listen,
  newRef,
  openSocket,
  realtimeDeps,
  send,
  sendOk,
  storedFacts,
  talkingPair,
  unmatch,
  waitFor,
  wsSend,
} from './messaging-test-kit.ts';

/**
 * Issue #5, "must hold" 1: nobody reads, marks read or writes in a conversation they are not part
 * of, over HTTP or the socket; refusals write nothing and never name a block.
 */
let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_MESSAGES_PER_MINUTE: '100000' }, deps: realtimeDeps() });
  base = await listen(t);
});
afterAll(async () => {
  await t?.close();
});

type Res = Awaited<ReturnType<typeof call>>;

/** Every HTTP way into the conversation of `who` with `peer` (reads, sends of each kind, read marks). */
function everyEndpoint(who: Member | null, peer: string): Array<[string, () => Promise<Res>]> {
  const url = `/api/conversations/${peer}`;
  const as = (method: 'GET' | 'POST', path: string, body?: unknown) => () => call(t, who, method, path, body);
  return [
    ['GET conversation', as('GET', url)],
    ['GET messages', as('GET', `${url}/messages`)],
    ['GET messages before', as('GET', `${url}/messages?before=3`)],
    ['GET messages after', as('GET', `${url}/messages?after=0`)],
    ['POST text', as('POST', `${url}/messages`, { kind: 'text', text: 'let me in', clientId: clientId() })],
    ['POST heart', as('POST', `${url}/messages`, { kind: 'heart', clientId: clientId() })],
    ['POST gift', as('POST', `${url}/messages`, { kind: 'gift', giftType: 'rose', clientId: clientId() })],
    ['POST read 0', as('POST', `${url}/read`, { upToSeq: 0 })],
    ['POST read all', as('POST', `${url}/read`, { upToSeq: 9999 })],
  ];
}

/**
 * Every endpoint answers exactly `expected` (status and body); answers the bodies for comparison.
 * Sends may be refused for another reason (`send`): writing first to someone one is not connected
 * with needs Platinum (decision 0016), so a Free member is told about the plan, not the connection.
 */
async function expectAllRefused(
  who: Member | null,
  peer: string,
  status: number,
  code: string,
  send = { status, code },
) {
  const bodies: unknown[] = [];
  for (const [name, run] of everyEndpoint(who, peer)) {
    const res = await run();
    const want = name.startsWith('POST ') && !name.startsWith('POST read') ? send : { status, code };
    expect(res.statusCode, `${name}: ${res.body}`).toBe(want.status);
    expectError(res, want.status, want.code);
    if (want === send && send.code !== code) continue;
    bodies.push(res.json());
  }
  return bodies;
}

const PLAN_NEEDED = { status: 403, code: 'plan_required' };
/** What a Free member hears when writing to anyone they are not connected with (a block reads the same). */
const FIRST_MESSAGE_NEEDS_PLATINUM = {
  error: {
    code: 'plan_required',
    message:
      'Messaging someone before you match is part of Platinum. Upgrade to Platinum to send the first message, or match with them first.',
    details: { planNeeded: 'platinum' },
  },
};

/** Any chat event that concerns the conversation of x and y. */
function aboutPair(m: ServerMessage, x: Member, y: Member): boolean {
  const pair = new Set([x.id, y.id]);
  if (m.type === 'chat.message_created' || m.type === 'chat.sent')
    return pair.has(m.message.senderId) && pair.has(m.message.recipientId);
  if (m.type === 'chat.messages_read') return pair.has(m.readerId) && pair.has(m.senderId);
  return false;
}

const NOT_CONNECTED = { error: { code: 'not_connected', message: 'You can only message your matches and friends.' } };

describe('a third person', () => {
  it('can read, send to, mark read or list nothing of a conversation they are not part of', async () => {
    const { a, b } = await talkingPair(t);
    const c = await member(t); // matched with a, a stranger to b
    const d = await member(t); // a stranger to both
    await matchDirectly(t, c, a);
    const before = await storedFacts(t, [a, b, c, d]);
    const bellsBefore = await Promise.all([bellOf(t, a), bellOf(t, b)]);

    for (const [intruder, peer] of [
      [c, b],
      [d, a],
      [d, b],
    ] as const) {
      const bodies = await expectAllRefused(intruder, peer.id, 403, 'not_connected', PLAN_NEEDED);
      for (const body of bodies) expect(body).toEqual(NOT_CONNECTED);
    }

    // Their own lists hold only their own connections, never the pair's conversation.
    expect((await conversationsOf(t, c)).map((x) => [x.userId, x.lastMessage])).toEqual([[a.id, null]]);
    expect(await conversationsOf(t, d)).toEqual([]);
    expect((await conversationsOf(t, a)).map((x) => x.userId).sort()).toEqual([b.id, c.id].sort());
    expect((await conversationsOf(t, b)).map((x) => x.userId)).toEqual([a.id]);
    expect(await bellOf(t, d)).toEqual({ unreadMessages: 0, friendRequests: 0, newMatches: 0, total: 0 });

    // Nothing anywhere moved: no message, no read mark, no counter, no token.
    expect(await storedFacts(t, [a, b, c, d])).toEqual(before);
    expect(await Promise.all([bellOf(t, a), bellOf(t, b)])).toEqual(bellsBefore);
    expect(await balanceOf(t, c)).toBe(100);
    expect(await balanceOf(t, d)).toBe(100);
  });

  it('gets an error for every chat command on the socket, and no chat event of the pair reaches them', async () => {
    const { a, b } = await talkingPair(t);
    await buyPlan(t, { accessToken: a.token }, 'gold'); // so that a hears b's read
    const c = await member(t);
    const d = await member(t);
    await matchDirectly(t, c, a);
    await matchDirectly(t, c, d); // so that d has a sentinel to wait for
    const [sa, sb, sc, sd, sa2] = await Promise.all([
      openSocket(base, a),
      openSocket(base, b),
      openSocket(base, c),
      openSocket(base, d),
      openSocket(base, a),
    ]);
    try {
      const before = await storedFacts(t, [a, b]);

      for (const [intruder, sock, peer] of [
        [c, sc, b],
        [d, sd, a],
        [d, sd, b],
      ] as const) {
        for (const body of [
          { kind: 'text' as const, text: 'let me in' },
          { kind: 'heart' as const },
          { kind: 'gift' as const, giftType: 'diamond' as const },
        ]) {
          const res = await wsSend(sock, peer, body);
          expect(res, `${intruder.name} ${body.kind}`).toMatchObject({
            type: 'error',
            code: 'plan_required',
            message: FIRST_MESSAGE_NEEDS_PLATINUM.error.message,
          });
        }
        for (const cmd of [
          { type: 'chat.read', with: peer.id, upToSeq: 9999 },
          { type: 'chat.read', with: peer.id, upToSeq: 0 },
          { type: 'chat.typing', to: peer.id, typing: true },
        ]) {
          const ref = newRef('cmd');
          sock.send(JSON.stringify({ ...cmd, ref }));
          expect(await waitFor(sock, (m) => m.type === 'error' && m.ref === ref)).toMatchObject({
            code: 'not_connected',
          });
        }
      }
      expect(await storedFacts(t, [a, b])).toEqual(before);

      // The pair talks, reads and types on both transports while the others listen.
      await sendOk(t, a, b, 'over http');
      expect(await wsSend(sa, b, 'over the socket')).toMatchObject({ type: 'chat.sent' });
      await sendOk(t, b, a, { kind: 'gift', giftType: 'rose' });
      sb.send({ type: 'chat.read', with: a.id, upToSeq: 9999 });
      sa.send({ type: 'chat.typing', to: b.id, typing: true });
      await waitFor(sa, (m) => m.type === 'chat.messages_read' && m.readerId === b.id && m.upToSeq === 7);
      await waitFor(sb, (m) => m.type === 'chat.typing_changed' && m.userId === a.id);

      // Sentinels: once these arrive, anything published before them has been delivered.
      const toC = await sendOk(t, a, c, 'sentinel for c');
      const toD = await sendOk(t, c, d, 'sentinel for d');
      await waitFor(sc, (m) => m.type === 'chat.message_created' && m.message.id === toC.id);
      await waitFor(sd, (m) => m.type === 'chat.message_created' && m.message.id === toD.id);
      await sa.roundTrip();
      await sb.roundTrip();

      for (const sock of [sc, sd]) {
        expect(chatEvents(sock).filter((m) => aboutPair(m, a, b))).toEqual([]);
        expect(chatEvents(sock).filter((m) => m.type === 'chat.typing_changed')).toEqual([]);
      }
      // c's and d's refused attempts reached neither a nor b.
      for (const sock of [sa, sa2, sb]) {
        const fromIntruders = chatEvents(sock).filter(
          (m) =>
            (m.type === 'chat.typing_changed' && (m.userId === c.id || m.userId === d.id)) ||
            (m.type === 'chat.message_created' &&
              (m.message.senderId === d.id || (m.message.senderId === c.id && m.message.recipientId === b.id))),
        );
        expect(fromIntruders).toEqual([]);
      }
      // Typing went only to the peer: not back to the typist's own tabs, not to anyone else.
      expect(chatEvents(sa).filter((m) => m.type === 'chat.typing_changed')).toEqual([]);
      expect(chatEvents(sa2).filter((m) => m.type === 'chat.typing_changed')).toEqual([]);
    } finally {
      await Promise.all([sa, sb, sc, sd, sa2].map((s) => s.close()));
    }
  });
});

describe('without a session', () => {
  it('every endpoint answers 401 and nothing is written', async () => {
    const { a, b } = await talkingPair(t);
    const before = await storedFacts(t, [a, b]);
    await expectAllRefused(null, b.id, 401, 'unauthorized');
    await expectAllRefused(null, 'demo-1', 401, 'unauthorized');
    expectError(await call(t, null, 'GET', '/api/conversations'), 401, 'unauthorized');
    expectError(await call(t, null, 'GET', '/api/notifications/summary'), 401, 'unauthorized');

    const forged = { ...a, token: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2ln' };
    await expectAllRefused(forged, b.id, 401, 'invalid_token');
    expectError(await call(t, forged, 'GET', '/api/conversations'), 401, 'invalid_token');
    await expect(TestSocket.open(base, forged.token)).rejects.toThrow(/401/);
    expect(await storedFacts(t, [a, b])).toEqual(before);
  });
});

describe('ended connections', () => {
  it('after a block neither side can read, mark read or send, and the answer is the one a stranger gets', async () => {
    const { a, b } = await talkingPair(t);
    await befriend(t, a, b); // matched and friends: a block must end both
    const stranger = await member(t);
    const strangerAnswer = (await send(t, stranger, b, 'hi')).json();
    expect(strangerAnswer).toEqual(FIRST_MESSAGE_NEEDS_PLATINUM);
    const strangerRead = (await call(t, stranger, 'GET', `/api/conversations/${b.id}/messages`)).json();
    expect(strangerRead).toEqual(NOT_CONNECTED);
    const [sa, sb] = await Promise.all([openSocket(base, a), openSocket(base, b)]);
    try {
      expect((await bellOf(t, a)).unreadMessages).toBeGreaterThan(0);
      await block(t, b, a);
      const before = await storedFacts(t, [a, b]);

      for (const [who, peer, sock] of [
        [a, b, sa],
        [b, a, sb],
      ] as const) {
        for (const body of await expectAllRefused(who, peer.id, 403, 'not_connected', PLAN_NEEDED))
          expect(body).toEqual(strangerRead);
        expect((await send(t, who, peer, 'still there?')).json()).toEqual(strangerAnswer);
        expect((await conversationsOf(t, who)).map((x) => x.userId)).not.toContain(peer.id);
        expect(await bellOf(t, who)).toMatchObject({ unreadMessages: 0 });
        for (const body of [
          { kind: 'text' as const, text: 'still there?' },
          { kind: 'gift' as const, giftType: 'heart' as const },
        ]) {
          const res = await wsSend(sock, peer, body);
          expect(res).toMatchObject({ type: 'error', code: 'plan_required', message: strangerAnswer.error.message });
        }
        for (const cmd of [
          { type: 'chat.read', with: peer.id, upToSeq: 1 },
          { type: 'chat.typing', to: peer.id, typing: true },
        ]) {
          const ref = newRef('blocked');
          sock.send(JSON.stringify({ ...cmd, ref }));
          expect(await waitFor(sock, (m) => m.type === 'error' && m.ref === ref)).toMatchObject({
            code: 'not_connected',
            message: strangerRead.error.message,
          });
        }
      }
      expect(await storedFacts(t, [a, b])).toEqual(before);
      expect(await balanceOf(t, a)).toBe(90);
      expect(await balanceOf(t, b)).toBe(110);
      await Promise.all([sa.roundTrip(), sb.roundTrip()]);
      expect(chatEvents(sb).filter((m) => m.type === 'chat.typing_changed')).toEqual([]);
      expect(chatEvents(sa).filter((m) => m.type === 'chat.typing_changed')).toEqual([]);

      // Lifting the block does not bring the ended match or friendship back.
      expect((await call(t, b, 'DELETE', `/api/blocks/${a.id}`)).statusCode).toBe(204);
      expect(await send(t, a, b, 'and now?')).toMatchObject({ statusCode: 403 });
      expect(await storedFacts(t, [a, b])).toEqual(before);
    } finally {
      await Promise.all([sa.close(), sb.close()]);
    }
  });

  it('after an unmatch neither side can read, mark read or send, and the conversation leaves both lists', async () => {
    const { a, b } = await talkingPair(t);
    expect((await bellOf(t, b)).unreadMessages).toBe(2);
    await unmatch(t, a, b);
    const before = await storedFacts(t, [a, b]);
    for (const [who, peer] of [
      [a, b],
      [b, a],
    ] as const) {
      for (const body of await expectAllRefused(who, peer.id, 403, 'not_connected', PLAN_NEEDED))
        expect(body).toEqual(NOT_CONNECTED);
      expect((await send(t, who, peer, 'hello again?')).json()).toEqual(FIRST_MESSAGE_NEEDS_PLATINUM);
      expect(await conversationsOf(t, who)).toEqual([]);
      expect(await bellOf(t, who)).toEqual({ unreadMessages: 0, friendRequests: 0, newMatches: 0, total: 0 });
    }
    expect(await storedFacts(t, [a, b])).toEqual(before);
  });
});

describe('sample profiles', () => {
  it('every endpoint says messaging is only for real users, and the socket refuses them too', async () => {
    const a = await member(t);
    const before = await storedFacts(t, [a]);
    for (const demo of ['demo-1', 'demo-abc-2']) {
      for (const [name, run] of everyEndpoint(a, demo)) {
        const res = await run();
        expect(res.statusCode, `${name}: ${res.body}`).toBe(422);
        expect(res.json(), name).toEqual({
          error: { code: 'demo_profile', message: 'Messaging is only available with real users.' },
        });
      }
    }
    // The socket gives the same answer.
    const sa = await openSocket(base, a);
    try {
      const res = await wsSend(sa, 'demo-1', 'hello sample');
      expect(res).toMatchObject({
        type: 'error',
        code: 'demo_profile',
        message: 'Messaging is only available with real users.',
      });
      await sa.roundTrip();
    } finally {
      await sa.close();
    }
    expect(await storedFacts(t, [a])).toEqual(before);
    expect(await balanceOf(t, a)).toBe(100);
  });
});
