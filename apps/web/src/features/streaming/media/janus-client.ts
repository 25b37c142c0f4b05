/**
 * A small client of Janus' WebSocket API: one session, VideoRoom handles on it, requests matched to
 * answers by transaction, keepalives, trickled candidates. Only what our transports use.
 */
export type JanusJson = Record<string, unknown>;

/** Janus or the VideoRoom said no (a refused token, no such room or feed…). */
export class JanusError extends Error {
  constructor(
    readonly code: number,
    reason: string,
  ) {
    super(reason);
  }
}

/** The VideoRoom's "no such feed": the host has not published (yet). */
export const NO_SUCH_FEED = 428;

export interface PluginAnswer {
  data: JanusJson;
  jsep?: RTCSessionDescriptionInit;
}

/** Events Janus sends a handle outside any request: the plugin's, and webrtcup, hangup, slowlink… */
export type HandleEvent = { janus: string; data?: JanusJson; jsep?: RTCSessionDescriptionInit; uplink?: boolean };

/** The part of WebSocket the client uses (a fake one in unit tests). */
export interface JanusSocket {
  readyState: number;
  onopen: (() => void) | null;
  onclose: (() => void) | null;
  onerror: (() => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  send(data: string): void;
  close(): void;
}

const KEEPALIVE_MS = 25_000;
const ANSWER_WITHIN_MS = 10_000;

export class JanusHandle {
  onEvent: ((event: HandleEvent) => void) | null = null;

  constructor(
    private readonly session: JanusSession,
    readonly id: number,
  ) {}

  /** A VideoRoom request; answers the plugin's data (and Janus' description, if any). */
  async message(body: JanusJson, jsep?: RTCSessionDescriptionInit): Promise<PluginAnswer> {
    const answer = await this.session.request({ janus: 'message', handle_id: this.id, body, ...(jsep && { jsep }) });
    const data = ((answer.plugindata as { data?: JanusJson } | undefined)?.data ?? {}) as JanusJson;
    if (typeof data.error_code === 'number') throw new JanusError(data.error_code, String(data.error));
    return { data, ...(answer.jsep ? { jsep: answer.jsep as RTCSessionDescriptionInit } : {}) };
  }

  trickle(candidate: RTCIceCandidateInit | null): void {
    this.session.post({ janus: 'trickle', handle_id: this.id, candidate: candidate ?? { completed: true } });
  }
}

export class JanusSession {
  /** The connection to Janus is gone (Janus stopped, the network dropped): every handle with it. */
  onLost: (() => void) | null = null;
  private id = 0;
  private readonly pending = new Map<string, { resolve(m: JanusJson): void; reject(e: Error): void }>();
  private readonly handles = new Map<number, JanusHandle>();
  private keepalive: ReturnType<typeof setInterval> | null = null;
  private closed = false;
  private counter = 0;

  private constructor(
    private readonly socket: JanusSocket,
    private token: string,
  ) {
    socket.onmessage = (event) => this.receive(String(event.data));
    socket.onclose = () => this.lose();
    socket.onerror = () => this.lose();
  }

  /** Connects and creates a session with our token. */
  static async open(
    url: string,
    token: string,
    createSocket: (url: string) => JanusSocket = defaultSocket,
  ): Promise<JanusSession> {
    const socket = createSocket(url);
    await new Promise<void>((resolve, reject) => {
      socket.onopen = () => resolve();
      socket.onerror = () => reject(new JanusError(0, 'Janus is not reachable'));
      socket.onclose = () => reject(new JanusError(0, 'Janus is not reachable'));
    });
    const session = new JanusSession(socket, token);
    const created = await session.request({ janus: 'create' });
    session.id = (created.data as { id: number }).id;
    session.keepalive = setInterval(() => session.post({ janus: 'keepalive' }), KEEPALIVE_MS);
    return session;
  }

  /**
   * Janus checks the core token on every request, keepalives included, so a session that outlives
   * its token must carry a newer one from then on or time out.
   */
  renew(token: string): void {
    this.token = token;
  }

  async attach(): Promise<JanusHandle> {
    const attached = await this.request({ janus: 'attach', plugin: 'janus.plugin.videoroom' });
    const handle = new JanusHandle(this, (attached.data as { id: number }).id);
    this.handles.set(handle.id, handle);
    return handle;
  }

  /** Destroys the session at Janus (its handles leave their rooms) and closes the connection. */
  close(): void {
    if (this.closed) return;
    if (this.id) this.post({ janus: 'destroy' });
    this.shutdown();
    this.socket.close();
  }

  request(frame: JanusJson): Promise<JanusJson> {
    const transaction = `t${++this.counter}`;
    return new Promise<JanusJson>((resolve, reject) => {
      if (this.closed) return reject(new JanusError(0, 'The Janus session is closed'));
      const timer = setTimeout(() => {
        this.pending.delete(transaction);
        reject(new JanusError(0, 'Janus did not answer'));
      }, ANSWER_WITHIN_MS);
      this.pending.set(transaction, {
        resolve: (m) => (clearTimeout(timer), resolve(m)),
        reject: (e) => (clearTimeout(timer), reject(e)),
      });
      this.post(frame, transaction);
    }).then((m) => {
      if (m.janus === 'error') {
        const e = m.error as { code: number; reason: string };
        throw new JanusError(e.code, e.reason);
      }
      return m;
    });
  }

  post(frame: JanusJson, transaction = `t${++this.counter}`): void {
    if (this.closed || this.socket.readyState !== 1) return;
    this.socket.send(
      JSON.stringify({ ...frame, transaction, token: this.token, ...(this.id && { session_id: this.id }) }),
    );
  }

  private receive(raw: string): void {
    let msg: JanusJson;
    try {
      msg = JSON.parse(raw) as JanusJson;
    } catch {
      return;
    }
    if (msg.janus === 'ack' || msg.janus === 'keepalive') return;
    const waiter = typeof msg.transaction === 'string' ? this.pending.get(msg.transaction) : undefined;
    if (waiter && (msg.janus === 'success' || msg.janus === 'error' || msg.janus === 'event')) {
      this.pending.delete(msg.transaction as string);
      waiter.resolve(msg);
      return;
    }
    const handle = typeof msg.sender === 'number' ? this.handles.get(msg.sender) : undefined;
    if (!handle) return;
    const data = (msg.plugindata as { data?: JanusJson } | undefined)?.data;
    handle.onEvent?.({
      janus: String(msg.janus),
      ...(data && { data }),
      ...(msg.jsep ? { jsep: msg.jsep as RTCSessionDescriptionInit } : {}),
      ...(typeof msg.uplink === 'boolean' && { uplink: msg.uplink }),
    });
  }

  private lose(): void {
    if (this.closed) return;
    this.shutdown();
    this.onLost?.();
  }

  private shutdown(): void {
    this.closed = true;
    if (this.keepalive) clearInterval(this.keepalive);
    this.keepalive = null;
    for (const w of this.pending.values()) w.reject(new JanusError(0, 'The connection to Janus closed'));
    this.pending.clear();
    this.handles.clear();
  }
}

function defaultSocket(url: string): JanusSocket {
  return new WebSocket(url, 'janus-protocol') as unknown as JanusSocket;
}
