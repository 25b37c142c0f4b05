import {
  PRESENCE_HEARTBEAT_MS,
  REALTIME_PATH,
  REALTIME_SUBPROTOCOL,
  ServerMessage,
  type ClientMessage,
} from '@sankofa/contracts/realtime';
import { backoffDelay } from './backoff.ts';

export { BACKOFF_MAX_MS, backoffDelay } from './backoff.ts';

export type RealtimeStatus = 'idle' | 'connecting' | 'open' | 'reconnecting' | 'revoked' | 'closed';
export type ServerMessageType = ServerMessage['type'];
export type ServerMessageOf<T extends ServerMessageType> = Extract<ServerMessage, { type: T }>;
export type AccessTokenSource = () => Promise<string | null>;

/** Close code the server uses for "sign in again": token expired, or session ended. */
const CLOSE_REAUTHENTICATE = 4001;
/** Activity re-announces presence at most this often. */
export const ACTIVITY_THROTTLE_MS = 5_000;
const ACTIVITY_EVENTS = ['mousemove', 'keydown', 'click', 'scroll'] as const;

type ActivityTarget = Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;

interface RealtimeClientOptions {
  /** Defaults to ws(s)://<current host>/api/realtime. */
  url?: string;
  /** The session ended on the server (sign-out elsewhere, revoked): no reconnect follows. */
  onRevoked?: () => void;
  WebSocketImpl?: typeof WebSocket;
  /** Where user activity is observed (defaults to window; null disables it). */
  activityTarget?: ActivityTarget | null;
  random?: () => number;
  now?: () => number;
}

function defaultUrl(): string {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss' : 'ws'}://${host}${REALTIME_PATH}`;
}

/**
 * One realtime connection per tab. Reconnects on its own after unexpected closes (back-off from
 * 200 ms, doubling), fetches a fresh access token for every attempt, and re-announces presence every
 * 30 s and on user activity.
 */
export class RealtimeClient {
  status: RealtimeStatus = 'idle';
  private readonly opts: RealtimeClientOptions;
  private readonly handlers = new Map<ServerMessageType, Set<(m: ServerMessage) => void>>();
  private readonly statusHandlers = new Set<(s: RealtimeStatus) => void>();
  private getToken: AccessTokenSource | null = null;
  private ws: WebSocket | null = null;
  private ready = false;
  /** Consecutive attempts that did not reach `hello`. */
  private failures = 0;
  /** Bumped by connect/close so callbacks of an older connection do nothing. */
  private generation = 0;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private heartbeatTimer: ReturnType<typeof setInterval> | null = null;
  private lastAnnounce = 0;

  constructor(opts: RealtimeClientOptions = {}) {
    this.opts = opts;
  }

  /** Opens the connection (no-op when already connected or connecting). */
  connect(getAccessToken: AccessTokenSource): void {
    if (this.getToken) return;
    this.getToken = getAccessToken;
    this.generation++;
    this.failures = 0;
    const target = this.activityTarget();
    for (const type of ACTIVITY_EVENTS)
      target?.addEventListener(type, this.onActivity, { passive: true, capture: true });
    target?.addEventListener('visibilitychange', this.onWake);
    target?.addEventListener('online', this.onWake);
    void this.open();
  }

  /** Subscribes to one event type; returns the unsubscribe function. */
  on<T extends ServerMessageType>(type: T, handler: (message: ServerMessageOf<T>) => void): () => void {
    let set = this.handlers.get(type);
    if (!set) this.handlers.set(type, (set = new Set()));
    const h = handler as (m: ServerMessage) => void;
    set.add(h);
    return () => void set.delete(h);
  }

  onStatus(handler: (status: RealtimeStatus) => void): () => void {
    this.statusHandlers.add(handler);
    return () => void this.statusHandlers.delete(handler);
  }

  /** Sends a command; false when not connected (commands are not queued). */
  send(message: ClientMessage): boolean {
    const ws = this.ws;
    if (!ws || !this.ready || ws.readyState !== ws.OPEN) return false;
    ws.send(JSON.stringify(message));
    if (message.type === 'presence.heartbeat') this.lastAnnounce = this.now();
    return true;
  }

  /** Waiting to reconnect: try now instead of at the end of the back-off (the server is known to be back). */
  reconnectNow(): void {
    if (!this.retryTimer) return;
    clearTimeout(this.retryTimer);
    this.retryTimer = null;
    void this.open();
  }

  /** Closes the connection and removes every listener, subscription and timer. connect() may be called again. */
  close(): void {
    this.teardown();
    this.handlers.clear();
    this.setStatus('closed');
    this.statusHandlers.clear();
  }

  private teardown(): void {
    this.generation++;
    this.getToken = null;
    this.clearTimers();
    const target = this.activityTarget();
    for (const type of ACTIVITY_EVENTS) target?.removeEventListener(type, this.onActivity, { capture: true });
    target?.removeEventListener('visibilitychange', this.onWake);
    target?.removeEventListener('online', this.onWake);
    const ws = this.ws;
    this.ws = null;
    this.ready = false;
    // The close reason is for the server's log, not for a person.
    // eslint-disable-next-line i18next/no-literal-string
    if (ws && (ws.readyState === ws.OPEN || ws.readyState === ws.CONNECTING)) ws.close(1000, 'Closed by the app');
  }

  private async open(): Promise<void> {
    const gen = this.generation;
    this.setStatus(this.failures === 0 ? 'connecting' : 'reconnecting');
    let token: string | null;
    try {
      token = await this.getToken!();
    } catch {
      if (gen === this.generation) this.retry();
      return;
    }
    if (gen !== this.generation) return;
    if (!token) {
      // Signed out: nothing to connect with until the app calls connect() again.
      this.teardown();
      this.setStatus('closed');
      return;
    }
    const Impl = this.opts.WebSocketImpl ?? WebSocket;
    const ws = new Impl(this.opts.url ?? defaultUrl(), [REALTIME_SUBPROTOCOL, `bearer.${token}`]);
    this.ws = ws;
    ws.onmessage = (ev: MessageEvent) => {
      if (this.ws === ws) this.receive(ev.data);
    };
    ws.onclose = (ev: CloseEvent) => {
      if (this.ws === ws) this.onClosed(ev.code);
    };
  }

  private receive(data: unknown): void {
    if (typeof data !== 'string') return;
    let value: unknown;
    try {
      value = JSON.parse(data);
    } catch {
      return;
    }
    const parsed = ServerMessage.safeParse(value);
    if (!parsed.success) return;
    const message = parsed.data;
    if (message.type === 'hello') {
      this.ready = true;
      this.failures = 0;
      this.lastAnnounce = this.now();
      this.heartbeatTimer ??= setInterval(() => this.announce(), PRESENCE_HEARTBEAT_MS);
      this.setStatus('open');
    } else if (message.type === 'session.revoked') {
      const onRevoked = this.opts.onRevoked;
      this.teardown();
      this.setStatus('revoked');
      this.dispatch(message);
      onRevoked?.();
      return;
    }
    this.dispatch(message);
  }

  private dispatch(message: ServerMessage): void {
    for (const h of [...(this.handlers.get(message.type) ?? [])]) {
      try {
        h(message);
      } catch (err) {
        console.error('realtime handler failed', err);
      }
    }
  }

  private onClosed(code: number): void {
    this.ws = null;
    this.ready = false;
    this.clearTimers();
    // A first 4001 after a working connection: reconnect at once with a fresh token; repeated ones back off.
    if (code === CLOSE_REAUTHENTICATE && this.failures === 0) {
      this.failures = 1;
      void this.open();
      return;
    }
    this.retry();
  }

  private retry(): void {
    const delay = backoffDelay(this.failures, this.opts.random);
    this.failures++;
    this.setStatus('reconnecting');
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      void this.open();
    }, delay);
  }

  private announce(): void {
    this.send({ type: 'presence.heartbeat' });
  }

  private readonly onActivity = (): void => {
    if (this.now() - this.lastAnnounce >= ACTIVITY_THROTTLE_MS) this.announce();
  };

  /** Tab visible again or network back: re-announce now, or retry at once if waiting to reconnect. */
  private readonly onWake = (): void => {
    if (typeof document !== 'undefined' && document.visibilityState === 'hidden') return;
    if (this.retryTimer) this.reconnectNow();
    else this.onActivity();
  };

  private clearTimers(): void {
    if (this.retryTimer) clearTimeout(this.retryTimer);
    if (this.heartbeatTimer) clearInterval(this.heartbeatTimer);
    this.retryTimer = null;
    this.heartbeatTimer = null;
  }

  private setStatus(status: RealtimeStatus): void {
    if (this.status === status) return;
    this.status = status;
    for (const h of [...this.statusHandlers]) h(status);
  }

  private activityTarget(): ActivityTarget | null {
    if (this.opts.activityTarget !== undefined) return this.opts.activityTarget;
    return typeof window === 'undefined' ? null : window;
  }

  private now(): number {
    return (this.opts.now ?? Date.now)();
  }
}
