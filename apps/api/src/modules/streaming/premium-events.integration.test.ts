import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { StreamCard, StreamList } from '@sankofa/contracts';
import { rowsOf } from '../../db/rows.ts';
import { expectError } from '../../test/expect-error.ts';
import { buyPlan } from '../payments/payments-test-kit.ts';
import { useSocketSuite } from '../realtime/socket-suite.ts';
import { call, member, type Member } from '../social/social-test-kit.ts';
import { chat, chatOk, goLive, hosting, join, joined, offer, signalRefused } from './streaming-test-kit.ts';

/** Issue #8: premium live events — any paid host may hold one, Platinum members (and the host) watch. */
const suite = useSocketSuite({ RATE_STREAM_STARTS_PER_HOUR: '1000' });
const connect = (who: Member) => suite.connect(who);
const asUser = (m: Member) => ({ accessToken: m.token });

async function memberOn(plan: 'free' | 'silver' | 'gold' | 'platinum'): Promise<Member> {
  const m = await member(suite.t);
  if (plan !== 'free') await buyPlan(suite.t, asUser(m), plan);
  return m;
}

async function premiumStream(hostPlan: 'silver' | 'gold' | 'platinum' = 'silver') {
  const host = await memberOn(hostPlan);
  const stream = await goLive(suite.t, host, 'Premium kora night', { premium: true });
  const hostSocket = await connect(host);
  await hosting(hostSocket, stream.id);
  return { host, stream, hostSocket };
}

const frame = () =>
  sharp({ create: { width: 64, height: 36, channels: 3, background: '#0b3d1e' } })
    .jpeg()
    .toBuffer();

describe('hosting a premium live event', () => {
  it('refuses a Free host with plan_required naming Silver, and keeps nothing', async () => {
    const host = await memberOn('free');
    const earlier = await goLive(suite.t, host, 'Ordinary evening');
    const err = expectError(
      await call(suite.t, host, 'POST', '/api/streams', { title: 'Premium try', premium: true }),
      403,
      'plan_required',
    );
    expect(err.details).toEqual({ planNeeded: 'silver' });
    expect(err.message).toContain('Silver');
    const rows = rowsOf<{ title: string; status: string }>(
      await suite.t.deps.database.db.execute(
        sql`select title, status from streaming_sessions where host_user_id = ${host.id}`,
      ),
    );
    // The refused start did not end the stream the host already had.
    expect(rows).toEqual([{ title: earlier.title, status: 'live' }]);
  });

  it('lets Silver, Gold and Platinum hosts mark a stream premium; a plain stream stays open', async () => {
    for (const plan of ['silver', 'gold', 'platinum'] as const) {
      const host = await memberOn(plan);
      const card = await goLive(suite.t, host, `${plan} premium`, { premium: true });
      expect(card.premium).toBe(true);
    }
    const free = await memberOn('free');
    expect((await goLive(suite.t, free, 'Open stage', { premium: false })).premium).toBe(false);
  });
});

describe('watching a premium live event', () => {
  it('lists it for everyone with its badge, but hides its video frame from those who may not watch', async () => {
    const { host, stream } = await premiumStream();
    const upload = await suite.t.app.inject({
      method: 'PUT',
      url: `/api/streams/${stream.id}/thumbnail`,
      headers: { authorization: `Bearer ${host.token}`, 'content-type': 'image/jpeg' },
      payload: await frame(),
    });
    expect(upload.statusCode, upload.body).toBe(200);
    const cardFor = async (who: Member) => {
      const list = (await call(suite.t, who, 'GET', '/api/streams')).json() as StreamList;
      return list.streams.find((s) => s.id === stream.id);
    };
    const free = await cardFor(await memberOn('free'));
    expect(free).toMatchObject({ premium: true, title: 'Premium kora night', thumbnailUrl: null });
    expect((await call(suite.t, await memberOn('gold'), 'GET', `/api/streams/${stream.id}`)).json()).toMatchObject({
      premium: true,
      thumbnailUrl: null,
    });
    expect((await cardFor(await memberOn('platinum')))?.thumbnailUrl).toMatch(/\.webp$/);
    expect((await cardFor(host))?.thumbnailUrl).toMatch(/\.webp$/);
  });

  it('refuses Free, Silver and Gold viewers joining, reading or writing its chat, and signalling', async () => {
    const { host, stream, hostSocket } = await premiumStream();
    await chatOk(suite.t, host, stream.id, 'Welcome, Platinum friends');
    for (const plan of ['free', 'silver', 'gold'] as const) {
      const viewer = await memberOn(plan);
      const socket = await connect(viewer);
      expect(await join(socket, stream.id)).toMatchObject({
        type: 'error',
        code: 'plan_required',
        message: expect.stringContaining('Platinum'),
      });
      const read = expectError(
        await call(suite.t, viewer, 'GET', `/api/streams/${stream.id}/chat`),
        403,
        'plan_required',
      );
      expect(read.details).toEqual({ planNeeded: 'platinum' });
      expect(JSON.stringify(read)).not.toContain('Welcome, Platinum friends');
      const write = expectError(
        await chat(suite.t, viewer, stream.id, { kind: 'text', text: 'let me in' }),
        403,
        'plan_required',
      );
      expect(write.details).toEqual({ planNeeded: 'platinum' });
      // Without a viewer row there is nobody to signal as.
      expect(await signalRefused(socket, stream.id, '00000000-0000-4000-8000-000000000000', offer())).toMatchObject({
        code: 'not_in_stream',
      });
    }
    const state = rowsOf<{ current_viewers: number; n: number; m: number }>(
      await suite.t.deps.database.db.execute(sql`select current_viewers,
        (select count(*)::int from stream_viewers where stream_id = ${stream.id}) as n,
        (select count(*)::int from stream_messages where stream_id = ${stream.id}) as m
        from streaming_sessions where id = ${stream.id}`),
    )[0]!;
    expect(state).toEqual({ current_viewers: 0, n: 0, m: 1 });
    await hostSocket.roundTrip();
    expect(hostSocket.messages.filter((m) => m.type === 'stream.viewer_joined')).toHaveLength(0);
  });

  it('admits a Platinum viewer: join, chat both ways', async () => {
    const { host, stream } = await premiumStream('gold');
    const viewer = await memberOn('platinum');
    const answer = await joined(await connect(viewer), stream.id);
    expect(answer.viewerCount).toBe(1);
    await chatOk(suite.t, viewer, stream.id, 'Front row seat');
    const page = (await call(suite.t, viewer, 'GET', `/api/streams/${stream.id}/chat`)).json() as {
      messages: Array<{ text: string }>;
    };
    expect(page.messages.map((m) => m.text)).toEqual(['Front row seat']);
    const hostView = (await call(suite.t, host, 'GET', `/api/streams/${stream.id}`)).json() as StreamCard;
    expect(hostView.viewerCount).toBe(1);
  });

  it('a plain stream stays open to Free viewers', async () => {
    const host = await memberOn('free');
    const stream = await goLive(suite.t, host);
    await hosting(await connect(host), stream.id);
    await joined(await connect(await memberOn('free')), stream.id);
  });
});
