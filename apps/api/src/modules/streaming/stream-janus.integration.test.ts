import { randomBytes } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows.ts';
import { openDatabase, type Database } from '../../db/client.ts';
import { JanusRefused, withVideoRoom } from '../../adapters/media/janus-connection.ts';
import { coreToken, roomToken } from '../../adapters/media/janus-tokens.ts';
import { HOST_TOKEN_WINDOW_MS, ROOM_TOKEN_TTL_MS } from '../../adapters/media/sfu.ts';
import { JanusRawSession } from '../../test/janus-raw-session.ts';
import { createRedisBus } from '../../adapters/bus/redis-bus.ts';
import { createMemoryBus } from '../../adapters/bus/memory-bus.ts';
import type { Bus } from '../../adapters/bus/bus.ts';
import { expectError } from '../../test/expect-error.ts';
import { startJanus, type TestJanus } from '../../test/janus.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { buyPlan } from '../payments/payments-test-kit.ts';
import { TestSocket, eventually } from '../realtime/realtime-test-client.ts';
import { block, listen, waitFor } from '../messaging/messaging-test-kit.ts';
import { call, member, type Member } from '../social/social-test-kit.ts';
import { goLive, hosting, join, joined } from './streaming-test-kit.ts';
import { reapGhostStreams } from './stream-reaper.ts';

/**
 * Issue #19: streams on a real Janus VideoRoom. Rooms are made and destroyed with the stream; Janus
 * lets in only those our API gave a token to, for that room and while it is valid; a Janus that is
 * down or restarted ends streams cleanly and streaming comes back with it; two API instances share it.
 */
let janus: TestJanus;
let one: TestApp;
let two: TestApp;
let database: Database;
const urls = new Map<TestApp, string>();
let sockets: TestSocket[] = [];

function sharedBus(): () => Bus {
  const url = process.env.REDIS_URL;
  const prefix = `test-janus-${randomBytes(6).toString('hex')}:`;
  const memory = createMemoryBus();
  // Two instances hear each other through Redis (as deployed); without it, through one in-process bus.
  return () => (url ? createRedisBus(url, prefix) : memory);
}

beforeAll(async () => {
  janus = await startJanus();
  const env = { ...janus.env, RATE_STREAM_STARTS_PER_HOUR: '1000' };
  const bus = sharedBus();
  // A database of this file's own: a reaper on Janus ends every live stream that has no room there,
  // and in the database other test files share, their peer-to-peer streams have none.
  database = await openDatabase({ dataDir: 'memory://' });
  one = await createTestApp({ env, deps: { bus: bus() }, database });
  // One deployment: the same database, bus and signing secret, so a session works on either.
  two = await createTestApp({ env, deps: { bus: bus(), secret: one.deps.secret }, database: one.deps.database });
  for (const t of [one, two]) urls.set(t, await listen(t));
}, 60_000);

afterEach(async () => {
  await Promise.all(sockets.map((s) => s.close()));
  sockets = [];
});

afterAll(async () => {
  await two?.close();
  await one?.close();
  await database?.close();
  await janus?.stop();
});

async function connect(t: TestApp, who: Member): Promise<TestSocket> {
  const s = await TestSocket.open(urls.get(t)!, who.token);
  sockets.push(s);
  return s;
}

const rooms = (ids: string[]) => one.deps.sfu!.existingRooms(ids);

type Answer = Record<string, unknown>;
/** A raw conversation with Janus as any browser could have it: our tokens or anything else. */
async function rawJoin(token: string, body: Answer): Promise<Answer> {
  return withVideoRoom(janus.url, token, 5_000, (request) => request({ request: 'join', ...body }));
}
const core = () => coreToken(janus.tokenSecret, new Date(Date.now() + 60_000));
const subscribe = (room: string, roomTokenValue?: string) =>
  rawJoin(core(), {
    ptype: 'subscriber',
    room,
    feed: 'nobody',
    ...(roomTokenValue !== undefined && { token: roomTokenValue }),
  });
const publish = (room: string, roomTokenValue: string) =>
  rawJoin(core(), { ptype: 'publisher', room, token: roomTokenValue, display: 'x' });

async function refusal(p: Promise<unknown>): Promise<JanusRefused> {
  const err = await p.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(JanusRefused);
  return err as JanusRefused;
}
/** The VideoRoom's answers: 433 unauthorized, 426 no such room, 428 no such feed (the token was good). */
const UNAUTHORIZED = 433;
const NO_SUCH_ROOM = 426;
const NO_SUCH_FEED = 428;

async function liveOnJanus(t = one) {
  const host = await member(t);
  const stream = await goLive(t, host);
  const hostSocket = await connect(t, host);
  const hosted = await hosting(hostSocket, stream.id);
  if (hosted.delivery.kind !== 'sfu') throw new Error('expected the SFU delivery');
  return { host, stream, hostSocket, hostAccess: hosted.delivery.janus };
}

describe('rooms follow streams', () => {
  it('Go Live makes the stream its own room; ending it destroys the room and tells the viewers', async () => {
    const { host, stream } = await liveOnJanus();
    expect(await rooms([stream.id])).toEqual(new Set([stream.id]));
    const viewerSocket = await connect(one, await member(one));
    const j = await joined(viewerSocket, stream.id);
    expect(j.delivery).toMatchObject({ kind: 'sfu', maxViewers: 500, janus: { url: janus.url, room: stream.id } });
    const res = await call(one, host, 'POST', '/api/streams/end');
    expect(res.json()).toEqual({ ended: 1, viewerCount: 1 });
    await waitFor(viewerSocket, (m) => m.type === 'stream.ended' && m.streamId === stream.id, 'stream.ended');
    expect(await rooms([stream.id])).toEqual(new Set());
    // The viewer's token was for a room that is gone now.
    if (j.delivery.kind !== 'sfu') throw new Error('expected sfu');
    expect((await refusal(subscribe(stream.id, j.delivery.janus.roomToken))).code).toBe(NO_SUCH_ROOM);
  });

  it('the reaper destroys the room of a stream whose host went silent', async () => {
    const { stream } = await liveOnJanus();
    await one.deps.database.db.execute(
      sql`update streaming_sessions set host_seen_at = now() - interval '5 minutes' where id = ${stream.id}`,
    );
    await reapGhostStreams(one.deps);
    expect(await rooms([stream.id])).toEqual(new Set());
  });
});

describe('only our tokens open a room', () => {
  it('a viewer token subscribes but cannot publish; the host token publishes', async () => {
    const { stream, hostAccess } = await liveOnJanus();
    const viewer = await joined(await connect(one, await member(one)), stream.id);
    if (viewer.delivery.kind !== 'sfu') throw new Error('expected sfu');
    const access = viewer.delivery.janus;
    // The token passed: Janus only missed the (made-up) feed.
    expect((await refusal(subscribe(access.room, access.roomToken))).code).toBe(NO_SUCH_FEED);
    const asPublisher = await refusal(publish(access.room, access.roomToken));
    expect(asPublisher.code).toBe(UNAUTHORIZED);
    expect(asPublisher.message).toContain('allowed');
    const published = await withVideoRoom(janus.url, hostAccess.token, 5_000, (request) =>
      request({
        request: 'join',
        ptype: 'publisher',
        room: hostAccess.room,
        token: hostAccess.roomToken,
        display: 'host',
      }),
    );
    expect(published).toMatchObject({ videoroom: 'joined', room: stream.id });
  });

  it("refuses a join without a token, with another stream's token, an expired one or a forged one", async () => {
    const a = await liveOnJanus();
    const b = await liveOnJanus();
    const viewerOfB = await joined(await connect(one, await member(one)), b.stream.id);
    if (viewerOfB.delivery.kind !== 'sfu') throw new Error('expected sfu');
    expect((await refusal(subscribe(a.stream.id))).code).toBe(UNAUTHORIZED);
    expect((await refusal(subscribe(a.stream.id, viewerOfB.delivery.janus.roomToken))).code).toBe(UNAUTHORIZED);
    expect((await refusal(publish(a.stream.id, b.hostAccess.roomToken))).code).toBe(UNAUTHORIZED);
    const expired = roomToken(janus.tokenSecret, new Date(Date.now() - 1_000), a.stream.id, 'late');
    expect((await refusal(subscribe(a.stream.id, expired))).code).toBe(UNAUTHORIZED);
    const forged = roomToken(
      randomBytes(24).toString('base64url'),
      new Date(Date.now() + 60_000),
      a.stream.id,
      'forged',
    );
    expect((await refusal(subscribe(a.stream.id, forged))).code).toBe(UNAUTHORIZED);
    // Without a core token Janus opens no session at all, and an expired one is as good as none.
    await expect(withVideoRoom(janus.url, '', 5_000, async () => 'in')).rejects.toBeInstanceOf(JanusRefused);
    const oldCore = coreToken(janus.tokenSecret, new Date(Date.now() - 1_000));
    await expect(withVideoRoom(janus.url, oldCore, 5_000, async () => 'in')).rejects.toBeInstanceOf(JanusRefused);
  });

  it('gives no token to a person blocked either way, nor to a stranger to a premium event', async () => {
    const { host, stream } = await liveOnJanus();
    const blocked = await member(one);
    await block(one, host, blocked);
    const refused = await join(await connect(one, blocked), stream.id);
    expect(refused).toMatchObject({ type: 'error', code: 'stream_not_found' });
    expect(JSON.stringify(refused)).not.toContain('roomToken');

    const premiumHost = await member(one);
    await buyPlan(one, { accessToken: premiumHost.token }, 'silver');
    const premium = await goLive(one, premiumHost, 'Premium kora night', { premium: true });
    const stranger = await join(await connect(one, await member(one)), premium.id);
    expect(stranger).toMatchObject({ type: 'error', code: 'plan_required' });
    expect(JSON.stringify(stranger)).not.toContain('roomToken');
    const platinum = await member(one);
    await buyPlan(one, { accessToken: platinum.token }, 'platinum');
    expect(await joined(await connect(one, platinum), premium.id)).toMatchObject({ delivery: { kind: 'sfu' } });
  });

  it('still says "This stream is full" at the SFU cap', async () => {
    const capped = await createTestApp({ env: { ...janus.env, STREAM_MAX_VIEWERS_SFU: '2' }, database });
    urls.set(capped, await listen(capped));
    try {
      const host = await member(capped);
      const stream = await goLive(capped, host);
      for (let i = 0; i < 2; i++) await joined(await connect(capped, await member(capped)), stream.id);
      expect(await join(await connect(capped, await member(capped)), stream.id)).toMatchObject({
        type: 'error',
        code: 'stream_full',
        message: 'This stream is full',
      });
    } finally {
      await capped.close();
    }
  });
});

describe('token lifetimes', () => {
  it('a viewer token our API issued is good for its TTL at join, and refused once it has expired', async () => {
    const { stream } = await liveOnJanus();
    const sfu = one.deps.sfu!;
    const issuedAt = (msAgo: number) =>
      sfu.viewerAccess(stream.id, new Date(Date.now() - msAgo), `v${msAgo}`, 'viewer-1').roomToken;
    // Janus took the token and only missed the made-up feed…
    expect((await refusal(subscribe(stream.id, issuedAt(ROOM_TOKEN_TTL_MS - 30_000)))).code).toBe(NO_SUCH_FEED);
    // …but one issued a TTL ago is refused.
    expect((await refusal(subscribe(stream.id, issuedAt(ROOM_TOKEN_TTL_MS + 2_000)))).code).toBe(UNAUTHORIZED);
  });

  it('a host outlives its first tokens: its session carries the fresh core token of each stream.hosting, and a later window’s host token still publishes', async () => {
    const { stream, hostSocket, hostAccess } = await liveOnJanus();
    const session = await JanusRawSession.open(janus.url);
    try {
      // A core token about to expire stands for one issued nearly its TTL ago.
      const expiring = coreToken(janus.tokenSecret, new Date(Date.now() + 1_000));
      await session.create(expiring);
      const handle = await session.attach(expiring);
      const joinedAsHost = await session.message(
        handle,
        { request: 'join', ptype: 'publisher', room: stream.id, token: hostAccess.roomToken, display: 'host' },
        expiring,
      );
      expect(joinedAsHost.data).toMatchObject({ videoroom: 'joined' });
      // Janus wants a valid token on every request, keepalives included: the old one stops working…
      await eventually(
        async () => (await session.send({ janus: 'keepalive' }, expiring)).janus === 'error',
        'the core token expired',
      );
      // …and the one the host's page gets with its next stream.hosting keeps the same session going.
      const renewed = await hosting(hostSocket, stream.id);
      if (renewed.delivery.kind !== 'sfu') throw new Error('expected sfu');
      expect(await session.send({ janus: 'keepalive' }, renewed.delivery.janus.token)).toMatchObject({ janus: 'ack' });
      const listed = await session.message(
        handle,
        { request: 'listparticipants', room: stream.id },
        renewed.delivery.janus.token,
      );
      expect(listed.data.participants).toEqual([expect.objectContaining({ display: 'host' })]);
    } finally {
      session.close();
    }
    // A day and more into the stream, a republish uses that window's host token, already on the room's list.
    const startedAt = new Date(stream.startedAt);
    const later = one.deps.sfu!.hostAccess(
      stream.id,
      startedAt,
      new Date(startedAt.getTime() + 2 * HOST_TOKEN_WINDOW_MS + 60_000),
    );
    expect(later.roomToken).not.toBe(hostAccess.roomToken);
    await eventually(
      async () =>
        await publish(stream.id, later.roomToken).then(
          () => true,
          () => false,
        ),
      'the first session left the publisher seat',
    );
  });
});

describe('two API instances share one Janus', () => {
  it('a room made through one instance is joined and destroyed through the other', async () => {
    const { host, stream } = await liveOnJanus(one);
    const viewerSocket = await connect(two, await member(two));
    const j = await joined(viewerSocket, stream.id);
    if (j.delivery.kind !== 'sfu') throw new Error('expected sfu');
    expect((await refusal(subscribe(stream.id, j.delivery.janus.roomToken))).code).toBe(NO_SUCH_FEED);
    expect((await call(two, host, 'POST', '/api/streams/end')).json()).toMatchObject({ ended: 1 });
    await waitFor(viewerSocket, (m) => m.type === 'stream.ended' && m.streamId === stream.id, 'stream.ended');
    expect(await rooms([stream.id])).toEqual(new Set());
  });
});

describe('when Janus is down or restarts', () => {
  it('Go Live answers that streaming is unavailable and leaves nothing; live streams end; all works again when Janus is back', async () => {
    const { stream } = await liveOnJanus();
    const viewerSocket = await connect(two, await member(two));
    await joined(viewerSocket, stream.id);

    await janus.restart();
    // The restarted Janus has no rooms: the reaper (on either instance) ends the stream for its viewers.
    await reapGhostStreams(two.deps);
    await waitFor(
      viewerSocket,
      (m) => m.type === 'stream.ended' && m.streamId === stream.id,
      'stream.ended after the restart',
    );
    const status = rowsOf<{ status: string }>(
      await one.deps.database.db.execute(sql`select status from streaming_sessions where id = ${stream.id}`),
    )[0];
    expect(status).toEqual({ status: 'ended' });

    // Back up: the same API instances stream again without a restart of their own.
    const again = await liveOnJanus(two);
    expect(await rooms([again.stream.id])).toEqual(new Set([again.stream.id]));

    const host = await member(one);
    const before = await countStreams(host);
    await janus.down();
    try {
      expectError(
        await call(one, host, 'POST', '/api/streams', { title: 'While Janus is down' }),
        503,
        'streaming_unavailable',
      );
      expect(await countStreams(host)).toBe(before);
      await reapGhostStreams(one.deps);
      const left = rowsOf<{ status: string }>(
        await one.deps.database.db.execute(sql`select status from streaming_sessions where id = ${again.stream.id}`),
      )[0];
      expect(left).toEqual({ status: 'ended' });
    } finally {
      await janus.up();
    }
    const third = await liveOnJanus(one);
    expect(await rooms([third.stream.id])).toEqual(new Set([third.stream.id]));
  });
});

async function countStreams(host: Member): Promise<number> {
  const rows = rowsOf<{ n: number }>(
    await one.deps.database.db.execute(
      sql`select count(*)::int as n from streaming_sessions where host_user_id = ${host.id}`,
    ),
  );
  return rows[0]!.n;
}
