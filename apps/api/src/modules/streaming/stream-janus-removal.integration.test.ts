import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { openDatabase, type Database } from '../../db/client.ts';
import type { SfuAccess } from '../../adapters/media/sfu.ts';
import { startJanus, type TestJanus } from '../../test/janus.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { TestSocket } from '../realtime/realtime-test-client.ts';
import { block, listen, waitFor } from '../messaging/messaging-test-kit.ts';
import { call, member, type Member } from '../social/social-test-kit.ts';
import { actOk, moderator } from '../moderation/moderation-test-kit.ts';
import { goLive, hosting, joined } from './streaming-test-kit.ts';

/**
 * Issue #21: a viewer the host removes (or a member a moderator bans while watching) stops getting
 * the stream's media even if their page ignores being told: the server ends their Janus sessions
 * through Janus' admin API, found by the token our server signed for them. A real Janus on loopback.
 */
let janus: TestJanus;
let t: TestApp;
let database: Database;
let base: string;
let sockets: TestSocket[] = [];
let pages: JanusPage[] = [];

beforeAll(async () => {
  janus = await startJanus();
  // A database of this file's own: the reaper on Janus ends live streams that have no room there.
  database = await openDatabase({ dataDir: 'memory://' });
  t = await createTestApp({ env: { ...janus.env, RATE_STREAM_STARTS_PER_HOUR: '1000' }, database });
  base = await listen(t);
}, 60_000);

afterEach(async () => {
  await Promise.all(sockets.map((s) => s.close()));
  for (const p of pages) p.close();
  sockets = [];
  pages = [];
});

afterAll(async () => {
  await t?.close();
  await database?.close();
  await janus?.stop();
});

async function connect(who: Member): Promise<TestSocket> {
  const s = await TestSocket.open(base, who.token);
  sockets.push(s);
  return s;
}

type Json = Record<string, unknown>;

/**
 * What a viewer's page holds at Janus: a session opened with the access our API gave it and a
 * VideoRoom handle that asked to subscribe. It keeps the session open and never leaves by itself,
 * as a page that ignores `stream.removed` would.
 */
class JanusPage {
  private pending = new Map<string, (m: Json) => void>();
  private constructor(
    private ws: WebSocket,
    private token: string,
  ) {
    ws.on('message', (raw) => {
      const m = JSON.parse(String(raw)) as Json;
      const waiter = typeof m.transaction === 'string' ? this.pending.get(m.transaction) : undefined;
      if (!waiter || m.janus === 'ack') return;
      this.pending.delete(m.transaction as string);
      waiter(m);
    });
  }
  session = 0;

  static async open(access: SfuAccess): Promise<JanusPage> {
    const ws = await new Promise<WebSocket>((resolve, reject) => {
      const s = new WebSocket(access.url, 'janus-protocol');
      s.once('open', () => resolve(s));
      s.once('error', reject);
    });
    const page = new JanusPage(ws, access.token);
    pages.push(page);
    page.session = ((await page.send({ janus: 'create' })).data as { id: number }).id;
    const handle = ((await page.send({ janus: 'attach', session_id: page.session, plugin: 'janus.plugin.videoroom' })).data as { id: number }).id;
    // The subscription as the page asks for it; there is no published feed here, so Janus answers
    // 'no such feed', and the session and its handle stay open.
    await page.send({ janus: 'message', session_id: page.session, handle_id: handle, body: { request: 'join', ptype: 'subscriber', room: access.room, feed: 'none', token: access.roomToken } });
    return page;
  }

  send(frame: Json): Promise<Json> {
    const transaction = randomUUID();
    return new Promise((resolve) => {
      this.pending.set(transaction, resolve);
      this.ws.send(JSON.stringify({ ...frame, transaction, token: this.token }));
    });
  }

  /** Whether Janus still knows the session: a keepalive is answered 'ack', or 458 'no such session'. */
  async alive(): Promise<boolean> {
    const transaction = randomUUID();
    const answer = await new Promise<Json>((resolve) => {
      const onMessage = (raw: WebSocket.RawData) => {
        const m = JSON.parse(String(raw)) as Json;
        if (m.transaction !== transaction) return;
        this.ws.off('message', onMessage);
        resolve(m);
      };
      this.ws.on('message', onMessage);
      this.ws.send(JSON.stringify({ janus: 'keepalive', session_id: this.session, transaction, token: this.token }));
    });
    if (answer.janus === 'ack') return true;
    expect(answer).toMatchObject({ janus: 'error', error: { code: 458 } });
    return false;
  }

  close(): void {
    this.ws.terminate();
  }
}

async function liveStream() {
  const host = await member(t);
  const stream = await goLive(t, host);
  await hosting(await connect(host), stream.id);
  return { host, stream };
}

async function watching(streamId: string, who?: Member) {
  const viewer = who ?? (await member(t));
  const j = await joined(await connect(viewer), streamId);
  if (j.delivery.kind !== 'sfu') throw new Error('expected the SFU delivery');
  return { viewer, page: await JanusPage.open(j.delivery.janus) };
}

describe('the server ends a removed viewer’s Janus media', () => {
  it('the host removes a viewer: their Janus session ends; other viewers and their other streams go on', async () => {
    const { host, stream } = await liveStream();
    const other = await liveStream();
    const removed = await watching(stream.id);
    const stays = await watching(stream.id);
    const elsewhere = await watching(other.stream.id, removed.viewer);
    expect(await removed.page.alive()).toBe(true);

    const res = await call(t, host, 'POST', `/api/streams/${stream.id}/viewers/${removed.viewer.id}/remove`);
    expect(res.statusCode, res.body).toBe(200);

    expect(await removed.page.alive()).toBe(false);
    expect(await stays.page.alive()).toBe(true);
    expect(await elsewhere.page.alive()).toBe(true);
  });

  it('a moderator bans a member who is watching: every Janus session of theirs ends', async () => {
    const { stream } = await liveStream();
    const other = await liveStream();
    const banned = await watching(stream.id);
    const second = await watching(other.stream.id, banned.viewer);
    const stays = await watching(stream.id);

    await actOk(t, await moderator(t), banned.viewer, { action: 'ban', rule: 'harassment', reason: 'Threats in live chat.' });

    expect(await banned.page.alive()).toBe(false);
    expect(await second.page.alive()).toBe(false);
    expect(await stays.page.alive()).toBe(true);
  });

  it('the host blocks a viewer mid-stream: their page is told and their Janus session ends too', async () => {
    const { host, stream } = await liveStream();
    const viewer = await member(t);
    const socket = await connect(viewer);
    const j = await joined(socket, stream.id);
    if (j.delivery.kind !== 'sfu') throw new Error('expected sfu');
    const page = await JanusPage.open(j.delivery.janus);
    await block(t, host, viewer);
    await waitFor(socket, (m) => m.type === 'stream.removed' && m.streamId === stream.id, 'stream.removed');
    // The session is ended right after the page is told, by the same hook: asked again until it is
    // gone, for at most 5 s (Janus itself would keep it for its 60 s session timeout).
    let alive = await page.alive();
    for (let i = 0; i < 100 && alive; i++) {
      await new Promise((r) => setTimeout(r, 50));
      alive = await page.alive();
    }
    expect(alive).toBe(false);
  });

  it('a block ends the viewer’s Janus session even when their page has no socket with us any more, whoever blocks', async () => {
    const { host, stream } = await liveStream();
    const other = await liveStream();
    const viewer = await member(t);
    const socket = await connect(viewer);
    const j = await joined(socket, stream.id);
    if (j.delivery.kind !== 'sfu') throw new Error('expected sfu');
    const page = await JanusPage.open(j.delivery.janus);
    const elsewhere = await watching(other.stream.id, viewer);
    // A page that drops its realtime socket but keeps its Janus subscription: nobody can tell it anything.
    await socket.close();
    sockets = sockets.filter((s) => s !== socket);
    expect(await page.alive()).toBe(true);

    await block(t, host, viewer);
    expect(await page.alive()).toBe(false);
    expect(await elsewhere.page.alive()).toBe(true);

    // The viewer blocking the host of the stream they watch ends theirs there too.
    await block(t, viewer, other.host);
    expect(await elsewhere.page.alive()).toBe(false);
  });

  it('a session opened with a token our server did not sign for that viewer is never taken for theirs', async () => {
    const { host, stream } = await liveStream();
    const removed = await watching(stream.id);
    // The host's own access names no viewer: removing someone leaves the host's session alone.
    const hostJoined = await hosting(await connect(host), stream.id);
    if (hostJoined.delivery.kind !== 'sfu') throw new Error('expected sfu');
    const hostPage = await JanusPage.open(hostJoined.delivery.janus);
    expect((await call(t, host, 'POST', `/api/streams/${stream.id}/viewers/${removed.viewer.id}/remove`)).statusCode).toBe(200);
    expect(await removed.page.alive()).toBe(false);
    expect(await hostPage.alive()).toBe(true);
  });
});
