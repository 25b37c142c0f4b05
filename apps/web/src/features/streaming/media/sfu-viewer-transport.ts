import type { StreamDelivery } from '@sankofa/contracts';
import {
  JanusError,
  JanusSession,
  NO_SUCH_FEED,
  type HandleEvent,
  type JanusHandle,
  type JanusSocket,
} from './janus-client.ts';
import { LayerChooser } from './simulcast-layers.ts';
import { mediaStateOf, type ViewerMediaState } from './media-state.ts';
import type { PeerConnectionLike, ViewerTransport, ViewerTransportOptions } from './viewer-transport.ts';

/** The host publishes under this id in its room (only the host's token may publish there). */
export const HOST_FEED = 'host';
/** How often a viewer who came before the host's picture asks again, and checks its layer. */
const RETRY_MS = 1_500;
const LAYER_CHECK_MS = 5_000;
const RECONNECT_MS = 3_000;

type SfuDelivery = Extract<StreamDelivery, { kind: 'sfu' }>;

export interface SfuViewerOptions extends ViewerTransportOptions {
  createSocket?: (url: string) => JanusSocket;
}

/**
 * Watching through Janus: subscribes to the host's feed in the stream's room with the room token the
 * server gave this join (Janus offers, this side answers), and asks for the simulcast layer its
 * connection carries. What Janus refuses is 'failed' (the page then joins again through our API for
 * a fresh token); losing Janus is 'interrupted' while this side reconnects.
 */
export class SfuViewerTransport implements ViewerTransport {
  state: ViewerMediaState = 'waiting';
  private session: JanusSession | null = null;
  private pc: PeerConnectionLike | null = null;
  private handle: JanusHandle | null = null;
  private videoMid: string | null = null;
  private readonly layers = new LayerChooser();
  private timer: ReturnType<typeof setTimeout> | null = null;
  private layerTimer: ReturnType<typeof setInterval> | null = null;
  private closed = false;

  constructor(
    private delivery: SfuDelivery,
    private readonly opts: SfuViewerOptions,
  ) {
    void this.connect();
  }

  /**
   * Janus wants a valid core token on every request of the session, keepalives included, so the
   * open session carries the fresh one from now on (no renegotiation); a reconnect uses the fresh
   * room token and TURN credentials too.
   */
  refresh(delivery: StreamDelivery): void {
    if (this.closed || delivery.kind !== 'sfu') return;
    this.delivery = delivery;
    this.session?.renew(delivery.janus.token);
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.teardown();
    this.state = 'closed';
  }

  private async connect(): Promise<void> {
    const { janus } = this.delivery;
    try {
      const session = await JanusSession.open(janus.url, janus.token, this.opts.createSocket);
      if (this.closed) return session.close();
      this.session = session;
      session.onLost = () => this.trouble(null);
      const handle = await session.attach();
      this.handle = handle;
      handle.onEvent = (event) => void this.onEvent(event).catch((err: unknown) => this.trouble(err));
      await this.subscribe(handle);
    } catch (err) {
      this.trouble(err);
    }
  }

  private async subscribe(handle: JanusHandle): Promise<void> {
    const { janus } = this.delivery;
    let joined;
    try {
      joined = await handle.message({
        request: 'join',
        ptype: 'subscriber',
        room: janus.room,
        token: janus.roomToken,
        streams: [{ feed: HOST_FEED }],
      });
    } catch (err) {
      // The host's page has not published yet (or is publishing again): ask again shortly.
      if (err instanceof JanusError && err.code === NO_SUCH_FEED && !this.closed) {
        this.timer = setTimeout(() => void this.subscribe(handle).catch((err: unknown) => this.trouble(err)), RETRY_MS);
        return;
      }
      throw err;
    }
    this.noteStreams(joined.data);
    if (joined.jsep) await this.answer(handle, joined.jsep);
    this.layerTimer = setInterval(() => this.layerChange(this.layers.tick(Date.now())), LAYER_CHECK_MS);
  }

  private async onEvent(event: HandleEvent): Promise<void> {
    if (this.closed || !this.handle) return;
    if (event.janus === 'slowlink') return this.layerChange(this.layers.slowLink(Date.now()));
    if (event.janus === 'hangup') return this.trouble(null);
    if (event.data) this.noteStreams(event.data);
    // The host's page left the room (a reload, a lost network): join afresh once it publishes again.
    if (event.data && (event.data.unpublished !== undefined || event.data.leaving !== undefined))
      return this.trouble(null);
    if (event.jsep?.type === 'offer') await this.answer(this.handle, event.jsep);
  }

  private async answer(handle: JanusHandle, offer: RTCSessionDescriptionInit): Promise<void> {
    const pc = this.pc ?? this.newConnection(handle);
    await pc.setRemoteDescription(offer);
    const answer = await pc.createAnswer();
    await pc.setLocalDescription(answer);
    if (this.closed) return;
    await handle.message({ request: 'start' }, { type: 'answer', sdp: answer.sdp ?? '' });
    this.setState('connecting');
  }

  private newConnection(handle: JanusHandle): PeerConnectionLike {
    // The browser's connection has every member PeerConnectionLike names; its handler types are only wider.
    const create =
      this.opts.createPeerConnection ??
      ((config: RTCConfiguration) => new RTCPeerConnection(config) as unknown as PeerConnectionLike);
    const pc = create({ iceServers: this.delivery.iceServers.map((s) => ({ ...s })) });
    this.pc = pc;
    let media: MediaStream | null = null;
    pc.ontrack = (event) => {
      if (this.closed || this.pc !== pc) return;
      media = event.streams[0] ?? media ?? (this.opts.createMediaStream ?? (() => new MediaStream()))();
      if (!media.getTracks().includes(event.track)) media.addTrack(event.track);
      this.opts.onMedia(media);
    };
    pc.onicecandidate = (event) => {
      if (this.closed || this.pc !== pc) return;
      handle.trickle(event.candidate ? event.candidate.toJSON() : null);
    };
    pc.onconnectionstatechange = () => {
      if (this.closed || this.pc !== pc) return;
      this.setState(mediaStateOf(pc.connectionState));
    };
    return pc;
  }

  private noteStreams(data: Record<string, unknown>): void {
    const streams = data.streams;
    if (!Array.isArray(streams)) return;
    const video = (streams as { type?: string; mid?: string }[]).find((s) => s.type === 'video' && s.mid);
    if (video?.mid) this.videoMid = video.mid;
  }

  private layerChange(layer: number | null): void {
    if (layer === null || !this.handle || !this.videoMid) return;
    this.handle
      .message({ request: 'configure', streams: [{ mid: this.videoMid, substream: layer }] })
      .catch(() => undefined);
  }

  /**
   * Janus refused this join (a token that expired or a room that is gone): 'failed', and the page
   * asks our API again. Anything else (Janus unreachable, the host's page reloading) is
   * 'interrupted' and this side tries again on the same token; meanwhile the page stays in the
   * stream and hears its end should the server give up on Janus.
   */
  private trouble(err: unknown): void {
    if (this.closed) return;
    this.teardown();
    if (err instanceof JanusError && err.code !== 0) {
      this.setState('failed');
      return;
    }
    this.setState('interrupted');
    this.timer = setTimeout(() => {
      this.timer = null;
      if (!this.closed) void this.connect();
    }, RECONNECT_MS);
  }

  private teardown(): void {
    if (this.timer) clearTimeout(this.timer);
    if (this.layerTimer) clearInterval(this.layerTimer);
    this.timer = this.layerTimer = null;
    const pc = this.pc;
    this.pc = null;
    if (pc) {
      pc.ontrack = pc.onicecandidate = pc.onconnectionstatechange = null;
      pc.close();
    }
    this.handle = null;
    this.session?.close();
    this.session = null;
  }

  private setState(state: ViewerMediaState): void {
    if (this.state === state || this.closed) return;
    this.state = state;
    this.opts.onStateChange?.(state);
  }
}
