import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request } from 'node:http';
import { randomUUID } from 'node:crypto';
import { WebSocket } from 'ws';
import { sql } from 'drizzle-orm';
import {
  PRESENCE_TTL_MS,
  PROTOCOL_VERSION,
  REALTIME_SUBPROTOCOL,
  type ServerMessage,
} from '@sankofa/contracts/realtime';
import { createTestApp, signUp, type TestApp } from '../../test/harness.ts';
import { createRedisBus } from '../../adapters/bus/redis-bus.ts';
import { publishSessionRevoked } from './session-events.ts';
import { createRedisPresenceStore } from './redis-presence-store.ts';
import { TestSocket, eventually, withTimeout } from './realtime-test-client.ts';

let t: TestApp;
let base: string;
/** Tests move the server's clock forward to make presence lapse or tokens expire. */
let skewMs = 0;

const redisUrl = process.env.REDIS_URL;
/** With REDIS_URL (as in CI) the gateway runs on the Redis bus and presence store, under a prefix of its own. */
const redisDeps = (url: string) => {
  const run = randomUUID();
  return {
    bus: createRedisBus(url, `test-bus-${run}:`),
    presence: createRedisPresenceStore(url, { prefix: `test-presence-${run}:` }),
  };
};

beforeAll(async () => {
  t = await createTestApp({
    deps: { clock: () => new Date(Date.now() + skewMs), ...(redisUrl && redisDeps(redisUrl)) },
  });
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = address.replace(/^http/, 'ws');
});
afterAll(async () => {
  await t?.close();
});

const isPresenceChanged = (userId: string, online: boolean) => (m: ServerMessage) =>
  m.type === 'presence.changed' && m.user.userId === userId && m.user.online === online;

async function query(s: TestSocket, userIds: string[]) {
  const ref = `q-${Math.random().toString(36).slice(2)}`;
  s.send({ type: 'presence.query', ref, userIds });
  const m = await s.next((x) => x.type === 'presence.listed' && x.ref === ref);
  if (m.type !== 'presence.listed') throw new Error('unreachable');
  return m.users;
}

const sessionIdOf = (jwt: string): string => JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString()).sid;

/** Attempts a handshake and reports what the server answered instead of upgrading. */
function refusedHandshake(protocols: string[]): Promise<{ status: number; body: unknown; upgraded: boolean }> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${base}/api/realtime`, protocols);
    ws.once('open', () => {
      ws.close();
      resolve({ status: 101, body: null, upgraded: true });
    });
    ws.once('unexpected-response', (_req, res) => {
      let raw = '';
      res.on('data', (c: Buffer) => (raw += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(raw), upgraded: false }));
    });
    ws.once('error', (err) => {
      if (!/Unexpected server response/.test(err.message)) reject(err);
    });
  });
}

describe('realtime handshake', () => {
  it('refuses a missing token with 401 and the error shape, without upgrading', async () => {
    const r = await refusedHandshake([REALTIME_SUBPROTOCOL]);
    expect(r).toEqual({
      status: 401,
      upgraded: false,
      body: { error: { code: 'unauthorized', message: 'Please sign in to continue.' } },
    });
  });

  it('refuses a handshake that offers only other subprotocols with 400', async () => {
    const r = await refusedHandshake(['graphql-ws']);
    expect(r).toMatchObject({ status: 400, upgraded: false, body: { error: { code: 'unsupported_protocol' } } });
  });

  it('refuses an invalid or forged token with 401', async () => {
    for (const token of ['garbage', 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2ln']) {
      const r = await refusedHandshake([REALTIME_SUBPROTOCOL, `bearer.${token}`]);
      expect(r.status).toBe(401);
      expect(r.upgraded).toBe(false);
    }
  });

  it('refuses a token whose session has been signed out', async () => {
    const user = await signUp(t);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signout',
      headers: { authorization: `Bearer ${user.accessToken}` },
      payload: { scope: 'local' },
    });
    expect(out.statusCode).toBe(204);
    expect((await refusedHandshake([REALTIME_SUBPROTOCOL, `bearer.${user.accessToken}`])).status).toBe(401);
  });

  it('refuses a plain HTTP GET without a token', async () => {
    const status = await new Promise<number>((resolve, reject) => {
      request(`${base.replace(/^ws/, 'http')}/api/realtime`, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      })
        .on('error', reject)
        .end();
    });
    expect(status).toBe(401);
  });

  it('says hello with the protocol version and negotiates only our subprotocol (never echoes the token)', async () => {
    const user = await signUp(t);
    const s = await TestSocket.open(base, user.accessToken);
    expect(s.ws.protocol).toBe(REALTIME_SUBPROTOCOL);
    expect(s.messages[0]).toMatchObject({ type: 'hello', protocolVersion: PROTOCOL_VERSION, userId: user.id });
    await s.close();
  });

  it('selects our subprotocol even when the token is offered first', async () => {
    const user = await signUp(t);
    const ws = new WebSocket(`${base}/api/realtime`, [`bearer.${user.accessToken}`, REALTIME_SUBPROTOCOL]);
    await withTimeout(new Promise((r) => ws.once('open', r)), 'open');
    expect(ws.protocol).toBe(REALTIME_SUBPROTOCOL);
    ws.close();
  });
});

describe('realtime frames', () => {
  it('answers error frames in the language the member chose on their account', async () => {
    const user = await signUp(t);
    await t.deps.database.db.execute(sql`update users set locale = 'fr' where id = ${user.id}`);
    const s = await TestSocket.open(base, user.accessToken);
    s.send('{not json');
    const err = await s.next((m) => m.type === 'error');
    expect(err).toMatchObject({ type: 'error', code: 'bad_message', message: 'Le message n’est pas du JSON valide.' });
    await s.close();
  });

  it('answers bad frames with an error event and keeps the socket open', async () => {
    const user = await signUp(t);
    const s = await TestSocket.open(base, user.accessToken);
    const bad: Array<[string | Buffer, RegExp]> = [
      ['{not json', /not valid JSON/],
      ['[1,2]', /JSON object/],
      [JSON.stringify({ type: 'chat.fly', ref: 'r1' }), /Unknown message type "chat\.fly"/],
      [JSON.stringify({ type: 'presence.query', ref: 'r2', userIds: 'everyone' }), /userIds/],
      [JSON.stringify({ type: 'presence.query', userIds: ['not-a-uuid'] }), /userIds\.0/],
      [JSON.stringify({ type: 'ping', extra: true }), /extra/],
      [JSON.stringify({ type: 7 }), /"type" field/],
      [Buffer.from([1, 2, 3]), /text frames/],
    ];
    for (const [frame, message] of bad) {
      s.send(frame);
      const err = await s.next((m) => m.type === 'error');
      expect(err).toMatchObject({ type: 'error', code: 'bad_message' });
      if (err.type === 'error') expect(err.message).toMatch(message);
    }
    expect(s.messages.filter((m) => m.type === 'error' && m.ref).map((m) => (m as { ref: string }).ref)).toEqual([
      'r1',
      'r2',
    ]);
    s.send({ type: 'ping', ref: 'still-here' });
    await s.next((m) => m.type === 'pong' && m.ref === 'still-here');
    await s.close();
  });
});

describe('presence', () => {
  it('shows yourself online and never reveals anyone you are not connected to', async () => {
    const [a, b] = await Promise.all([signUp(t), signUp(t)]);
    const sa = await TestSocket.open(base, a.accessToken);
    const sb = await TestSocket.open(base, b.accessToken);
    const users = await query(sa, [a.id, b.id, a.id]);
    expect(users).toHaveLength(1);
    expect(users[0]).toMatchObject({ userId: a.id, online: true });
    expect(Date.parse(users[0]!.onlineAt!)).toBeLessThanOrEqual(Date.now());
    expect(await query(sa, [b.id])).toEqual([]);
    // b's coming and going is not broadcast to a either.
    await sb.close();
    expect((await sa.roundTrip()).filter((m) => m.type === 'presence.changed')).toEqual([]);
    await sa.close();
  });

  it("keeps one online spell across a user's tabs and tells every tab when a new one starts", async () => {
    const user = await signUp(t);
    const tab1 = await TestSocket.open(base, user.accessToken);
    // The first tab hears its own user come online (the user is in their own audience).
    const first = await tab1.next(isPresenceChanged(user.id, true));
    const onlineAt = first.type === 'presence.changed' ? first.user.onlineAt : null;

    // A second tab does not start a new spell: nobody is told, and both see the same onlineAt.
    const tab2 = await TestSocket.open(base, user.accessToken);
    expect((await tab1.roundTrip()).filter((m) => m.type === 'presence.changed')).toEqual([]);
    expect(await query(tab2, [user.id])).toEqual([{ userId: user.id, online: true, onlineAt }]);

    // Closing one tab keeps the user online.
    await tab1.close();
    expect(await query(tab2, [user.id])).toEqual([{ userId: user.id, online: true, onlineAt }]);

    // A third tab; then nothing re-announces for longer than the TTL (the server stalled), so the
    // spell lapses. The next re-announce starts a new spell and every open tab hears it. (The
    // server's own 30 s liveness round would do the same if it happened to run in between.)
    const tab3 = await TestSocket.open(base, user.accessToken);
    skewMs += PRESENCE_TTL_MS + 1_000;
    try {
      tab3.send({ type: 'presence.heartbeat' });
      const [c2, c3] = await Promise.all([
        tab2.next(isPresenceChanged(user.id, true)),
        tab3.next(isPresenceChanged(user.id, true)),
      ]);
      expect(c2).toEqual(c3);
      const restarted = c2.type === 'presence.changed' ? c2.user.onlineAt! : '';
      expect(Date.parse(restarted)).toBeGreaterThan(Date.parse(onlineAt!));
      expect(await query(tab2, [user.id])).toEqual([{ userId: user.id, online: true, onlineAt: restarted }]);
    } finally {
      await Promise.all([tab2.close(), tab3.close()]);
      skewMs = 0;
    }
  });

  it('goes offline when the last tab disconnects', async () => {
    const user = await signUp(t);
    const tab1 = await TestSocket.open(base, user.accessToken);
    // The spell's start is told before tab2 opens, so tab2 cannot hear it late and mistake it.
    await tab1.next(isPresenceChanged(user.id, true));
    const tab2 = await TestSocket.open(base, user.accessToken);
    const isOnline = async () => (await t.deps.presence.list([user.id], t.deps.clock()))[0]!.online;
    await tab1.close();
    expect(await isOnline()).toBe(true);
    // tab2 hears nothing: the user is still online.
    expect((await tab2.roundTrip()).filter((m) => m.type === 'presence.changed')).toEqual([]);
    await tab2.close();
    await eventually(async () => !(await isOnline()), 'presence cleared after the last tab closed');
  });
});

describe('session lifetime', () => {
  it('sends session.revoked and closes with 4001 when the session is revoked', async () => {
    const user = await signUp(t);
    const [tab1, tab2] = [await TestSocket.open(base, user.accessToken), await TestSocket.open(base, user.accessToken)];
    await publishSessionRevoked(t.deps.bus, sessionIdOf(user.accessToken));
    for (const tab of [tab1, tab2]) {
      await tab.next((m) => m.type === 'session.revoked');
      expect((await withTimeout(tab.closed, 'close')).code).toBe(4001);
    }
  });

  it('closes the sockets of a signed-out session (sign-out "others" spares the current one)', async () => {
    const user = await signUp(t);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { email: user.email, password: user.password },
    });
    expect(signIn.statusCode).toBe(200);
    const phone = await TestSocket.open(base, signIn.json().accessToken);
    const laptop = await TestSocket.open(base, user.accessToken);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signout',
      headers: { authorization: `Bearer ${user.accessToken}` },
      payload: { scope: 'others' },
    });
    expect(out.statusCode).toBe(204);
    await phone.next((m) => m.type === 'session.revoked');
    expect((await withTimeout(phone.closed, 'close')).code).toBe(4001);
    expect((await laptop.roundTrip()).some((m) => m.type === 'session.revoked')).toBe(false);
    await laptop.close();
  });

  it('closes with 4001 once the access token has expired', async () => {
    const user = await signUp(t);
    const s = await TestSocket.open(base, user.accessToken);
    skewMs += 60 * 60 * 1000;
    try {
      s.send({ type: 'ping' });
      expect((await withTimeout(s.closed, 'close')).code).toBe(4001);
      expect(s.messages.some((m) => m.type === 'pong')).toBe(false);
    } finally {
      skewMs = 0;
    }
  });
});
