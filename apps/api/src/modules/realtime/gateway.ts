import { randomBytes, randomInt } from 'node:crypto';
import type { RawData, WebSocket } from 'ws';
import type { FastifyBaseLogger } from 'fastify';
import type { Locale } from '@sankofa/contracts/locales';
import { PRESENCE_HEARTBEAT_MS, PROTOCOL_VERSION, ServerMessage } from '@sankofa/contracts/realtime';
import type { AppDeps } from '../../deps.ts';
import type { AccessClaims } from '../auth/access-token.ts';
import { ChannelHub } from './channel-hub.ts';
import { runCommand, type CommandContext } from './commands.ts';
import { Connection } from './connection.ts';
import type { RealtimeFeature, RealtimeFeatureFactory } from './feature.ts';
import { targetOf } from './publish.ts';
import { parseClientFrame } from './inbound.ts';
import { LIVENESS_SLICES, startLiveness } from './liveness.ts';
import type { PresenceAudience } from './presence-policy.ts';
import { publishPresenceChange } from './presence-notifier.ts';
import { isSessionChannel, isSessionRevoked, sessionChannel, userChannel, userOfChannel } from './session-events.ts';

/** Close code: sign in again (token expired) or the session ended (after a `session.revoked` event). */
const CLOSE_REAUTHENTICATE = 4001;
/** Frames a socket may send per 5 s window before they are refused, and before it is dropped. */
const FRAMES_PER_WINDOW = 100;
const FRAMES_BEFORE_DROP = 400;
/** After the bus was cut off, sockets are asked to reconnect over this long, not all in one instant. */
const RESUME_SPREAD_MS = 2_000;

interface GatewayOptions {
  audience: PresenceAudience;
  log: FastifyBaseLogger;
  /** Server pings, dead-peer removal, presence refresh and sweep run this often (default 30 s). */
  livenessEveryMs?: number;
  /** Token expiry and frame-rate windows are checked this often (default 5 s). */
  tickEveryMs?: number;
  /** The features plugged into this core (messaging, streaming…), each made with the channels it lends them. */
  features?: readonly RealtimeFeatureFactory[];
  /**
   * How long a closed socket still counts for presence (default 0). A phone whose connection drops
   * and comes back within it is never shown offline, and nobody is told twice (decision 0066).
   */
  offlineGraceMs?: number;
}

export interface Gateway {
  accept(ws: WebSocket, claims: AccessClaims, locale?: Locale): void;
  readonly connectionCount: number;
  /** Runs one liveness round now (the shared interval calls it; tests may too). */
  livenessRound(): Promise<void>;
  shutdown(): Promise<void>;
}

/**
 * Owns every realtime socket of this instance. Per-socket state is a small Connection object; the
 * listeners and timers are shared by all sockets, so an idle socket costs only what ws itself needs.
 */
export function createGateway(deps: Pick<AppDeps, 'bus' | 'clock' | 'presence'>, opts: GatewayOptions): Gateway {
  const { bus, presence: store } = deps;
  const { audience, log } = opts;
  const now = () => deps.clock();
  const instance = randomBytes(6).toString('base64url');
  let counter = 0;
  const conns = new Map<WebSocket, Connection>();
  const releasing = new Set<Promise<void>>();
  /** Closed sockets still counted online until their grace ends, each with the timer that ends it. */
  const goodbyes = new Map<Connection, NodeJS.Timeout>();
  const graceMs = opts.offlineGraceMs ?? 0;
  let stopping = false;
  const hub = new ChannelHub(bus, deliver, (err, channel) =>
    log.error({ err, channel }, 'realtime bus subscription failed'),
  );

  const spellStarted = (userId: string, at: Date) => publishPresenceChange(bus, audience, userId, true, at);
  const spellEnded = (userId: string, at: Date) => publishPresenceChange(bus, audience, userId, false, at);
  const channels = {
    join: (channel: string, conn: Connection) => hub.join(channel, conn),
    leave: (channel: string, conn: Connection) => hub.leave(channel, conn),
  };
  const features: RealtimeFeature[] = (opts.features ?? []).map((make) => make({ channels, log }));
  const byFamily = new Map<string, RealtimeFeature>();
  for (const f of features) {
    for (const family of f.families) {
      if (byFamily.has(family) || family === 'ping' || family === 'presence')
        throw new Error(`realtime command family "${family}" is taken`);
      byFamily.set(family, f);
    }
  }
  const filters = features.filter((f) => f.hides);
  const ctx: CommandContext = { store, audience, now, onSpellStarted: spellStarted, features: byFamily };
  const logFailure = (what: string) => (err: unknown) => log.error({ err }, what);

  function deliver(channel: string, members: ReadonlySet<Connection>, message: unknown): void {
    if (isSessionChannel(channel)) {
      if (isSessionRevoked(message)) for (const c of [...members]) revoke(c);
      return;
    }
    const parsed = ServerMessage.safeParse(message);
    if (!parsed.success) {
      log.warn({ channel }, 'dropped a realtime message that does not match the protocol');
      return;
    }
    const event = parsed.data;
    if (event.type === 'connections.changed') {
      const userId = userOfChannel(channel);
      for (const f of features) f.connectionsChanged?.(userId, members);
    }
    const data = JSON.stringify(event);
    const target = targetOf(message);
    if (target !== undefined) {
      for (const c of members) if (c.open && c.id === target) c.sendRaw(data);
      return;
    }
    for (const c of members) if (c.open && !filters.some((f) => f.hides!(c, event))) c.sendRaw(data);
  }

  function revoke(conn: Connection): void {
    conn.send({ type: 'session.revoked' });
    conn.close(CLOSE_REAUTHENTICATE, 'Session ended');
  }

  function expire(conn: Connection): void {
    conn.close(CLOSE_REAUTHENTICATE, 'Access token expired');
  }

  function accept(ws: WebSocket, claims: AccessClaims, locale: Locale = 'en'): void {
    const id = `${instance}.${(++counter).toString(36)}`;
    const conn = new Connection(
      ws,
      id,
      claims.userId,
      claims.sessionId,
      claims.expiresAt * 1000,
      counter % LIVENESS_SLICES,
      locale,
    );
    conns.set(ws, conn);
    ws.pause(); // hello comes first; frames wait until set-up is done
    ws.on('message', onMessage);
    ws.on('pong', onPong);
    ws.on('close', onClose);
    void setUp(conn);
  }

  async function setUp(conn: Connection): Promise<void> {
    let started = false;
    let learning: Promise<void> | undefined;
    const at = now();
    try {
      await Promise.all([hub.join(userChannel(conn.userId), conn), hub.join(sessionChannel(conn.sessionId), conn)]);
      // Once subscribed (so no change is missed) and before any frame is read.
      learning = Promise.all(features.map((f) => f.connected?.(conn))).then(
        () => undefined,
        logFailure('realtime feature set-up failed'),
      );
      started = await store.connect(conn.userId, conn.id, at);
      if (!conn.closed && conn.ws.readyState === conn.ws.OPEN) {
        conn.open = true;
        conn.send({
          type: 'hello',
          protocolVersion: PROTOCOL_VERSION,
          userId: conn.userId,
          connectionId: conn.id,
          heartbeatMs: PRESENCE_HEARTBEAT_MS,
        });
      }
    } catch (err) {
      log.error({ err }, 'realtime connection set-up failed');
      conn.close(1011, 'Realtime is unavailable right now; reconnect shortly.');
    } finally {
      conn.settingUp = false;
      conn.ws.resume();
    }
    if (conn.closed) return release(conn);
    await Promise.all([
      learning,
      started ? spellStarted(conn.userId, at).catch(logFailure('presence fan-out failed')) : undefined,
    ]);
  }

  async function release(conn: Connection): Promise<void> {
    if (conn.released) return;
    conn.released = true;
    await Promise.all(features.map((f) => f.closed?.(conn).catch(logFailure('realtime feature release failed'))));
    hub.leave(userChannel(conn.userId), conn);
    hub.leave(sessionChannel(conn.sessionId), conn);
    if (graceMs <= 0 || stopping) return leavePresence(conn);
    // Most drops are a phone changing networks: the next socket usually comes within the grace.
    const timer = setTimeout(() => {
      goodbyes.delete(conn);
      track(leavePresence(conn));
    }, graceMs);
    timer.unref();
    goodbyes.set(conn, timer);
  }

  async function leavePresence(conn: Connection): Promise<void> {
    try {
      const at = now();
      if (await store.disconnect(conn.userId, conn.id, at)) await spellEnded(conn.userId, at);
    } catch (err) {
      log.warn({ err }, 'presence release failed; the entry will lapse on its own');
    }
  }

  /** Shutdown waits for releases still under way, so none publishes on a bus already closed. */
  function track(done: Promise<void>): void {
    releasing.add(done);
    void done.finally(() => releasing.delete(done));
  }

  function onMessage(this: WebSocket, data: RawData, isBinary: boolean): void {
    const conn = conns.get(this);
    if (!conn || !conn.open) return;
    conn.alive = true;
    if (now().getTime() >= conn.expiresAtMs) return expire(conn);
    if (++conn.frames > FRAMES_PER_WINDOW) {
      if (conn.frames > FRAMES_BEFORE_DROP) conn.close(1008, 'Too many messages');
      else
        conn.send({
          type: 'error',
          code: 'rate_limited',
          message: 'Too many messages; slow down and try again in a few seconds.',
        });
      return;
    }
    const parsed = parseClientFrame(data, isBinary);
    if (!parsed.ok) {
      conn.send({
        type: 'error',
        code: 'bad_message',
        message: parsed.message,
        ...(parsed.ref !== undefined && { ref: parsed.ref }),
      });
      return;
    }
    const ref = parsed.message.ref;
    runCommand(ctx, conn, parsed.message).catch((err: unknown) => {
      log.error({ err, type: parsed.message.type }, 'realtime command failed');
      conn.send({
        type: 'error',
        code: 'internal_error',
        message: 'Something went wrong on our side. Please try again.',
        ...(ref !== undefined && { ref }),
      });
    });
  }

  function onPong(this: WebSocket): void {
    const conn = conns.get(this);
    if (conn) conn.alive = true;
  }

  function onClose(this: WebSocket): void {
    const conn = conns.get(this);
    if (!conn) return;
    conns.delete(this);
    conn.closed = true;
    conn.open = false;
    if (!conn.settingUp) track(release(conn));
  }

  const liveness = startLiveness({
    conns,
    store,
    now,
    expire,
    spellStarted,
    spellEnded,
    onError: (what, err) => log.error({ err }, what),
    livenessEveryMs: opts.livenessEveryMs,
    tickEveryMs: opts.tickEveryMs,
  });

  // Events published on other instances while the bus was cut off never reached these sockets. A
  // reconnect makes each client resume from the last sequence it saw and announce its presence again.
  const stopResuming = bus.onRecovered(() => {
    const all = [...conns.values()];
    log.warn({ sockets: all.length }, 'realtime bus is whole again; asking sockets to reconnect and resume');
    for (const c of all) {
      setTimeout(() => {
        if (!c.closed) c.close(1012, 'Reconnect to catch up.');
      }, randomInt(RESUME_SPREAD_MS)).unref();
    }
  });

  return {
    accept,
    get connectionCount() {
      return conns.size;
    },
    livenessRound: liveness.livenessRound,
    async shutdown() {
      stopping = true;
      liveness.stop();
      stopResuming();
      // The process is going: sockets still in their grace leave presence now rather than lapse later.
      for (const [conn, timer] of goodbyes) {
        clearTimeout(timer);
        track(leavePresence(conn));
      }
      goodbyes.clear();
      const all = [...conns.values()];
      conns.clear();
      for (const c of all) {
        c.closed = true;
        c.open = false;
        c.close(1012, 'Server restarting; reconnect shortly.');
      }
      await Promise.allSettled([...all.filter((c) => !c.settingUp).map(release), ...releasing]);
    },
  };
}
