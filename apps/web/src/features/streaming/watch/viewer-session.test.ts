import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StreamDelivery } from '@sankofa/contracts';
import type { RealtimeStatus } from '@/lib/realtime/realtime-client.ts';
import type { ViewerMediaState, ViewerTransport, ViewerTransportOptions } from '../media/viewer-transport.ts';
import { FakeRealtime as SharedFakeRealtime } from '../media/fake-realtime.ts';
import { MAX_REJOINS, ViewerSession, type WatchSnapshot } from './viewer-session.ts';

const STREAM = '6f1b3c1e-1a1a-4c4c-9d9d-000000000001';
const PEER = '6f1b3c1e-1a1a-4c4c-9d9d-000000000002';
const delivery: StreamDelivery = { kind: 'p2p', iceServers: [], maxViewers: 8 };

class FakeRealtime extends SharedFakeRealtime {
  types() {
    return this.sent.map((m) => m.type);
  }
  lastJoinRef(): string | undefined {
    return this.sent.filter((m) => m.type === 'stream.join').at(-1)?.ref;
  }
}

class FakeTransport implements ViewerTransport {
  state: ViewerMediaState = 'waiting';
  closed = false;
  refreshed: StreamDelivery[] = [];
  refresh(d: StreamDelivery) {
    this.refreshed.push(d);
  }
  constructor(readonly options: ViewerTransportOptions) {}
  close() {
    this.closed = true;
  }
  report(state: ViewerMediaState) {
    this.state = state;
    this.options.onStateChange?.(state);
  }
}

function setup(status: RealtimeStatus = 'open') {
  const realtime = new FakeRealtime();
  realtime.status = status;
  const transports: FakeTransport[] = [];
  const snapshots: WatchSnapshot[] = [];
  let refs = 0;
  const session = new ViewerSession({
    streamId: STREAM,
    realtime,
    onChange: (s) => snapshots.push(s),
    createTransport: (_d, options) => {
      const t = new FakeTransport(options);
      transports.push(t);
      return t;
    },
    newRef: () => `join-${++refs}`,
  });
  const joined = (peerId = PEER, viewerCount = 1) =>
    realtime.emit({
      type: 'stream.joined',
      ref: realtime.lastJoinRef(),
      streamId: STREAM,
      peerId,
      viewerCount,
      delivery,
    });
  return { realtime, transports, snapshots, session, joined };
}

describe('ViewerSession', () => {
  it('joins at once on an open socket, then connects the transport and goes live', () => {
    const { realtime, transports, session, joined } = setup();
    session.start();
    expect(realtime.sent).toEqual([{ type: 'stream.join', ref: 'join-1', streamId: STREAM }]);
    expect(session.snapshot.phase).toBe('joining');
    joined(PEER, 3);
    expect(session.snapshot).toMatchObject({ phase: 'connecting', viewerCount: 3 });
    expect(transports[0]!.options).toMatchObject({ streamId: STREAM, peerId: PEER, signalling: realtime });
    const media = { id: 'm' } as MediaStream;
    transports[0]!.options.onMedia(media);
    transports[0]!.report('connected');
    expect(session.snapshot).toMatchObject({ phase: 'live', media });
  });

  it('waits for the socket to open before joining', () => {
    const { realtime, session } = setup('connecting');
    session.start();
    expect(realtime.sent).toEqual([]);
    realtime.setStatus('open');
    expect(realtime.types()).toEqual(['stream.join']);
  });

  it('ignores answers to someone else and other streams', () => {
    const { realtime, transports, session } = setup();
    session.start();
    realtime.emit({ type: 'stream.joined', ref: 'other', streamId: STREAM, peerId: PEER, viewerCount: 1, delivery });
    realtime.emit({ type: 'error', ref: 'other', code: 'stream_full', message: 'This stream is full' });
    realtime.emit({ type: 'stream.ended', streamId: PEER, endedAt: new Date().toISOString() });
    expect(transports).toHaveLength(0);
    expect(session.snapshot.phase).toBe('joining');
  });

  it.each([
    ['stream_full', 'full'],
    ['stream_ended', 'ended'],
    ['stream_not_found', 'unavailable'],
    ['own_stream', 'own'],
    ['rate_limited', 'failed'],
  ] as const)('a refused join (%s) shows %s', (code, phase) => {
    const { realtime, session } = setup();
    session.start();
    realtime.emit({ type: 'error', ref: 'join-1', code, message: 'Because.' });
    expect(session.snapshot).toMatchObject({ phase, message: 'Because.' });
  });

  it('a full stream can be tried again', () => {
    const { realtime, session, joined } = setup();
    session.start();
    realtime.emit({ type: 'error', ref: 'join-1', code: 'stream_full', message: 'This stream is full' });
    session.retry();
    expect(realtime.lastJoinRef()).toBe('join-2');
    expect(session.snapshot.phase).toBe('joining');
    joined();
    expect(session.snapshot.phase).toBe('connecting');
  });

  it('follows the viewer count and the end of the stream', () => {
    const { realtime, transports, session, joined } = setup();
    session.start();
    joined();
    realtime.emit({ type: 'stream.viewers_changed', streamId: STREAM, viewerCount: 4 });
    expect(session.snapshot.viewerCount).toBe(4);
    realtime.emit({ type: 'stream.ended', streamId: STREAM, endedAt: new Date().toISOString() });
    expect(session.snapshot.phase).toBe('ended');
    expect(transports[0]!.closed).toBe(true);
    // An ended stream is not joined again after a reconnect, and not left either.
    realtime.setStatus('reconnecting');
    realtime.setStatus('open');
    session.stop();
    expect(realtime.types()).toEqual(['stream.join']);
  });

  it('after a socket reconnect it closes the old transport and joins again as a new peer', () => {
    const { realtime, transports, session, joined } = setup();
    session.start();
    joined();
    transports[0]!.report('connected');
    realtime.setStatus('reconnecting');
    expect(session.snapshot.phase).toBe('reconnecting');
    expect(transports[0]!.closed).toBe(true);
    realtime.setStatus('open');
    expect(realtime.types()).toEqual(['stream.join', 'stream.join']);
    joined('6f1b3c1e-1a1a-4c4c-9d9d-000000000099');
    expect(session.snapshot.phase).toBe('reconnecting');
    expect(transports[1]!.options.peerId).toBe('6f1b3c1e-1a1a-4c4c-9d9d-000000000099');
    transports[1]!.report('connected');
    expect(session.snapshot.phase).toBe('live');
  });

  it('an interrupted connection shows reconnecting; a failed one leaves and joins again, then gives up', () => {
    const { realtime, transports, session, joined } = setup();
    session.start();
    joined();
    transports[0]!.report('interrupted');
    expect(session.snapshot.phase).toBe('reconnecting');
    for (let i = 0; i < MAX_REJOINS; i++) {
      transports.at(-1)!.report('failed');
      expect(session.snapshot.phase).toBe('reconnecting');
      joined();
    }
    expect(realtime.types().filter((t) => t === 'stream.leave')).toHaveLength(MAX_REJOINS);
    transports.at(-1)!.report('failed');
    expect(session.snapshot).toMatchObject({ phase: 'failed', message: null });
    session.retry();
    expect(session.snapshot.phase).toBe('joining');
  });

  it('stop() leaves the stream, closes the transport and removes every listener', () => {
    const { realtime, transports, session, joined, snapshots } = setup();
    session.start();
    joined();
    session.stop();
    expect(realtime.sent.at(-1)).toEqual({ type: 'stream.leave', streamId: STREAM });
    expect(transports[0]!.closed).toBe(true);
    expect(realtime.listenerCount()).toBe(0);
    const before = snapshots.length;
    transports[0]!.report('connected');
    expect(snapshots).toHaveLength(before);
  });

  it('stop() before the socket opened sends nothing', () => {
    const { realtime, session } = setup('reconnecting');
    session.start();
    session.stop();
    realtime.setStatus('open');
    expect(realtime.sent).toEqual([]);
  });

  it('a removal ends the media (a Janus subscription with it), says why, and never joins again', () => {
    const { realtime, transports, session, joined } = setup();
    session.start();
    joined();
    realtime.emit({
      type: 'stream.removed',
      streamId: STREAM,
      reason: 'removed',
      message: 'The host removed you from this stream.',
    });
    expect(transports[0]!.closed).toBe(true);
    expect(session.snapshot).toMatchObject({
      phase: 'removed',
      media: null,
      message: 'The host removed you from this stream.',
    });
    realtime.setStatus('reconnecting');
    realtime.setStatus('open');
    expect(realtime.types().filter((t) => t === 'stream.join')).toHaveLength(1);
  });

  it('a block mid-stream ends it as unavailable; a refused rejoin says the viewer was removed', () => {
    const blocked = setup();
    blocked.session.start();
    blocked.joined();
    blocked.realtime.emit({
      type: 'stream.removed',
      streamId: STREAM,
      reason: 'blocked',
      message: 'This stream is no longer available.',
    });
    expect(blocked.session.snapshot.phase).toBe('unavailable');

    const refused = setup();
    refused.session.start();
    refused.realtime.emit({
      type: 'error',
      ref: refused.realtime.lastJoinRef(),
      code: 'stream_removed',
      message: 'The host removed you from this stream.',
    });
    expect(refused.session.snapshot).toMatchObject({
      phase: 'removed',
      message: 'The host removed you from this stream.',
    });
  });

  describe('on Janus', () => {
    afterEach(() => void vi.useRealTimers());
    const sfu = (token: string): StreamDelivery => ({
      kind: 'sfu',
      iceServers: [],
      maxViewers: 500,
      janus: { url: 'ws://janus', room: STREAM, token, roomToken: 'room', renewAfterSeconds: 60 },
    });
    const renewRef = (realtime: FakeRealtime) => realtime.sent.filter((m) => m.type === 'stream.renew').at(-1)?.ref;

    it('asks for a fresh token when told, hands it to the open transport and asks again later; media is never reopened', () => {
      vi.useFakeTimers();
      const { realtime, transports, session } = setup();
      session.start();
      realtime.emit({
        type: 'stream.joined',
        ref: realtime.lastJoinRef(),
        streamId: STREAM,
        peerId: PEER,
        viewerCount: 1,
        delivery: sfu('t0'),
      });
      transports[0]!.report('connected');
      vi.advanceTimersByTime(59_000);
      expect(realtime.types()).not.toContain('stream.renew');
      vi.advanceTimersByTime(1_000);
      expect(realtime.sent.at(-1)).toMatchObject({ type: 'stream.renew', streamId: STREAM });
      realtime.emit({ type: 'stream.renewed', ref: renewRef(realtime), streamId: STREAM, delivery: sfu('t1') });
      expect(transports[0]!.refreshed.map((d) => d.kind === 'sfu' && d.janus.token)).toEqual(['t1']);
      vi.advanceTimersByTime(60_000);
      expect(realtime.types().filter((t) => t === 'stream.renew')).toHaveLength(2);
      expect(transports).toHaveLength(1);
      expect(session.snapshot.phase).toBe('live');
    });

    it('a refused renewal ends watching with the server’s reason', () => {
      vi.useFakeTimers();
      const { realtime, transports, session } = setup();
      session.start();
      realtime.emit({
        type: 'stream.joined',
        ref: realtime.lastJoinRef(),
        streamId: STREAM,
        peerId: PEER,
        viewerCount: 1,
        delivery: sfu('t0'),
      });
      vi.advanceTimersByTime(60_000);
      realtime.emit({ type: 'error', ref: renewRef(realtime), code: 'stream_removed', message: 'You were removed' });
      expect(session.snapshot).toMatchObject({ phase: 'removed', message: 'You were removed', media: null });
      expect(transports[0]!.closed).toBe(true);
    });

    it('peer to peer asks for nothing', () => {
      vi.useFakeTimers();
      const { realtime, session, joined } = setup();
      session.start();
      joined();
      vi.advanceTimersByTime(48 * 3600_000);
      expect(realtime.types()).not.toContain('stream.renew');
    });
  });
});
