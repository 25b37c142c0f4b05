import { FakeRealtime } from './fake-realtime.ts';
import { candidateSignal } from './signalling.ts';
import { describe, expect, it, vi } from 'vitest';
import type { StreamDelivery } from '@sankofa/contracts';
import type { ServerMessage } from '@sankofa/contracts/realtime';
import {
  createViewerTransport,
  mediaStateOf,
  P2PViewerTransport,
  type PeerConnectionLike,
  type ViewerMediaState,
} from './viewer-transport.ts';

const STREAM = '6f1b3c1e-1a1a-4c4c-9d9d-000000000001';
const PEER = '6f1b3c1e-1a1a-4c4c-9d9d-000000000002';
const OTHER_PEER = '6f1b3c1e-1a1a-4c4c-9d9d-000000000003';
const delivery: StreamDelivery = { kind: 'p2p', iceServers: [{ urls: 'stun:stun.example.test:3478' }], maxViewers: 8 };

class FakeSignalling extends FakeRealtime {
  listeners(type: string): number {
    return this.handlers.get(type)?.size ?? 0;
  }
  signals() {
    return this.sent.flatMap((m) => (m.type === 'stream.signal' ? [m] : []));
  }
}

class FakePeerConnection implements PeerConnectionLike {
  connectionState: RTCPeerConnectionState = 'new';
  remoteDescription: RTCSessionDescriptionInit | null = null;
  localDescription: RTCSessionDescriptionInit | null = null;
  ontrack: PeerConnectionLike['ontrack'] = null;
  onicecandidate: PeerConnectionLike['onicecandidate'] = null;
  onconnectionstatechange: (() => void) | null = null;
  candidates: RTCIceCandidateInit[] = [];
  closed = false;
  /** Lets a test hold setRemoteDescription open to see what queues behind it. */
  gate: Promise<void> = Promise.resolve();
  constructor(readonly config: RTCConfiguration) {}
  async setRemoteDescription(d: RTCSessionDescriptionInit) {
    await this.gate;
    if (d.sdp === 'unreadable') throw new Error('bad sdp');
    this.remoteDescription = d;
  }
  async createAnswer(): Promise<RTCSessionDescriptionInit> {
    return { type: 'answer', sdp: `answer-to:${this.remoteDescription?.sdp}` };
  }
  async setLocalDescription(d: RTCSessionDescriptionInit) {
    this.localDescription = d;
  }
  async addIceCandidate(c: RTCIceCandidateInit) {
    if (!this.remoteDescription) throw new Error('no remote description yet');
    this.candidates.push(c);
  }
  close() {
    this.closed = true;
    this.connectionState = 'closed';
  }
  changeState(state: RTCPeerConnectionState) {
    this.connectionState = state;
    this.onconnectionstatechange?.();
  }
}

const offer = (sdp: string, peerId = PEER, streamId = STREAM): ServerMessage => ({
  type: 'stream.signal',
  streamId,
  peerId,
  signal: { kind: 'description', description: { type: 'offer', sdp } },
});
const candidate = (c: string, peerId = PEER): ServerMessage => ({
  type: 'stream.signal',
  streamId: STREAM,
  peerId,
  signal: { kind: 'candidate', candidate: { candidate: c, sdpMid: '0', sdpMLineIndex: 0 } },
});
const flush = () => new Promise((r) => setTimeout(r, 0));

function setup(gate: Promise<void> = Promise.resolve()) {
  const signalling = new FakeSignalling();
  const pcs: FakePeerConnection[] = [];
  const media: MediaStream[] = [];
  const states: ViewerMediaState[] = [];
  const transport = createViewerTransport(delivery, {
    streamId: STREAM,
    peerId: PEER,
    signalling,
    onMedia: (s) => media.push(s),
    onStateChange: (s) => states.push(s),
    createPeerConnection: (config) => {
      const pc = new FakePeerConnection(config);
      pc.gate = gate;
      pcs.push(pc);
      return pc;
    },
    createMediaStream: () => {
      const tracks: MediaStreamTrack[] = [];
      return { addTrack: (t: MediaStreamTrack) => tracks.push(t), getTracks: () => tracks } as unknown as MediaStream;
    },
  });
  return { signalling, pcs, media, states, transport };
}

describe('createViewerTransport', () => {
  it('picks the peer-to-peer transport for p2p delivery and waits for an offer', () => {
    const { transport, pcs, signalling } = setup();
    expect(transport).toBeInstanceOf(P2PViewerTransport);
    expect(transport.state).toBe('waiting');
    expect(pcs).toHaveLength(0);
    expect(signalling.sent).toEqual([]);
  });
});

describe('P2PViewerTransport', () => {
  it("answers the host's offer with the ICE servers from the delivery", async () => {
    const { signalling, pcs, states } = setup();
    signalling.emit(offer('host-offer-1'));
    await flush();
    expect(pcs).toHaveLength(1);
    expect(pcs[0]!.config.iceServers).toEqual([{ urls: 'stun:stun.example.test:3478' }]);
    expect(pcs[0]!.remoteDescription).toEqual({ type: 'offer', sdp: 'host-offer-1' });
    expect(signalling.signals()).toEqual([
      {
        type: 'stream.signal',
        streamId: STREAM,
        peerId: PEER,
        signal: { kind: 'description', description: { type: 'answer', sdp: 'answer-to:host-offer-1' } },
      },
    ]);
    expect(states).toEqual(['connecting']);
  });

  it('ignores signals for another stream or another peer, and answers nothing to an answer', async () => {
    const { signalling, pcs } = setup();
    signalling.emit(offer('x', OTHER_PEER));
    signalling.emit(offer('x', PEER, '6f1b3c1e-1a1a-4c4c-9d9d-000000000009'));
    signalling.emit({
      type: 'stream.signal',
      streamId: STREAM,
      peerId: PEER,
      signal: { kind: 'description', description: { type: 'answer', sdp: 'a' } },
    });
    await flush();
    expect(pcs).toHaveLength(0);
    expect(signalling.sent).toEqual([]);
  });

  it('keeps candidates that come before the offer, or while it is applied, and adds them after', async () => {
    let open!: () => void;
    const { signalling, pcs } = setup(new Promise<void>((r) => (open = r)));
    signalling.emit(candidate('early'));
    signalling.emit(offer('slow'));
    signalling.emit(candidate('during'));
    await flush();
    expect(pcs).toHaveLength(1);
    expect(pcs[0]!.candidates).toEqual([]);
    expect(signalling.signals()).toEqual([]);
    open();
    await flush();
    expect(pcs[0]!.candidates.map((c) => c.candidate)).toEqual(['early', 'during']);
    expect(signalling.signals()).toHaveLength(1);
  });

  it('a later candidate goes straight to the connection', async () => {
    const { signalling, pcs } = setup();
    signalling.emit(offer('o'));
    await flush();
    signalling.emit(candidate('late'));
    await flush();
    expect(pcs[0]!.candidates.map((c) => c.candidate)).toEqual(['late']);
  });

  it('sends its own candidates to the host, and nothing for the end-of-candidates event', async () => {
    const { signalling, pcs } = setup();
    signalling.emit(offer('o'));
    await flush();
    pcs[0]!.onicecandidate!({
      candidate: {
        toJSON: () => ({ candidate: 'candidate:1 1 udp 1 10.0.0.1 5000 typ host', sdpMid: '0', sdpMLineIndex: 0 }),
      },
    });
    pcs[0]!.onicecandidate!({ candidate: null });
    expect(signalling.signals().slice(1)).toEqual([
      {
        type: 'stream.signal',
        streamId: STREAM,
        peerId: PEER,
        signal: {
          kind: 'candidate',
          candidate: {
            candidate: 'candidate:1 1 udp 1 10.0.0.1 5000 typ host',
            sdpMid: '0',
            sdpMLineIndex: 0,
            usernameFragment: null,
          },
        },
      },
    ]);
  });

  it("hands over the host's media stream, or gathers bare tracks into one", async () => {
    const { signalling, pcs, media } = setup();
    signalling.emit(offer('o'));
    await flush();
    const hostStream = { id: 'host' } as MediaStream;
    pcs[0]!.ontrack!({ track: { kind: 'video' } as MediaStreamTrack, streams: [hostStream] });
    expect(media).toEqual([hostStream]);

    signalling.emit(offer('o2'));
    await flush();
    pcs[1]!.ontrack!({ track: { kind: 'video' } as MediaStreamTrack, streams: [] });
    pcs[1]!.ontrack!({ track: { kind: 'audio' } as MediaStreamTrack, streams: [] });
    expect(media).toHaveLength(3);
    expect(media[1]).toBe(media[2]);
    expect(media[2]!.getTracks().map((t) => t.kind)).toEqual(['video', 'audio']);
  });

  it('a new offer (the host came back) replaces the connection; the old one is closed and silent', async () => {
    const { signalling, pcs, states, media } = setup();
    signalling.emit(offer('first'));
    await flush();
    pcs[0]!.changeState('connected');
    signalling.emit(offer('second'));
    await flush();
    expect(pcs).toHaveLength(2);
    expect(pcs[0]!.closed).toBe(true);
    expect(pcs[0]!.ontrack).toBeNull();
    expect(pcs[1]!.remoteDescription?.sdp).toBe('second');
    expect(states).toEqual(['connecting', 'connected', 'connecting']);
    expect(media).toEqual([]);
  });

  it('reports the connection state as the page shows it', async () => {
    const { signalling, pcs, states, transport } = setup();
    signalling.emit(offer('o'));
    await flush();
    for (const s of ['connected', 'disconnected', 'connected', 'failed'] as const) pcs[0]!.changeState(s);
    expect(states).toEqual(['connecting', 'connected', 'interrupted', 'connected', 'failed']);
    expect(transport.state).toBe('failed');
  });

  it('reports failed when the offer cannot be applied', async () => {
    const { signalling, states } = setup();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    signalling.emit(offer('unreadable'));
    await flush();
    expect(states).toEqual(['connecting', 'failed']);
    expect(signalling.signals()).toEqual([]);
    // The next offer still gets an answer.
    signalling.emit(offer('fine'));
    await flush();
    expect(states.at(-1)).toBe('connecting');
    expect(signalling.signals()).toHaveLength(1);
    errors.mockRestore();
  });

  it('close() closes the connection, stops listening and fires nothing more', async () => {
    const { signalling, pcs, states, transport } = setup();
    signalling.emit(offer('o'));
    await flush();
    transport.close();
    transport.close();
    expect(pcs[0]!.closed).toBe(true);
    expect(signalling.listeners('stream.signal')).toBe(0);
    expect(transport.state).toBe('closed');
    const before = states.length;
    signalling.emit(offer('again'));
    await flush();
    expect(pcs).toHaveLength(1);
    expect(states).toHaveLength(before);
  });

  it('close() while an offer is being applied sends no answer', async () => {
    const { signalling, pcs, transport } = setup();
    signalling.emit(offer('o'));
    transport.close();
    await flush();
    expect(pcs.length).toBeLessThanOrEqual(1);
    expect(signalling.signals()).toEqual([]);
  });
});

describe('mediaStateOf / candidateSignal', () => {
  it('maps browser states', () => {
    expect(mediaStateOf('new')).toBe('connecting');
    expect(mediaStateOf('connecting')).toBe('connecting');
    expect(mediaStateOf('connected')).toBe('connected');
    expect(mediaStateOf('disconnected')).toBe('interrupted');
    expect(mediaStateOf('failed')).toBe('failed');
    expect(mediaStateOf('closed')).toBe('closed');
  });
  it('fills missing candidate fields with null', () => {
    expect(candidateSignal({ candidate: 'c' })).toEqual({
      kind: 'candidate',
      candidate: { candidate: 'c', sdpMid: null, sdpMLineIndex: null, usernameFragment: null },
    });
  });
});
