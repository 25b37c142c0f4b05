import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StreamDelivery } from '@sankofa/contracts';
import { FakeRealtime } from './fake-realtime.ts';
import { FakeJanus } from './fake-janus.ts';
import { SfuViewerTransport } from './sfu-viewer-transport.ts';
import type { PeerConnectionLike, ViewerMediaState } from './viewer-transport.ts';

const delivery: Extract<StreamDelivery, { kind: 'sfu' }> = {
  kind: 'sfu',
  iceServers: [],
  maxViewers: 500,
  janus: { url: 'ws://janus.test', room: 'room-1', token: 'core', roomToken: 'room-token', renewAfterSeconds: 43_200 },
};

class FakePc implements PeerConnectionLike {
  connectionState: RTCPeerConnectionState = 'new';
  remoteDescription: RTCSessionDescriptionInit | null = null;
  ontrack: PeerConnectionLike['ontrack'] = null;
  onicecandidate: PeerConnectionLike['onicecandidate'] = null;
  onconnectionstatechange: (() => void) | null = null;
  closed = false;
  async setRemoteDescription(d: RTCSessionDescriptionInit) {
    this.remoteDescription = d;
  }
  async createAnswer(): Promise<RTCSessionDescriptionInit> {
    return { type: 'answer', sdp: `answer-to:${this.remoteDescription?.sdp}` };
  }
  async setLocalDescription() {}
  async addIceCandidate() {}
  close() {
    this.closed = true;
  }
  changeState(state: RTCPeerConnectionState) {
    this.connectionState = state;
    this.onconnectionstatechange?.();
  }
}

function setup() {
  const sockets: FakeJanus[] = [];
  const pcs: FakePc[] = [];
  const states: ViewerMediaState[] = [];
  const transport = new SfuViewerTransport(delivery, {
    streamId: 'stream-1',
    peerId: 'peer-1',
    signalling: new FakeRealtime(),
    onMedia: () => {},
    onStateChange: (s) => states.push(s),
    createPeerConnection: () => {
      const pc = new FakePc();
      pcs.push(pc);
      return pc;
    },
    createSocket: () => {
      const s = new FakeJanus();
      sockets.push(s);
      queueMicrotask(() => s.open());
      return s;
    },
  });
  return { transport, sockets, pcs, states };
}

/** Waits for the client's next frame matching `what`, then answers it. */
async function answer(
  fake: FakeJanus,
  what: Record<string, unknown>,
  reply: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  await vi.waitFor(() => expect(fake.last()).toMatchObject(what));
  const frame = fake.last();
  fake.reply({ transaction: frame.transaction, ...reply });
  return frame;
}

async function attached(fake: FakeJanus): Promise<void> {
  await answer(fake, { janus: 'create' }, { janus: 'success', data: { id: 1 } });
  await answer(fake, { janus: 'attach' }, { janus: 'success', data: { id: 5 } });
}

const offerEvent = {
  janus: 'event',
  sender: 5,
  plugindata: {
    data: {
      videoroom: 'attached',
      streams: [
        { type: 'audio', mid: 'a0' },
        { type: 'video', mid: 'v1' },
      ],
    },
  },
  jsep: { type: 'offer', sdp: 'janus-offer' },
};

afterEach(() => {
  vi.useRealTimers();
});

describe('watching through Janus', () => {
  it("subscribes to the host's feed with the room token, answers Janus' offer, and steps the layer down on a slow link", async () => {
    const { transport, sockets, pcs, states } = setup();
    await vi.waitFor(() => expect(sockets).toHaveLength(1));
    const janus = sockets[0]!;
    await attached(janus);
    const join = await answer(janus, { janus: 'message', body: { request: 'join' } }, offerEvent);
    expect(join).toMatchObject({
      token: 'core',
      body: { ptype: 'subscriber', room: 'room-1', token: 'room-token', streams: [{ feed: 'host' }] },
    });
    const start = await answer(
      janus,
      { body: { request: 'start' } },
      { janus: 'event', sender: 5, plugindata: { data: { started: 'ok' } } },
    );
    expect(start.jsep).toEqual({ type: 'answer', sdp: 'answer-to:janus-offer' });
    await vi.waitFor(() => expect(states).toEqual(['connecting']));
    pcs[0]!.changeState('connected');
    expect(transport.state).toBe('connected');

    janus.reply({ janus: 'slowlink', sender: 5, uplink: false });
    await vi.waitFor(() =>
      expect(janus.last()).toMatchObject({ body: { request: 'configure', streams: [{ mid: 'v1', substream: 1 }] } }),
    );
    transport.close();
    expect(pcs[0]!.closed).toBe(true);
    expect(janus.closed).toBe(true);
  });

  it('asks again while the host has not published yet', async () => {
    vi.useFakeTimers();
    const { transport, sockets } = setup();
    await vi.waitFor(() => expect(sockets).toHaveLength(1));
    const janus = sockets[0]!;
    await attached(janus);
    await answer(
      janus,
      { body: { request: 'join' } },
      { janus: 'event', sender: 5, plugindata: { data: { error_code: 428, error: 'No such feed' } } },
    );
    const sent = janus.sent.length;
    await vi.advanceTimersByTimeAsync(1_500);
    expect(janus.sent.length).toBe(sent + 1);
    expect(janus.last()).toMatchObject({ body: { request: 'join', ptype: 'subscriber' } });
    expect(transport.state).toBe('waiting');
    transport.close();
  });

  it('is interrupted and reconnects when Janus goes away, but fails (so the page asks our API again) when Janus refuses the token', async () => {
    vi.useFakeTimers();
    const { transport, sockets, states } = setup();
    await vi.waitFor(() => expect(sockets).toHaveLength(1));
    await attached(sockets[0]!);
    sockets[0]!.drop();
    expect(states).toEqual(['interrupted']);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(sockets).toHaveLength(2);
    await attached(sockets[1]!);
    await answer(
      sockets[1]!,
      { body: { request: 'join' } },
      { janus: 'event', sender: 5, plugindata: { data: { error_code: 433, error: 'Unauthorized' } } },
    );
    await vi.waitFor(() => expect(states).toEqual(['interrupted', 'failed']));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(sockets).toHaveLength(2);
    transport.close();
  });

  it('takes a renewed token into the open session: its keepalives carry it from then on, with no new session or connection', async () => {
    vi.useFakeTimers();
    const { transport, sockets, pcs } = setup();
    await vi.waitFor(() => expect(sockets).toHaveLength(1));
    const janus = sockets[0]!;
    await attached(janus);
    await answer(janus, { janus: 'message', body: { request: 'join' } }, offerEvent);
    await answer(
      janus,
      { body: { request: 'start' } },
      { janus: 'event', sender: 5, plugindata: { data: { started: 'ok' } } },
    );
    transport.refresh({ ...delivery, janus: { ...delivery.janus, token: 'core-2' } });
    await vi.advanceTimersByTimeAsync(25_000);
    expect(janus.last()).toMatchObject({ janus: 'keepalive', token: 'core-2', session_id: 1 });
    expect(sockets).toHaveLength(1);
    expect(pcs).toHaveLength(1);
    expect(pcs[0]!.closed).toBe(false);
    transport.close();
  });
});
