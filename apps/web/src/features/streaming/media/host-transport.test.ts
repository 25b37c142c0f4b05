import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StreamDelivery } from '@sankofa/contracts';
import {
  createHostTransport,
  type HostPeerConnectionLike,
  type MediaKind,
  type SenderLike,
  type TransceiverLike,
} from './host-transport.ts';
import { FakeRealtime } from './fake-realtime.ts';
import { candidateSignal } from './signalling.ts';

const STREAM = '7a1b3c1e-1a1a-4c4c-9d9d-000000000001';
const OTHER_STREAM = '7a1b3c1e-1a1a-4c4c-9d9d-000000000009';
const P1 = '7a1b3c1e-1a1a-4c4c-9d9d-000000000002';
const P2 = '7a1b3c1e-1a1a-4c4c-9d9d-000000000003';
const delivery: StreamDelivery = { kind: 'p2p', iceServers: [{ urls: 'stun:stun.example.test:3478' }], maxViewers: 8 };
const person = (userId: string) => ({ userId, displayName: 'Ama', photoUrl: null });

class FakeSignalling extends FakeRealtime {
  hosts() {
    return this.sent.filter((m) => m.type === 'stream.host');
  }
  signals() {
    return this.sent.flatMap((m) => (m.type === 'stream.signal' ? [m] : []));
  }
  hosting(viewers: string[], viewerCount = viewers.length, answerDelivery: StreamDelivery = delivery): void {
    this.emit({
      type: 'stream.hosting',
      ref: 'x',
      streamId: STREAM,
      viewerCount,
      viewers: viewers.map((peerId) => ({ peerId, viewer: person(peerId) })),
      delivery: answerDelivery,
    });
  }
}

class FakeSender implements SenderLike {
  constructor(public track: MediaStreamTrack | null) {}
  async replaceTrack(track: MediaStreamTrack | null) {
    this.track = track;
  }
}

let offers = 0;
class FakePeerConnection implements HostPeerConnectionLike {
  connectionState: RTCPeerConnectionState = 'new';
  signalingState: RTCSignalingState = 'stable';
  remoteDescription: RTCSessionDescriptionInit | null = null;
  localDescription: RTCSessionDescriptionInit | null = null;
  onicecandidate: HostPeerConnectionLike['onicecandidate'] = null;
  transceivers: { kind: MediaKind; init: RTCRtpTransceiverInit; sender: FakeSender }[] = [];
  candidates: RTCIceCandidateInit[] = [];
  closed = false;
  constructor(readonly config: RTCConfiguration) {}
  addTransceiver(trackOrKind: MediaStreamTrack | MediaKind, init: RTCRtpTransceiverInit): TransceiverLike {
    const track = typeof trackOrKind === 'string' ? null : trackOrKind;
    const kind = (typeof trackOrKind === 'string' ? trackOrKind : trackOrKind.kind) as MediaKind;
    const sender = new FakeSender(track);
    this.transceivers.push({ kind, init, sender });
    return { sender };
  }
  sender(kind: MediaKind) {
    return this.transceivers.find((t) => t.kind === kind)!.sender;
  }
  async createOffer(): Promise<RTCSessionDescriptionInit> {
    return { type: 'offer', sdp: `offer-${++offers}` };
  }
  async setLocalDescription(d: RTCSessionDescriptionInit) {
    this.localDescription = d;
    this.signalingState = 'have-local-offer';
  }
  async setRemoteDescription(d: RTCSessionDescriptionInit) {
    this.remoteDescription = d;
    this.signalingState = 'stable';
  }
  async addIceCandidate(c: RTCIceCandidateInit) {
    if (!this.remoteDescription) throw new Error('no remote description yet');
    this.candidates.push(c);
  }
  close() {
    this.closed = true;
    this.connectionState = 'closed';
  }
}

const track = (kind: MediaKind, id: string = kind) => ({ kind, id, readyState: 'live' }) as unknown as MediaStreamTrack;
function fakeMedia(tracks: MediaStreamTrack[]): MediaStream {
  return {
    getVideoTracks: () => tracks.filter((t) => t.kind === 'video'),
    getAudioTracks: () => tracks.filter((t) => t.kind === 'audio'),
  } as unknown as MediaStream;
}

const flush = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
};

function setup(tracks: MediaStreamTrack[] = [track('video')]) {
  const signalling = new FakeSignalling();
  const pcs: FakePeerConnection[] = [];
  const onViewerCount = vi.fn();
  const onEnded = vi.fn();
  const log = vi.fn();
  const media = fakeMedia(tracks);
  const transport = createHostTransport({
    streamId: STREAM,
    signalling,
    onViewerCount,
    onEnded,
    log,
    createPeerConnection: (config) => {
      const pc = new FakePeerConnection(config);
      pcs.push(pc);
      return pc;
    },
  });
  transport.start(media);
  return { signalling, pcs, transport, onViewerCount, onEnded, log, media };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('host transport: heartbeat', () => {
  it('announces the host at once and every heartbeat, and stops when stopped', () => {
    const { signalling, transport } = setup();
    expect(signalling.hosts()).toHaveLength(1);
    expect(signalling.hosts()[0]).toMatchObject({ type: 'stream.host', streamId: STREAM });
    vi.advanceTimersByTime(10_000);
    expect(signalling.hosts()).toHaveLength(2);
    vi.advanceTimersByTime(20_000);
    expect(signalling.hosts()).toHaveLength(4);
    transport.stop();
    vi.advanceTimersByTime(30_000);
    expect(signalling.hosts()).toHaveLength(4);
    expect(signalling.listenerCount()).toBe(0);
  });

  it('announces again as soon as the socket is back after a drop', () => {
    const { signalling } = setup();
    signalling.setStatus('reconnecting');
    expect(signalling.hosts()).toHaveLength(1);
    signalling.setStatus('open');
    expect(signalling.hosts()).toHaveLength(2);
  });

  it('reports the server count and calls onEnded when the server refuses to host an ended stream', () => {
    const { signalling, onViewerCount, onEnded } = setup();
    signalling.hosting([], 3);
    expect(onViewerCount).toHaveBeenCalledWith(3);
    const ref = signalling.hosts()[0]!.ref;
    signalling.emit({ type: 'error', ref: 'someone-else', code: 'stream_ended', message: 'This stream has ended.' });
    expect(onEnded).not.toHaveBeenCalled();
    signalling.emit({ type: 'error', ref, code: 'rate_limited', message: 'Slow down' });
    expect(onEnded).not.toHaveBeenCalled();
    signalling.emit({ type: 'error', ref, code: 'stream_ended', message: 'This stream has ended.' });
    expect(onEnded).toHaveBeenCalledTimes(1);
  });
});

describe('host transport: peer to peer', () => {
  it("opens each viewer's connection with the TURN credentials of the newest heartbeat answer, leaving open ones alone", async () => {
    const { signalling, pcs } = setup([track('video')]);
    const turn = (username: string): StreamDelivery => ({
      kind: 'p2p',
      maxViewers: 8,
      iceServers: [{ urls: ['turn:turn.example.test:3478'], username, credential: `pw-${username}` }],
    });
    signalling.hosting([P1], 1, turn('1795600800:host'));
    await flush();
    // An hour later the heartbeat's answer carries a new credential; the next viewer's connection uses it.
    signalling.hosting([P1, P2], 2, turn('1795604400:host'));
    await flush();
    expect(pcs.map((pc) => pc.config.iceServers?.[0]?.username)).toEqual(['1795600800:host', '1795604400:host']);
    expect(pcs[0]!.closed).toBe(false);
  });

  it('offers to every waiting viewer with the ICE servers, one connection each, both kinds send-only', async () => {
    const { signalling, pcs } = setup([track('video'), track('audio')]);
    signalling.hosting([P1, P2]);
    await flush();
    expect(pcs).toHaveLength(2);
    expect(pcs[0]!.config).toEqual({ iceServers: [{ urls: 'stun:stun.example.test:3478' }] });
    expect(pcs[0]!.transceivers.map((t) => [t.kind, t.init.direction, t.sender.track?.kind ?? null])).toEqual([
      ['video', 'sendonly', 'video'],
      ['audio', 'sendonly', 'audio'],
    ]);
    const offers = signalling.signals();
    expect(offers.map((s) => s.peerId)).toEqual([P1, P2]);
    expect(offers[0]!.signal).toEqual({
      kind: 'description',
      description: { type: 'offer', sdp: pcs[0]!.localDescription!.sdp },
    });
  });

  it('adds an empty audio transceiver while the microphone is off, and fills it later without renegotiating', async () => {
    const { signalling, pcs, transport } = setup([track('video')]);
    signalling.hosting([P1]);
    await flush();
    expect(pcs[0]!.sender('audio').track).toBeNull();
    const mic = track('audio', 'mic-1');
    transport.replaceTrack('audio', mic);
    await flush();
    expect(pcs[0]!.sender('audio').track).toBe(mic);
    transport.replaceTrack('video', null);
    await flush();
    expect(pcs[0]!.sender('video').track).toBeNull();
    expect(signalling.signals()).toHaveLength(1); // still the one offer

    // A viewer joining later gets the current tracks.
    signalling.emit({ type: 'stream.viewer_joined', streamId: STREAM, peerId: P2, viewer: person(P2) });
    await flush();
    expect(pcs[1]!.sender('audio').track).toBe(mic);
    expect(pcs[1]!.sender('video').track).toBeNull();
  });

  it('sends its candidates, applies the answer, and holds early candidates until the answer', async () => {
    const { signalling, pcs } = setup();
    // Announced before the first hosting answer: offered once the delivery is known.
    signalling.emit({ type: 'stream.viewer_joined', streamId: STREAM, peerId: P1, viewer: person(P1) });
    await flush();
    expect(pcs).toHaveLength(0);
    signalling.hosting([]);
    await flush();
    const pc = pcs[0]!;
    pc.onicecandidate?.({
      candidate: {
        toJSON: () => ({ candidate: 'candidate:1 1 udp 1 10.0.0.1 5000 typ host', sdpMid: '0', sdpMLineIndex: 0 }),
      },
    });
    pc.onicecandidate?.({ candidate: null });
    expect(signalling.signals()[1]).toEqual({
      type: 'stream.signal',
      streamId: STREAM,
      peerId: P1,
      signal: candidateSignal({
        candidate: 'candidate:1 1 udp 1 10.0.0.1 5000 typ host',
        sdpMid: '0',
        sdpMLineIndex: 0,
      }),
    });
    expect(signalling.signals()).toHaveLength(2);

    const early = {
      kind: 'candidate' as const,
      candidate: { candidate: 'candidate:2', sdpMid: '0', sdpMLineIndex: 0 },
    };
    signalling.emit({ type: 'stream.signal', streamId: STREAM, peerId: P1, signal: early });
    await flush();
    expect(pc.candidates).toHaveLength(0);
    signalling.emit({
      type: 'stream.signal',
      streamId: STREAM,
      peerId: P1,
      signal: { kind: 'description', description: { type: 'answer', sdp: 'ans' } },
    });
    await flush();
    expect(pc.remoteDescription).toEqual({ type: 'answer', sdp: 'ans' });
    expect(pc.candidates.map((c) => c.candidate)).toEqual(['candidate:2']);
    signalling.emit({
      type: 'stream.signal',
      streamId: STREAM,
      peerId: P1,
      signal: { kind: 'candidate', candidate: { candidate: 'candidate:3', sdpMid: '0', sdpMLineIndex: 0 } },
    });
    await flush();
    expect(pc.candidates.map((c) => c.candidate)).toEqual(['candidate:2', 'candidate:3']);
  });

  it('ignores an offer from a viewer, signals of other streams and of unknown peers', async () => {
    const { signalling, pcs, log } = setup();
    signalling.hosting([P1]);
    await flush();
    signalling.emit({
      type: 'stream.signal',
      streamId: STREAM,
      peerId: P1,
      signal: { kind: 'description', description: { type: 'offer', sdp: 'evil' } },
    });
    signalling.emit({
      type: 'stream.signal',
      streamId: OTHER_STREAM,
      peerId: P1,
      signal: { kind: 'description', description: { type: 'answer', sdp: 'x' } },
    });
    signalling.emit({
      type: 'stream.signal',
      streamId: STREAM,
      peerId: P2,
      signal: { kind: 'description', description: { type: 'answer', sdp: 'y' } },
    });
    signalling.emit({ type: 'stream.viewer_joined', streamId: OTHER_STREAM, peerId: P2, viewer: person(P2) });
    await flush();
    expect(pcs).toHaveLength(1);
    expect(pcs[0]!.remoteDescription).toBeNull();
    expect(log).not.toHaveBeenCalled();
  });

  it('closes the connection of a viewer who left, and all of them on stop', async () => {
    const { signalling, pcs, transport } = setup();
    signalling.hosting([P1, P2]);
    await flush();
    signalling.emit({ type: 'stream.viewer_left', streamId: STREAM, peerId: P1 });
    expect(pcs[0]!.closed).toBe(true);
    expect(pcs[1]!.closed).toBe(false);
    expect(transport.peerCount).toBe(1);
    transport.stop();
    expect(pcs[1]!.closed).toBe(true);
    expect(transport.peerCount).toBe(0);
  });

  it('does not offer twice to a viewer both listed and announced, nor again on a plain heartbeat answer', async () => {
    const { signalling, pcs } = setup();
    signalling.hosting([P1]);
    signalling.emit({ type: 'stream.viewer_joined', streamId: STREAM, peerId: P1, viewer: person(P1) });
    vi.advanceTimersByTime(10_000);
    signalling.hosting([P1]);
    await flush();
    expect(pcs).toHaveLength(1);
    expect(signalling.signals()).toHaveLength(1);
  });

  it('after a reconnect: keeps connected viewers, re-offers unfinished ones and drops those who left meanwhile', async () => {
    const { signalling, pcs } = setup();
    signalling.hosting([P1, P2]);
    await flush();
    pcs[0]!.connectionState = 'connected';
    signalling.setStatus('reconnecting');
    signalling.setStatus('open');
    const P3 = '7a1b3c1e-1a1a-4c4c-9d9d-000000000004';
    signalling.hosting([P1, P3]);
    await flush();
    expect(pcs[0]!.closed).toBe(false); // P1 kept
    expect(pcs[1]!.closed).toBe(true); // P2 left meanwhile
    expect(pcs).toHaveLength(3); // P3 new
    expect(signalling.signals().map((s) => s.peerId)).toEqual([P1, P2, P3]);

    // An unfinished connection is offered afresh after the next drop.
    signalling.setStatus('reconnecting');
    signalling.setStatus('open');
    signalling.hosting([P1, P3]);
    await flush();
    expect(pcs[2]!.closed).toBe(true);
    expect(pcs).toHaveLength(4);
    expect(signalling.signals().at(-1)!.peerId).toBe(P3);
  });

  it('does nothing once stopped', async () => {
    const { signalling, pcs, transport } = setup();
    transport.stop();
    signalling.hosting([P1]);
    await flush();
    expect(pcs).toHaveLength(0);
  });
});
