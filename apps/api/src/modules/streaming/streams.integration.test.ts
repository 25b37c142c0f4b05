import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { StreamCard, StreamList } from '@sankofa/contracts';
import { rowsOf } from '../../db/rows.ts';
import { expectError } from '../../test/expect-error.ts';
import { block, waitFor } from '../messaging/messaging-test-kit.ts';
import { useSocketSuite } from '../realtime/socket-suite.ts';
import { call, member, type Member } from '../social/social-test-kit.ts';
import { reapGhostStreams } from './stream-reaper.ts';
import { follow, goLive, host as hostCommand, hosting, join, joined } from './streaming-test-kit.ts';

/** Issue #6: going live, the live list, ending, ghost streams, thumbnails and blocks. */
const suite = useSocketSuite({ RATE_STREAM_STARTS_PER_HOUR: '1000' });
const connect = (who: Member) => suite.connect(who);

const liveIds = async (who: Member) => {
  const res = await call(suite.t, who, 'GET', '/api/streams');
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as StreamList).streams.map((s) => s.id);
};

const statusOf = async (id: string) =>
  rowsOf<{ status: string; ended_at: string | null; current_viewers: number }>(
    await suite.t.deps.database.db.execute(
      sql`select status, ended_at, current_viewers from streaming_sessions where id = ${id}`,
    ),
  )[0]!;

describe('going live and ending', () => {
  it('starts a live stream with the host name from the server and the category saved as General when empty', async () => {
    const host = await member(suite.t);
    const res = await call(suite.t, host, 'POST', '/api/streams', {
      title: '  Kente stories  ',
      description: 'Weaving live',
      category: '',
    });
    expect(res.statusCode, res.body).toBe(201);
    const card = res.json() as StreamCard;
    expect(card).toMatchObject({
      title: 'Kente stories',
      description: 'Weaving live',
      category: 'general',
      hostId: host.id,
      hostName: host.name,
      hostVerified: false,
      viewerCount: 0,
      status: 'live',
      thumbnailUrl: null,
      endedAt: null,
    });
    expect(await liveIds(await member(suite.t))).toContain(card.id);
    const stats = (await call(suite.t, host, 'GET', '/api/profile/me')).json().stats;
    expect(stats.streams).toBe(1);
  });

  it("shows the host's verified mark from the profile", async () => {
    const host = await member(suite.t, { verified: true });
    const res = await call(suite.t, host, 'POST', '/api/streams', { title: 'Verified evening' });
    expect((res.json() as StreamCard).hostVerified).toBe(true);
  });

  it('refuses a blank title with the spec message, and nothing is stored', async () => {
    const host = await member(suite.t);
    for (const body of [{ title: '   ' }, {}, { title: 'ok', category: 'karaoke' }, { title: 'ok', hostId: host.id }]) {
      const res = await call(suite.t, host, 'POST', '/api/streams', body);
      expect(res.statusCode, res.body).toBe(400);
    }
    expect(
      expectError(await call(suite.t, host, 'POST', '/api/streams', { title: ' ' }), 400, 'validation_failed').message,
    ).toContain('Please enter a stream title before going live.');
    const n = rowsOf<{ n: number }>(
      await suite.t.deps.database.db.execute(
        sql`select count(*)::int as n from streaming_sessions where host_user_id = ${host.id}`,
      ),
    )[0]!.n;
    expect(n).toBe(0);
  });

  it('going live again ends the earlier session; End Stream ends all of the host’s live sessions and reports the viewers', async () => {
    const host = await member(suite.t);
    const first = await goLive(suite.t, host);
    const second = await goLive(suite.t, host);
    expect((await statusOf(first.id)).status).toBe('ended');
    const viewerSocket = await connect(await member(suite.t));
    const hostSocket = await connect(host);
    await hosting(hostSocket, second.id);
    await joined(viewerSocket, second.id);
    const res = await call(suite.t, host, 'POST', '/api/streams/end');
    expect(res.json()).toEqual({ ended: 1, viewerCount: 1 });
    await waitFor(
      viewerSocket,
      (m) => m.type === 'stream.ended' && m.streamId === second.id,
      'the end reaches the viewer',
    );
    expect(await statusOf(second.id)).toMatchObject({ status: 'ended', current_viewers: 0 });
    expect((await statusOf(second.id)).ended_at).not.toBeNull();
    expect(await liveIds(host)).not.toContain(second.id);
    // Ending with nothing live is not an error.
    expect((await call(suite.t, host, 'POST', '/api/streams/end')).json()).toEqual({ ended: 0, viewerCount: 0 });
  });

  it('only the host ends or changes a stream', async () => {
    const host = await member(suite.t);
    const other = await member(suite.t);
    const stream = await goLive(suite.t, host);
    expect((await call(suite.t, other, 'POST', '/api/streams/end')).json()).toEqual({ ended: 0, viewerCount: 0 });
    expect((await statusOf(stream.id)).status).toBe('live');
    const otherSocket = await connect(other);
    const refused = await hostCommand(otherSocket, stream.id);
    expect(refused).toMatchObject({ type: 'error', code: 'stream_ended' });
    const jpeg = await sharp({ create: { width: 64, height: 36, channels: 3, background: '#0b3d1e' } })
      .jpeg()
      .toBuffer();
    const res = await suite.t.app.inject({
      method: 'PUT',
      url: `/api/streams/${stream.id}/thumbnail`,
      headers: { authorization: `Bearer ${other.token}`, 'content-type': 'image/jpeg' },
      payload: jpeg,
    });
    expectError(res, 403, 'not_your_stream');
  });

  it('needs a session', async () => {
    expect((await call(suite.t, null, 'GET', '/api/streams')).statusCode).toBe(401);
    expect((await call(suite.t, null, 'POST', '/api/streams', { title: 'x' })).statusCode).toBe(401);
  });
});

describe('the live list', () => {
  it('is newest first with keyset pages and tells followers of starts, viewer counts and ends in small updates', async () => {
    const watcher = await member(suite.t);
    const listener = await connect(watcher);
    await follow(listener);
    const host = await member(suite.t);
    const stream = await goLive(suite.t, host);
    const started = await waitFor(
      listener,
      (m) => m.type === 'stream.started' && m.stream.id === stream.id,
      'stream.started',
    );
    expect(started).toMatchObject({ stream: { title: stream.title, hostName: host.name } });
    const ids = await liveIds(watcher);
    expect(ids[0]).toBe(stream.id);

    const v = await connect(await member(suite.t));
    await joined(v, stream.id);
    await waitFor(
      listener,
      (m) => m.type === 'stream.viewers_changed' && m.streamId === stream.id && m.viewerCount === 1,
      'count 1',
    );
    await v.close();
    await waitFor(
      listener,
      (m) => m.type === 'stream.viewers_changed' && m.streamId === stream.id && m.viewerCount === 0,
      'count 0',
    );
    await call(suite.t, host, 'POST', '/api/streams/end');
    await waitFor(listener, (m) => m.type === 'stream.ended' && m.streamId === stream.id, 'stream.ended');
  });

  it('walks every live stream exactly once across pages', async () => {
    const viewer = await member(suite.t);
    const hosts = await Promise.all(Array.from({ length: 30 }, () => member(suite.t)));
    for (const h of hosts) await goLive(suite.t, h);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const res = await call(
        suite.t,
        viewer,
        'GET',
        `/api/streams${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`,
      );
      const page = res.json() as StreamList;
      seen.push(...page.streams.map((s) => s.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(new Set(seen).size).toBe(seen.length);
    const mine = rowsOf<{ id: string }>(
      await suite.t.deps.database.db.execute(sql`select id::text as id from streaming_sessions where status = 'live'`),
    );
    expect(new Set(seen)).toEqual(new Set(mine.map((r) => r.id)));
    expectError(await call(suite.t, viewer, 'GET', '/api/streams?cursor=garbage'), 400, 'invalid_cursor');
  });

  it('hides streams of people blocked either way, and they cannot join', async () => {
    const host = await member(suite.t);
    const blocked = await member(suite.t);
    const stream = await goLive(suite.t, host);
    await block(suite.t, host, blocked);
    expect(await liveIds(blocked)).not.toContain(stream.id);
    expectError(await call(suite.t, blocked, 'GET', `/api/streams/${stream.id}`), 404, 'stream_not_found');
    const s = await connect(blocked);
    const answer = await join(s, stream.id);
    expect(answer).toMatchObject({ type: 'error', code: 'stream_not_found' });

    // Nor does the live list announce the host's next stream to them.
    await follow(s);
    const bystander = await connect(await member(suite.t));
    await follow(bystander);
    const next = await goLive(suite.t, host);
    await waitFor(
      bystander,
      (m) => m.type === 'stream.started' && m.stream.id === next.id,
      'the bystander hears of it',
    );
    await s.roundTrip();
    expect(s.messages.some((m) => m.type === 'stream.started' && m.stream.id === next.id)).toBe(false);
  });
});

describe('ghost streams', () => {
  it('are ended by the server when the host has been silent for more than 30 s, and viewers hear it', async () => {
    const host = await member(suite.t);
    const stream = await goLive(suite.t, host);
    const hostSocket = await connect(host);
    await hosting(hostSocket, stream.id);
    const viewer = await connect(await member(suite.t));
    await joined(viewer, stream.id);
    await suite.t.deps.database.db.execute(
      sql`update streaming_sessions set host_seen_at = now() - interval '29 seconds' where id = ${stream.id}`,
    );
    await reapGhostStreams(suite.t.deps);
    expect((await statusOf(stream.id)).status).toBe('live');
    await suite.t.deps.database.db.execute(
      sql`update streaming_sessions set host_seen_at = now() - interval '31 seconds' where id = ${stream.id}`,
    );
    expect(await reapGhostStreams(suite.t.deps)).toBeGreaterThanOrEqual(1);
    expect(await statusOf(stream.id)).toMatchObject({ status: 'ended', current_viewers: 0 });
    await waitFor(viewer, (m) => m.type === 'stream.ended' && m.streamId === stream.id, 'the viewer hears the end');
  });

  it('a host heartbeat keeps the stream alive', async () => {
    const host = await member(suite.t);
    const stream = await goLive(suite.t, host);
    await suite.t.deps.database.db.execute(
      sql`update streaming_sessions set host_seen_at = now() - interval '31 seconds' where id = ${stream.id}`,
    );
    await hosting(await connect(host), stream.id);
    await reapGhostStreams(suite.t.deps);
    expect((await statusOf(stream.id)).status).toBe('live');
  });
});

describe('thumbnails', () => {
  it('stores a re-encoded frame from the host and tells list followers', async () => {
    const host = await member(suite.t);
    const stream = await goLive(suite.t, host);
    const listener = await connect(await member(suite.t));
    await follow(listener);
    const jpeg = await sharp({ create: { width: 1280, height: 720, channels: 3, background: '#f2b705' } })
      .jpeg()
      .toBuffer();
    const put = (body: Buffer, type = 'image/jpeg') =>
      suite.t.app.inject({
        method: 'PUT',
        url: `/api/streams/${stream.id}/thumbnail`,
        headers: { authorization: `Bearer ${host.token}`, 'content-type': type },
        payload: body,
      });
    const res = await put(jpeg);
    expect(res.statusCode, res.body).toBe(200);
    const { thumbnailUrl } = res.json() as { thumbnailUrl: string };
    await waitFor(
      listener,
      (m) => m.type === 'stream.thumbnail_changed' && m.thumbnailUrl === thumbnailUrl,
      'thumbnail event',
    );
    const image = await suite.t.app.inject({ method: 'GET', url: thumbnailUrl });
    expect(image.statusCode).toBe(200);
    expect(await sharp(image.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 480, height: 270 });
    expect((await call(suite.t, host, 'GET', `/api/streams/${stream.id}`)).json().thumbnailUrl).toBe(thumbnailUrl);

    expectError(
      await put(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/png'),
      415,
      'unsupported_image',
    );
    expect((await put(Buffer.alloc(600 * 1024, 1))).statusCode).toBe(413);
  });

  it('refuses a strip (3840×1) as no frame, without enlarging it to cover the card', async () => {
    const host = await member(suite.t);
    const stream = await goLive(suite.t, host);
    const strip = await sharp({ create: { width: 3840, height: 1, channels: 3, background: '#f2b705' } })
      .png()
      .toBuffer();
    const res = await suite.t.app.inject({
      method: 'PUT',
      url: `/api/streams/${stream.id}/thumbnail`,
      headers: { authorization: `Bearer ${host.token}`, 'content-type': 'image/png' },
      payload: strip,
    });
    expectError(res, 415, 'unsupported_image');
  });
});
