import type { RtcSignal, StreamDelivery } from '@sankofa/contracts';
import { candidateSignal, type PeerConnectionBase, type SignallingChannel } from './signalling.ts';
import { mediaStateOf, type ViewerMediaState } from './media-state.ts';
import { SfuViewerTransport } from './sfu-viewer-transport.ts';

/**
 * How the viewer's page receives a stream's media. The page picks one by `delivery.kind` (from
 * `stream.joined`) and only ever talks to this interface: peer to peer from the host's browser, or
 * subscribing from Janus.
 */
export interface ViewerTransport {
  readonly state: ViewerMediaState;
  /** Stops listening, closes the connection; no callback fires afterwards. */
  close(): void;
  /** Fresh tokens for the open connection (`stream.renewed`); the media goes on untouched. */
  refresh?(delivery: StreamDelivery): void;
}

export { mediaStateOf, type ViewerMediaState } from './media-state.ts';

/** The part of RTCPeerConnection the peer-to-peer transport uses (a fake one in unit tests). */
export interface PeerConnectionLike extends PeerConnectionBase {
  ontrack: ((event: { track: MediaStreamTrack; streams: readonly MediaStream[] }) => void) | null;
  onconnectionstatechange: (() => void) | null;
  createAnswer(): Promise<RTCSessionDescriptionInit>;
}

export interface ViewerTransportOptions {
  streamId: string;
  /** My peer id from `stream.joined`. */
  peerId: string;
  signalling: SignallingChannel;
  /** The host's media (video and sound) arrived or changed. */
  onMedia: (stream: MediaStream) => void;
  onStateChange?: (state: ViewerMediaState) => void;
  createPeerConnection?: (config: RTCConfiguration) => PeerConnectionLike;
  /** For tracks that arrive without a stream of their own. */
  createMediaStream?: () => MediaStream;
}

/** Picks the transport for how the server says media is delivered. */
export function createViewerTransport(delivery: StreamDelivery, options: ViewerTransportOptions): ViewerTransport {
  switch (delivery.kind) {
    case 'p2p':
      return new P2PViewerTransport(delivery, options);
    case 'sfu':
      return new SfuViewerTransport(delivery, options);
    default: {
      const unknown: never = delivery;
      throw new Error(`No viewer transport for delivery '${String((unknown as { kind: unknown }).kind)}'`);
    }
  }
}

/**
 * Peer to peer from the host's browser: the host offers, this side answers. Signals are handled one
 * at a time in arrival order, so a candidate never reaches a connection whose offer is still being
 * applied; candidates that come before any offer wait for it. A new offer (the host's page came
 * back) replaces the connection.
 */
export class P2PViewerTransport implements ViewerTransport {
  state: ViewerMediaState = 'waiting';
  private pc: PeerConnectionLike | null = null;
  private media: MediaStream | null = null;
  private early: RTCIceCandidateInit[] = [];
  private queue: Promise<void> = Promise.resolve();
  private closed = false;
  private readonly stop: () => void;
  private readonly config: RTCConfiguration;

  constructor(
    delivery: Extract<StreamDelivery, { kind: 'p2p' }>,
    private readonly opts: ViewerTransportOptions,
  ) {
    this.config = { iceServers: delivery.iceServers.map((s) => ({ ...s })) };
    this.stop = opts.signalling.on('stream.signal', (m) => {
      if (m.streamId !== opts.streamId || m.peerId !== opts.peerId) return;
      this.queue = this.queue
        .then(() => this.handle(m.signal))
        .catch((err: unknown) => {
          console.error('stream signal failed', err);
          if (!this.closed) this.setState('failed');
        });
    });
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.stop();
    this.dropConnection();
    this.state = 'closed';
  }

  private async handle(signal: RtcSignal): Promise<void> {
    if (this.closed) return;
    if (signal.kind === 'candidate') {
      const pc = this.pc;
      if (pc?.remoteDescription) await pc.addIceCandidate(signal.candidate);
      else this.early.push(signal.candidate);
      return;
    }
    if (signal.description.type !== 'offer') return; // a viewer only ever answers
    this.dropConnection();
    const pc = this.newConnection();
    this.setState('connecting');
    await pc.setRemoteDescription(signal.description);
    const answer = await pc.createAnswer();
    if (this.closed || this.pc !== pc) return;
    await pc.setLocalDescription(answer);
    if (this.closed || this.pc !== pc) return;
    this.signal({ kind: 'description', description: { type: 'answer', sdp: answer.sdp ?? '' } });
    const waiting = this.early;
    this.early = [];
    for (const candidate of waiting) await pc.addIceCandidate(candidate);
  }

  private newConnection(): PeerConnectionLike {
    // The browser's connection has every member PeerConnectionLike names; its handler types are only wider.
    const create =
      this.opts.createPeerConnection ??
      ((config: RTCConfiguration) => new RTCPeerConnection(config) as unknown as PeerConnectionLike);
    const pc: PeerConnectionLike = create(this.config);
    this.pc = pc;
    pc.ontrack = (event) => {
      if (this.closed || this.pc !== pc) return;
      let stream = event.streams[0];
      if (!stream) {
        this.media ??= (this.opts.createMediaStream ?? (() => new MediaStream()))();
        this.media.addTrack(event.track);
        stream = this.media;
      }
      this.media = stream;
      this.opts.onMedia(stream);
    };
    pc.onicecandidate = (event) => {
      if (this.closed || this.pc !== pc || !event.candidate) return;
      this.signal(candidateSignal(event.candidate.toJSON()));
    };
    pc.onconnectionstatechange = () => {
      if (this.closed || this.pc !== pc) return;
      this.setState(mediaStateOf(pc.connectionState));
    };
    return pc;
  }

  private dropConnection(): void {
    const pc = this.pc;
    if (!pc) return;
    this.pc = null;
    this.media = null;
    pc.ontrack = null;
    pc.onicecandidate = null;
    pc.onconnectionstatechange = null;
    pc.close();
  }

  private signal(signal: RtcSignal): void {
    this.opts.signalling.send({
      type: 'stream.signal',
      streamId: this.opts.streamId,
      peerId: this.opts.peerId,
      signal,
    });
  }

  private setState(state: ViewerMediaState): void {
    if (this.state === state) return;
    this.state = state;
    this.opts.onStateChange?.(state);
  }
}
