import type { StreamDelivery } from '@sankofa/contracts';
import type { RealtimeStatus } from '@/lib/realtime/realtime-client.ts';
import {
  createViewerTransport,
  type ViewerMediaState,
  type ViewerTransport,
  type ViewerTransportOptions,
} from '../media/viewer-transport.ts';
import type { StatusSignallingChannel } from '../media/signalling.ts';

/**
 * - joining: `stream.join` sent, no answer yet
 * - connecting: joined, media is being set up
 * - live: media flows
 * - reconnecting: the socket or the media connection dropped; joining again / waiting for it
 * - full, ended, unavailable, own, locked: the server's answer (only `full` and `failed` may be tried again);
 *   locked: a premium event and the member's plan lacks it (the plan changed after the page asked)
 * - removed: the host sent this member away from the stream; they may not join it again
 * - failed: the media connection could not be made
 */
export type WatchPhase =
  | 'joining'
  | 'connecting'
  | 'live'
  | 'reconnecting'
  | 'full'
  | 'ended'
  | 'unavailable'
  | 'own'
  | 'locked'
  | 'removed'
  | 'failed';

export interface WatchSnapshot {
  phase: WatchPhase;
  /** People watching, as the server last said (null until it has). */
  viewerCount: number | null;
  media: MediaStream | null;
  /** The server's words for a refusal we have no screen of our own for. */
  message: string | null;
}

/** The part of the realtime client a session uses (RealtimeClient fits it). */
interface SessionChannel extends StatusSignallingChannel {
  readonly status: RealtimeStatus;
}

/** A media connection that failed is replaced by joining again this many times in a row, then the page gives up. */
export const MAX_REJOINS = 3;

const TERMINAL = new Set<WatchPhase>(['full', 'ended', 'unavailable', 'own', 'locked', 'removed', 'failed']);
const REFUSALS: Record<string, WatchPhase> = {
  stream_full: 'full',
  stream_ended: 'ended',
  stream_not_found: 'unavailable',
  own_stream: 'own',
  plan_required: 'locked',
  stream_removed: 'removed',
};

interface ViewerSessionOptions {
  streamId: string;
  realtime: SessionChannel;
  onChange: (snapshot: WatchSnapshot) => void;
  createTransport?: (delivery: StreamDelivery, options: ViewerTransportOptions) => ViewerTransport;
  newRef?: () => string;
}

/**
 * Watching one stream on this tab's socket: joins when the socket is open (and again after every
 * reconnect, with a new peer id), sets up the media transport the server's delivery asks for, keeps
 * the viewer count, notices the end, and leaves when stopped.
 */
export class ViewerSession {
  private snap: WatchSnapshot = { phase: 'joining', viewerCount: null, media: null, message: null };
  private transport: ViewerTransport | null = null;
  /** The ref of the join waiting for its answer. */
  private pendingRef: string | null = null;
  /** The server holds a viewer row for this socket. */
  private joined = false;
  private rejoins = 0;
  /** The `stream.renew` waiting for its answer, and the timer that sends the next one. */
  private renewRef: string | null = null;
  private renewTimer: ReturnType<typeof setTimeout> | null = null;
  private stops: (() => void)[] = [];
  private running = false;

  constructor(private readonly opts: ViewerSessionOptions) {}

  get snapshot(): WatchSnapshot {
    return this.snap;
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    const { realtime, streamId } = this.opts;
    this.stops = [
      realtime.on('stream.joined', (m) => {
        if (m.streamId !== streamId || !this.pendingRef || (m.ref !== undefined && m.ref !== this.pendingRef)) return;
        this.pendingRef = null;
        this.joined = true;
        this.update({ viewerCount: m.viewerCount });
        this.openTransport(m.peerId, m.delivery);
        this.scheduleRenewal(m.delivery);
      }),
      realtime.on('stream.renewed', (m) => {
        if (m.streamId !== streamId || !this.renewRef || m.ref !== this.renewRef) return;
        this.renewRef = null;
        this.transport?.refresh?.(m.delivery);
        this.scheduleRenewal(m.delivery);
      }),
      realtime.on('error', (m) => {
        if (this.renewRef && m.ref === this.renewRef) {
          // Refused as a join would be (blocked, removed, ended): the stream is over for this page.
          this.renewRef = null;
          this.joined = false;
          this.finish(REFUSALS[m.code] ?? 'unavailable', m.message);
          return;
        }
        if (!this.pendingRef || m.ref !== this.pendingRef) return;
        this.pendingRef = null;
        this.finish(REFUSALS[m.code] ?? 'failed', m.message);
      }),
      realtime.on('stream.ended', (m) => {
        if (m.streamId === streamId) {
          this.joined = false;
          this.finish('ended');
        }
      }),
      // The server already dropped this viewer (the host removed them, or a block): the media ends
      // here too, which on Janus hangs up this page's subscription.
      realtime.on('stream.removed', (m) => {
        if (m.streamId !== streamId) return;
        this.joined = false;
        this.pendingRef = null;
        this.finish(m.reason === 'removed' ? 'removed' : 'unavailable', m.message);
      }),
      realtime.on('stream.viewers_changed', (m) => {
        if (m.streamId === streamId) this.update({ viewerCount: m.viewerCount });
      }),
      realtime.onStatus((status) => {
        if (status === 'open') {
          if (!this.isTerminal() && !this.joined && !this.pendingRef) this.join();
          return;
        }
        // The socket is gone, and with it the server's viewer row: join again once it is back.
        this.closeTransport();
        this.joined = false;
        this.pendingRef = null;
        if (!this.isTerminal() && (status === 'reconnecting' || status === 'connecting'))
          this.update({ phase: 'reconnecting' });
      }),
    ];
    if (realtime.status === 'open') this.join();
  }

  /** Leaves the stream and lets go of everything; nothing is reported afterwards. */
  stop(): void {
    if (!this.running) return;
    this.running = false;
    for (const stop of this.stops) stop();
    this.stops = [];
    this.closeTransport();
    if (this.joined || this.pendingRef) this.opts.realtime.send({ type: 'stream.leave', streamId: this.opts.streamId });
    this.joined = false;
    this.pendingRef = null;
  }

  /** After 'full' or 'failed': try again. */
  retry(): void {
    if (!this.running || (this.snap.phase !== 'full' && this.snap.phase !== 'failed')) return;
    this.rejoins = 0;
    this.update({ phase: 'joining', message: null });
    if (this.opts.realtime.status === 'open') this.join();
  }

  private join(): void {
    const ref = (this.opts.newRef ?? (() => `join-${crypto.randomUUID()}`))();
    this.pendingRef = ref;
    if (this.snap.phase !== 'reconnecting') this.update({ phase: 'joining' });
    // Not open: the status handler joins once it is.
    if (!this.opts.realtime.send({ type: 'stream.join', ref, streamId: this.opts.streamId })) this.pendingRef = null;
  }

  /**
   * On Janus the page's session needs a fresh token before its own runs out (decision 0063); the
   * server gives it past the same checks as a join. Peer to peer needs none.
   */
  private scheduleRenewal(delivery: StreamDelivery): void {
    this.cancelRenewal();
    if (delivery.kind !== 'sfu') return;
    this.renewTimer = setTimeout(() => {
      this.renewTimer = null;
      if (!this.running || !this.joined || this.isTerminal()) return;
      const ref = (this.opts.newRef ?? (() => `renew-${crypto.randomUUID()}`))();
      // Not sent (the socket dropped): the rejoin after it brings a fresh delivery anyway.
      if (this.opts.realtime.send({ type: 'stream.renew', ref, streamId: this.opts.streamId })) this.renewRef = ref;
    }, delivery.janus.renewAfterSeconds * 1000);
  }

  private cancelRenewal(): void {
    if (this.renewTimer) clearTimeout(this.renewTimer);
    this.renewTimer = null;
    this.renewRef = null;
  }

  private openTransport(peerId: string, delivery: StreamDelivery): void {
    this.closeTransport();
    const create = this.opts.createTransport ?? createViewerTransport;
    this.transport = create(delivery, {
      streamId: this.opts.streamId,
      peerId,
      signalling: this.opts.realtime,
      onMedia: (media) => this.update({ media }),
      onStateChange: (state) => this.onMediaState(state),
    });
    this.update({ phase: this.snap.phase === 'reconnecting' ? 'reconnecting' : 'connecting' });
  }

  private onMediaState(state: ViewerMediaState): void {
    if (this.isTerminal()) return;
    if (state === 'connected') {
      this.rejoins = 0;
      this.update({ phase: 'live' });
    } else if (state === 'interrupted') this.update({ phase: 'reconnecting' });
    else if (state === 'failed') {
      // This peer connection cannot recover: leave and join again as a new peer the host offers to.
      this.closeTransport();
      if (this.joined) this.opts.realtime.send({ type: 'stream.leave', streamId: this.opts.streamId });
      this.joined = false;
      if (this.rejoins >= MAX_REJOINS) {
        // No server words here: the page says it in the language shown.
        this.finish('failed');
        return;
      }
      this.rejoins++;
      this.update({ phase: 'reconnecting' });
      if (this.opts.realtime.status === 'open') this.join();
    }
  }

  private finish(phase: WatchPhase, message: string | null = null): void {
    this.closeTransport();
    this.update({ phase, message, media: null });
  }

  private closeTransport(): void {
    this.cancelRenewal();
    this.transport?.close();
    this.transport = null;
  }

  private isTerminal(): boolean {
    return TERMINAL.has(this.snap.phase);
  }

  private update(patch: Partial<WatchSnapshot>): void {
    const next = { ...this.snap, ...patch };
    if (
      next.phase === this.snap.phase &&
      next.viewerCount === this.snap.viewerCount &&
      next.media === this.snap.media &&
      next.message === this.snap.message
    )
      return;
    this.snap = next;
    if (this.running) this.opts.onChange(next);
  }
}
