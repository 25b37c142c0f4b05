import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows.ts';
import { waitFor } from '../messaging/messaging-test-kit.ts';
import { useSocketSuite } from '../realtime/socket-suite.ts';
import { member, type Member } from '../social/social-test-kit.ts';
import {
  answerSignal,
  goLive,
  hosting,
  join,
  joined,
  offer,
  signal,
  signalRefused,
  signalsOf,
  viewerCountIs,
} from './streaming-test-kit.ts';

/** Issue #6, must hold: signalling reaches only the peers of that stream; nobody can pose as the host or another viewer. */
const suite = useSocketSuite({ STREAM_MAX_VIEWERS: '3', RATE_STREAM_STARTS_PER_HOUR: '1000' });
const connect = (who: Member) => suite.connect(who);

async function liveWithViewers(n: number) {
  const host = await member(suite.t);
  const stream = await goLive(suite.t, host);
  const hostSocket = await connect(host);
  await hosting(hostSocket, stream.id);
  const viewers = [];
  for (let i = 0; i < n; i++) {
    const who = await member(suite.t);
    const socket = await connect(who);
    const j = await joined(socket, stream.id);
    viewers.push({ who, socket, peerId: j.peerId });
  }
  return { host, stream, hostSocket, viewers };
}

describe('joining and the viewer count', () => {
  it('tells the host who joined (public name only) and counts 0 → 1 → 0 as a viewer joins and leaves', async () => {
    const { stream, hostSocket, viewers } = await liveWithViewers(0);
    const who = await member(suite.t);
    const socket = await connect(who);
    const j = await joined(socket, stream.id);
    expect(j).toMatchObject({ viewerCount: 1, delivery: { kind: 'p2p', maxViewers: 3 } });
    const note = await waitFor(
      hostSocket,
      (m) => m.type === 'stream.viewer_joined' && m.peerId === j.peerId,
      'viewer_joined',
    );
    expect(note).toMatchObject({ viewer: { userId: who.id, displayName: who.name } });
    expect(Object.keys((note as { viewer: object }).viewer).sort()).toEqual(['displayName', 'photoUrl', 'userId']);
    await waitFor(hostSocket, viewerCountIs(stream.id, 1), 'count 1 on the host');
    socket.send({ type: 'stream.leave', streamId: stream.id });
    await waitFor(hostSocket, (m) => m.type === 'stream.viewer_left' && m.peerId === j.peerId, 'viewer_left');
    await waitFor(hostSocket, viewerCountIs(stream.id, 0), 'count 0 on the host');
    expect(viewers).toHaveLength(0);
  });

  it('a host reconnecting gets the viewers that are waiting for an offer', async () => {
    const { host, stream, hostSocket, viewers } = await liveWithViewers(2);
    await hostSocket.close();
    const again = await hosting(await connect(host), stream.id);
    expect(again.viewers.map((v) => v.peerId).sort()).toEqual(viewers.map((v) => v.peerId).sort());
    expect(again.viewerCount).toBe(2);
  });

  it('refuses the viewer after the cap with "This stream is full", also when many join at once', async () => {
    const host = await member(suite.t);
    const stream = await goLive(suite.t, host);
    const crowd = await Promise.all(Array.from({ length: 8 }, async () => connect(await member(suite.t))));
    const answers = await Promise.all(crowd.map((s) => join(s, stream.id)));
    const ok = answers.filter((a) => a.type === 'stream.joined');
    const full = answers.filter((a) => a.type === 'error');
    expect(ok).toHaveLength(3);
    expect(full).toHaveLength(5);
    for (const f of full) expect(f).toMatchObject({ code: 'stream_full', message: 'This stream is full' });
    const row = rowsOf<{ current_viewers: number; n: number }>(
      await suite.t.deps.database.db.execute(
        sql`select current_viewers, (select count(*)::int from stream_viewers where stream_id = ${stream.id}) as n from streaming_sessions where id = ${stream.id}`,
      ),
    )[0]!;
    expect(row).toEqual({ current_viewers: 3, n: 3 });
  });

  it('a host cannot watch their own stream; an ended stream cannot be joined', async () => {
    const host = await member(suite.t);
    const stream = await goLive(suite.t, host);
    expect(await join(await connect(host), stream.id)).toMatchObject({ type: 'error', code: 'own_stream' });
    await suite.t.app.inject({
      method: 'POST',
      url: '/api/streams/end',
      headers: { authorization: `Bearer ${host.token}` },
    });
    expect(await join(await connect(await member(suite.t)), stream.id)).toMatchObject({
      type: 'error',
      code: 'stream_ended',
    });
  });
});

describe('signalling', () => {
  it('relays the host’s offer to that viewer only, and the viewer’s answer to the host’s socket only', async () => {
    const { host, stream, hostSocket, viewers } = await liveWithViewers(2);
    const [a, b] = viewers as [(typeof viewers)[0], (typeof viewers)[0]];
    const hostOtherTab = await connect(host);
    signal(hostSocket, stream.id, a.peerId, offer('offer-for-a'));
    const got = await waitFor(a.socket, (m) => m.type === 'stream.signal', 'offer reaches a');
    expect(got).toMatchObject({
      streamId: stream.id,
      peerId: a.peerId,
      signal: { description: { type: 'offer', sdp: 'offer-for-a' } },
    });
    signal(a.socket, stream.id, a.peerId, answerSignal('answer-from-a'));
    const back = await waitFor(hostSocket, (m) => m.type === 'stream.signal', 'answer reaches the host');
    expect(back).toMatchObject({ peerId: a.peerId, signal: { description: { type: 'answer', sdp: 'answer-from-a' } } });
    await b.socket.roundTrip();
    await hostOtherTab.roundTrip();
    expect(signalsOf(b.socket)).toHaveLength(0);
    expect(signalsOf(hostOtherTab)).toHaveLength(0);
  });

  it('a viewer cannot pose as another viewer or as the host, and outsiders cannot signal at all', async () => {
    const { host, stream, hostSocket, viewers } = await liveWithViewers(2);
    const [a, b] = viewers as [(typeof viewers)[0], (typeof viewers)[0]];
    // a uses b's peer id: to the host that would look like b.
    expect(await signalRefused(a.socket, stream.id, b.peerId, answerSignal())).toMatchObject({ code: 'not_in_stream' });
    // a sends an "offer" to b as if it were the host.
    expect(await signalRefused(a.socket, stream.id, b.peerId, offer())).toMatchObject({ code: 'not_in_stream' });
    // An outsider, and the host's own second tab (not the socket it hosts on).
    const outsider = await connect(await member(suite.t));
    expect(await signalRefused(outsider, stream.id, a.peerId, offer())).toMatchObject({ code: 'not_in_stream' });
    const hostTab = await connect(host);
    expect(await signalRefused(hostTab, stream.id, a.peerId, offer())).toMatchObject({ code: 'not_in_stream' });
    // b's own peer id from another tab of b's is not b's viewer socket either.
    const bOtherTab = await connect(b.who);
    expect(await signalRefused(bOtherTab, stream.id, b.peerId, answerSignal())).toMatchObject({
      code: 'not_in_stream',
    });
    await hostSocket.roundTrip();
    for (const s of [hostSocket, a.socket, b.socket]) expect(signalsOf(s)).toHaveLength(0);
  });

  it('signals of one stream never reach another stream’s peers; malformed signals are refused', async () => {
    const one = await liveWithViewers(1);
    const two = await liveWithViewers(1);
    // Host one names stream two's viewer.
    expect(await signalRefused(one.hostSocket, two.stream.id, two.viewers[0]!.peerId, offer())).toMatchObject({
      code: 'not_in_stream',
    });
    expect(await signalRefused(one.hostSocket, one.stream.id, two.viewers[0]!.peerId, offer())).toMatchObject({
      code: 'not_in_stream',
    });
    await two.viewers[0]!.socket.roundTrip();
    expect(signalsOf(two.viewers[0]!.socket)).toHaveLength(0);
    expect(
      await signalRefused(one.hostSocket, one.stream.id, one.viewers[0]!.peerId, {
        kind: 'description',
        description: { type: 'pranswer', sdp: 'x' },
      }),
    ).toMatchObject({
      code: 'bad_message',
    });
    expect(
      await signalRefused(one.hostSocket, one.stream.id, one.viewers[0]!.peerId, {
        kind: 'candidate',
        candidate: { candidate: 'c'.repeat(2000) },
      }),
    ).toMatchObject({
      code: 'bad_message',
    });
  });
});
