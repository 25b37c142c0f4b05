import { STREAM_HOST_HEARTBEAT_MS } from '@sankofa/contracts/constants';
import type { RtcSignal, StreamDelivery } from '@sankofa/contracts';
import type { ClientMessage, LivePerson } from '@sankofa/contracts/realtime';
import { candidateSignal, type PeerConnectionBase, type StatusSignallingChannel } from './signalling.ts';
import { SfuHostDelivery } from './sfu-host-delivery.ts';

export type MediaKind = 'audio' | 'video';
const KINDS: readonly MediaKind[] = ['video', 'audio'];

/**
 * How the host's page hands its camera and microphone to viewers. The page only talks to this
 * interface; how media actually travels is chosen from `delivery.kind` in the server's
 * `stream.hosting` answer (peer to peer, or publishing once to Janus).
 */
export interface HostTransport {
  /** Starts hosting: announces this socket as the host at once, every heartbeat and after reconnects. */
  start(media: MediaStream): void;
  /**
   * The camera or microphone was turned on (a track) or off (null). Every viewer gets the change
   * without renegotiation.
   */
  replaceTrack(kind: MediaKind, track: MediaStreamTrack | null): void;
  /** Stops the heartbeat, closes every connection and listener; nothing fires afterwards. */
  stop(): void;
  /** Viewers this transport currently serves. */
  readonly peerCount: number;
}

/** The host needs to hear socket drops too: it re-announces itself and re-offers after one. */
type HostSignallingChannel = StatusSignallingChannel;

/** The part of RTCRtpSender / RTCRtpTransceiver / RTCPeerConnection the host side uses (faked in unit tests). */
export interface SenderLike {
  replaceTrack(track: MediaStreamTrack | null): Promise<void>;
}
export interface TransceiverLike {
  readonly sender: SenderLike;
}
export interface HostPeerConnectionLike extends PeerConnectionBase {
  readonly signalingState: RTCSignalingState;
  addTransceiver(trackOrKind: MediaStreamTrack | MediaKind, init: RTCRtpTransceiverInit): TransceiverLike;
  createOffer(): Promise<RTCSessionDescriptionInit>;
}

interface HostTransportOptions {
  streamId: string;
  signalling: HostSignallingChannel;
  /** The server's count of viewers (from `stream.hosting`; later changes come as `stream.viewers_changed`). */
  onViewerCount?: (count: number) => void;
  /** The server says this stream is no longer live (ended elsewhere, or by the ghost-stream reaper). */
  onEnded?: () => void;
  createPeerConnection?: (config: RTCConfiguration) => HostPeerConnectionLike;
  heartbeatMs?: number;
  /** Where errors that nobody can act on are reported (a failed offer to one viewer). */
  log?: (message: string, err: unknown) => void;
}

/** Error codes that mean the stream cannot be hosted any more. */
const ENDED_CODES = new Set(['stream_ended', 'stream_not_found', 'not_your_stream']);

/** The delivery-specific half: what happens with the viewers the server tells the host about. */
export interface HostDelivery {
  /** The full list of viewers from `stream.hosting`; `afterReconnect` when signals may have been lost meanwhile. */
  sync(viewers: readonly { peerId: string; viewer: LivePerson }[], afterReconnect: boolean): void;
  viewerJoined(peerId: string): void;
  viewerLeft(peerId: string): void;
  signal(peerId: string, signal: RtcSignal): void;
  replaceTrack(kind: MediaKind, track: MediaStreamTrack | null): void;
  /** A newer answer's delivery: its TURN credentials are the ones for connections opened from now on. */
  refresh(delivery: StreamDelivery): void;
  close(): void;
  readonly peerCount: number;
}

export interface DeliveryContext {
  streamId: string;
  media: MediaStream;
  send: (message: ClientMessage) => boolean;
  createPeerConnection: (config: RTCConfiguration) => HostPeerConnectionLike;
  log: (message: string, err: unknown) => void;
}

/** Picks how media leaves the host's page for how the server says it is delivered. */
function createHostDelivery(delivery: StreamDelivery, ctx: DeliveryContext): HostDelivery {
  switch (delivery.kind) {
    case 'p2p':
      return new P2PHostDelivery(delivery, ctx);
    case 'sfu':
      return new SfuHostDelivery(delivery, ctx);
    default: {
      const unknown: never = delivery;
      throw new Error(`No host transport for delivery '${String((unknown as { kind: unknown }).kind)}'`);
    }
  }
}

interface Peer {
  pc: HostPeerConnectionLike;
  senders: Map<MediaKind, SenderLike>;
  /** Candidates that came before the viewer's answer. */
  early: RTCIceCandidateInit[];
  /** Signals for this peer are applied one at a time, in arrival order. */
  queue: Promise<void>;
  closed: boolean;
}

/**
 * Peer to peer from the host's browser: one RTCPeerConnection per viewer, the host offers. Each
 * connection gets a send-only audio and a video transceiver from the start, whatever is switched on,
 * so turning the camera or microphone off and on later is a `replaceTrack` on the existing senders —
 * no renegotiation, and a viewer keeps its connection (it just receives no frames or silence while
 * that device is off).
 */
class P2PHostDelivery implements HostDelivery {
  private readonly peers = new Map<string, Peer>();
  private config: RTCConfiguration;
  private readonly tracks = new Map<MediaKind, MediaStreamTrack | null>();

  constructor(
    delivery: Extract<StreamDelivery, { kind: 'p2p' }>,
    private readonly ctx: DeliveryContext,
  ) {
    this.config = { iceServers: delivery.iceServers.map((s) => ({ ...s })) };
    for (const kind of KINDS) {
      const track = kindTracks(ctx.media, kind)[0] ?? null;
      this.tracks.set(kind, track && track.readyState !== 'ended' ? track : null);
    }
  }

  get peerCount(): number {
    return this.peers.size;
  }

  sync(viewers: readonly { peerId: string }[], afterReconnect: boolean): void {
    const listed = new Set(viewers.map((v) => v.peerId));
    if (afterReconnect) {
      // Viewers who left while the socket was down never got a `stream.viewer_left` to us.
      for (const peerId of [...this.peers.keys()]) if (!listed.has(peerId)) this.viewerLeft(peerId);
    }
    for (const peerId of listed) {
      const peer = this.peers.get(peerId);
      // A working connection survives a drop of our socket (media does not go through it); one that
      // was still negotiating may have lost its answer or candidates, so it is offered afresh.
      if (!peer || (afterReconnect && peer.pc.connectionState !== 'connected')) this.offer(peerId);
    }
  }

  viewerJoined(peerId: string): void {
    // Peer ids are new for every join; one we already offered to came in a `stream.hosting` list first.
    if (!this.peers.has(peerId)) this.offer(peerId);
  }

  viewerLeft(peerId: string): void {
    const peer = this.peers.get(peerId);
    if (!peer) return;
    this.peers.delete(peerId);
    closePeer(peer);
  }

  signal(peerId: string, signal: RtcSignal): void {
    const peer = this.peers.get(peerId);
    if (!peer) return;
    peer.queue = peer.queue
      .then(() => this.apply(peer, signal))
      .catch((err) => this.ctx.log('Could not apply a viewer signal', err));
  }

  replaceTrack(kind: MediaKind, track: MediaStreamTrack | null): void {
    this.tracks.set(kind, track);
    for (const peer of this.peers.values()) {
      const sender = peer.senders.get(kind);
      sender?.replaceTrack(track).catch((err) => this.ctx.log('Could not switch a track', err));
    }
  }

  refresh(delivery: StreamDelivery): void {
    // TURN credentials open relays only until they expire (a relay already open lives on), and a
    // stream outlives them: every heartbeat's answer brings fresh ones for the next viewer.
    if (delivery.kind === 'p2p') this.config = { iceServers: delivery.iceServers.map((s) => ({ ...s })) };
  }

  close(): void {
    for (const peer of this.peers.values()) closePeer(peer);
    this.peers.clear();
  }

  /** A new connection for this viewer (replacing any older one) and an offer to it. */
  private offer(peerId: string): void {
    this.viewerLeft(peerId);
    const { ctx } = this;
    const pc = ctx.createPeerConnection(this.config);
    const peer: Peer = { pc, senders: new Map(), early: [], queue: Promise.resolve(), closed: false };
    this.peers.set(peerId, peer);
    for (const kind of KINDS) {
      const transceiver = pc.addTransceiver(this.tracks.get(kind) ?? kind, {
        direction: 'sendonly',
        streams: [ctx.media],
      });
      peer.senders.set(kind, transceiver.sender);
    }
    pc.onicecandidate = (event) => {
      if (!event.candidate || peer.closed) return;
      const init = event.candidate.toJSON();
      if (!init.candidate) return;
      ctx.send({ type: 'stream.signal', streamId: ctx.streamId, peerId, signal: candidateSignal(init) });
    };
    peer.queue = peer.queue
      .then(async () => {
        const offer = await pc.createOffer();
        if (peer.closed) return;
        await pc.setLocalDescription(offer);
        if (peer.closed || !offer.sdp) return;
        ctx.send({
          type: 'stream.signal',
          streamId: ctx.streamId,
          peerId,
          signal: { kind: 'description', description: { type: 'offer', sdp: offer.sdp } },
        });
      })
      .catch((err) => ctx.log('Could not offer the stream to a viewer', err));
  }

  private async apply(peer: Peer, signal: RtcSignal): Promise<void> {
    if (peer.closed) return;
    const { pc } = peer;
    if (signal.kind === 'description') {
      // The host only ever offers; an answer is only meaningful while our offer is outstanding.
      if (signal.description.type !== 'answer' || pc.signalingState !== 'have-local-offer') return;
      await pc.setRemoteDescription({ type: 'answer', sdp: signal.description.sdp });
      const early = peer.early.splice(0);
      for (const candidate of early)
        await pc.addIceCandidate(candidate).catch((err) => this.ctx.log('Bad candidate', err));
      return;
    }
    const candidate: RTCIceCandidateInit = {
      candidate: signal.candidate.candidate,
      sdpMid: signal.candidate.sdpMid ?? null,
      sdpMLineIndex: signal.candidate.sdpMLineIndex ?? null,
      ...(signal.candidate.usernameFragment ? { usernameFragment: signal.candidate.usernameFragment } : {}),
    };
    if (!pc.remoteDescription) peer.early.push(candidate);
    else await pc.addIceCandidate(candidate);
  }
}

function closePeer(peer: Peer): void {
  peer.closed = true;
  peer.pc.onicecandidate = null;
  try {
    peer.pc.close();
  } catch {
    /* already closed */
  }
}

function kindTracks(media: MediaStream, kind: MediaKind): MediaStreamTrack[] {
  return kind === 'video' ? media.getVideoTracks() : media.getAudioTracks();
}

let refCounter = 0;

/**
 * The host's side of a live stream, whatever the delivery: repeats `stream.host` every heartbeat and
 * after every reconnect (the server ends a stream whose host is silent for 30 s), creates the
 * delivery for the `kind` the server names in `stream.hosting`, and routes the viewer events and
 * signals of this stream to it.
 */
class HostSession implements HostTransport {
  private delivery: HostDelivery | null = null;
  private media: MediaStream | null = null;
  private timer: ReturnType<typeof setInterval> | null = null;
  private unsubscribe: (() => void)[] = [];
  private stopped = false;
  /** Set when the socket came back; the next `stream.hosting` then re-offers where needed. */
  private afterReconnect = false;
  /** Viewers announced before the first `stream.hosting` told us how to deliver. */
  private readonly joinedEarly = new Set<string>();
  private readonly refPrefix: string;
  private readonly log: (message: string, err: unknown) => void;

  constructor(private readonly opts: HostTransportOptions) {
    this.refPrefix = `host-${++refCounter}-`;
    this.log = opts.log ?? ((message, err) => console.warn(message, err));
  }

  get peerCount(): number {
    return this.delivery?.peerCount ?? 0;
  }

  start(media: MediaStream): void {
    if (this.media || this.stopped) return;
    this.media = media;
    const { signalling, streamId } = this.opts;
    const mine = (m: { streamId: string }) => !this.stopped && m.streamId === streamId;
    this.unsubscribe = [
      signalling.on('stream.hosting', (m) => {
        if (!mine(m)) return;
        this.opts.onViewerCount?.(m.viewerCount);
        const afterReconnect = this.afterReconnect;
        this.afterReconnect = false;
        try {
          this.delivery?.refresh(m.delivery);
          this.delivery ??= createHostDelivery(m.delivery, {
            streamId,
            media,
            send: (msg) => signalling.send(msg),
            createPeerConnection:
              this.opts.createPeerConnection ?? ((config) => new RTCPeerConnection(config) as HostPeerConnectionLike),
            log: this.log,
          });
        } catch (err) {
          this.log('Unsupported stream delivery', err);
          return;
        }
        this.delivery.sync(m.viewers, afterReconnect);
        for (const peerId of this.joinedEarly) this.delivery.viewerJoined(peerId);
        this.joinedEarly.clear();
      }),
      signalling.on('stream.viewer_joined', (m) => {
        if (!mine(m)) return;
        if (this.delivery) this.delivery.viewerJoined(m.peerId);
        else this.joinedEarly.add(m.peerId);
      }),
      signalling.on('stream.viewer_left', (m) => {
        if (!mine(m)) return;
        this.joinedEarly.delete(m.peerId);
        this.delivery?.viewerLeft(m.peerId);
      }),
      signalling.on('stream.signal', (m) => {
        if (mine(m)) this.delivery?.signal(m.peerId, m.signal);
      }),
      signalling.on('error', (m) => {
        if (this.stopped || !m.ref?.startsWith(this.refPrefix) || !ENDED_CODES.has(m.code)) return;
        this.opts.onEnded?.();
      }),
      signalling.onStatus((status) => {
        if (this.stopped) return;
        if (status === 'reconnecting' || status === 'connecting') this.afterReconnect = true;
        else if (status === 'open' && this.afterReconnect) this.announce();
      }),
    ];
    this.announce();
    this.timer = setInterval(() => this.announce(), this.opts.heartbeatMs ?? STREAM_HOST_HEARTBEAT_MS);
  }

  replaceTrack(kind: MediaKind, track: MediaStreamTrack | null): void {
    if (!this.stopped) this.delivery?.replaceTrack(kind, track);
  }

  stop(): void {
    if (this.stopped) return;
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    for (const off of this.unsubscribe) off();
    this.unsubscribe = [];
    this.delivery?.close();
    this.delivery = null;
  }

  private announce(): void {
    this.opts.signalling.send({
      type: 'stream.host',
      ref: `${this.refPrefix}${Date.now().toString(36)}`,
      streamId: this.opts.streamId,
    });
  }
}

/** The page's entry point: one host transport for one live stream. */
export function createHostTransport(opts: HostTransportOptions): HostTransport {
  return new HostSession(opts);
}
