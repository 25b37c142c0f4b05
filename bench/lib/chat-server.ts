/**
 * The server side of the realtime messaging benches, in a process of its own so the client's work
 * (thousands of sockets, timing, parsing) is never charged to it. Two kinds:
 *
 *   app    the real Fastify stack as the tests build it (createTestApp: PostgreSQL when DATABASE_URL
 *          is set, else in-memory PGlite; in-process bus and presence, or Redis for both when
 *          REDIS_URL is set), members, matched pairs and sessions made by set-based SQL;
 *   floor  a bare `ws` relay (same ws build and maxPayload): it reads `to` from each JSON frame and
 *          forwards the frame unchanged to that socket. What the transport alone costs.
 *
 * Both listen on a loopback port in 3300–3399. The driver talks to the child over IPC: phase-begin /
 * phase-end bracket a measurement and answer the server's own figures for it (CPU, event-loop delay,
 * SQL statements and their time as the app saw it, bus publish→delivery time); count-begin /
 * count-end return the statements sent in between. With BENCH_CPU_PROF=<dir>, each phase of the
 * server child is also CPU-profiled (V8 sampling profiler) into <dir>/<kind>-phase-<n>.cpuprofile, to
 * find where the time goes; the profiler costs time of its own, so figures from such runs are not
 * the ones to report.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type * as Ws from 'ws';
import type { Bus } from '../../apps/api/src/adapters/bus/bus.ts';
import { SERVER_NODE_FLAGS } from '../../apps/api/src/server-node-flags.ts';
import { withTimeout } from './bench-kit.ts';
import {
  createMembers,
  issueTokens,
  latency,
  loadProbe,
  loopbackPort,
  matchPairs,
  memberIdSql,
  removeMembers,
  ws,
  type Latency,
  type LoadReading,
} from './messaging-kit.ts';

interface AppSetup {
  kind: 'app';
  /** Names this bench's members (their e-mails), so a rerun removes what the last one made. */
  tag: string;
  members: number;
  /** Member 2k+1 is matched with member 2k+2 for k < pairs. */
  pairs: number;
  /** Tokens credited to every member (for gifts). */
  grantTokens?: number;
  /** Conversations that already hold this many messages (pair index as above). */
  prior?: Array<{ pair: number; messages: number }>;
  env?: Record<string, string>;
}
interface FloorSetup {
  kind: 'floor';
  sockets: number;
}
type Setup = AppSetup | FloorSetup;

export interface Ready {
  /** WebSocket URL without the floor's `?id=` part. */
  url: string;
  port: number;
  database: string;
  bus: string;
  /** Member ids (app) or socket ids (floor), with the app's access tokens. */
  users: Array<{ id: string; token: string }>;
  setupSeconds: number;
}

export interface PhaseStats extends LoadReading {
  sockets: number;
  statements: number;
  /** db.execute outside transactions (e.g. the typing permission check), as the app awaited it. */
  sqlExecuteMs?: Latency;
  /** Whole db.transaction calls (e.g. one chat.send), as the app awaited them. */
  sqlTransactionMs?: Latency;
  /** Bus publish → subscriber handler. */
  busMs?: Latency;
}

type Request =
  | { type: 'setup'; setup: Setup }
  | { type: 'phase-begin' }
  | { type: 'phase-end' }
  | { type: 'count-begin' }
  | { type: 'count-end' }
  | { type: 'close' };
type Envelope = { id: number; req: Request };
type Reply = { id: number; ok: true; value: unknown } | { id: number; ok: false; message: string };

export interface ChatServer {
  ready: Ready;
  phaseBegin(): Promise<void>;
  phaseEnd(): Promise<PhaseStats>;
  countBegin(): Promise<void>;
  countEnd(): Promise<string[]>;
  close(): Promise<void>;
}

// ───────────────────────────── driver side ─────────────────────────────

export async function startChatServer(setup: Setup): Promise<ChatServer> {
  const child: ChildProcess = fork(fileURLToPath(import.meta.url), ['--chat-server'], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    // The app server runs with the flags `npm start` gives it; the bare relay with node's defaults.
    execArgv: [...process.execArgv, ...(setup.kind === 'app' ? SERVER_NODE_FLAGS : [])],
  });
  const kill = () => child.kill('SIGKILL');
  process.once('exit', kill);
  let nextId = 0;
  const pending = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  child.on('message', (r: Reply) => {
    const p = pending.get(r.id);
    if (!p) return;
    pending.delete(r.id);
    if (r.ok) p.resolve(r.value);
    else p.reject(new Error(r.message));
  });
  const exited = new Promise<void>((resolve) =>
    child.once('exit', (code) => {
      for (const p of pending.values()) p.reject(new Error(`chat server exited (code ${code})`));
      pending.clear();
      process.off('exit', kill);
      resolve();
    }),
  );
  const call = <T>(req: Request, what: string, ms = 60_000) =>
    withTimeout(
      what,
      ms,
      new Promise<T>((resolve, reject) => {
        const id = ++nextId;
        pending.set(id, { resolve: resolve as (v: unknown) => void, reject });
        child.send({ id, req } satisfies Envelope);
      }),
    );
  let ready: Ready;
  try {
    ready = await call<Ready>({ type: 'setup', setup }, `starting the ${setup.kind} server`, 600_000);
  } catch (err) {
    kill();
    throw err;
  }
  return {
    ready,
    phaseBegin: () => call<void>({ type: 'phase-begin' }, 'phase-begin'),
    phaseEnd: () => call<PhaseStats>({ type: 'phase-end' }, 'phase-end'),
    countBegin: () => call<void>({ type: 'count-begin' }, 'count-begin'),
    countEnd: () => call<string[]>({ type: 'count-end' }, 'count-end'),
    async close() {
      if (child.exitCode !== null) return;
      await call<void>({ type: 'close' }, 'closing the server', 60_000).catch(() => kill());
      await Promise.race([exited, new Promise((r) => setTimeout(r, 15_000))]);
      kill();
    },
  };
}

// ───────────────────────────── child side ─────────────────────────────

interface Served {
  ready: Ready;
  sockets(): number;
  close(): Promise<void>;
}

/** Wraps a bus so every message carries its publish time; the subscriber side records the wait. */
function timedBus(inner: Bus, record: (ms: number) => void): Bus {
  return {
    publish: (channel, message) => inner.publish(channel, { t: performance.now(), m: message }),
    subscribe: (channel, handler) =>
      inner.subscribe(channel, (wrapped) => {
        const w = wrapped as { t: number; m: unknown };
        record(performance.now() - w.t);
        handler(w.m);
      }),
    ping: () => inner.ping(),
    onRecovered: (listener) => inner.onRecovered(listener),
    close: () => inner.close(),
  };
}

const state = {
  statements: 0,
  capturing: false,
  captured: [] as string[],
  execMs: [] as number[],
  txMs: [] as number[],
  busMs: [] as number[],
};

async function serveApp(s: AppSetup): Promise<Served> {
  const started = performance.now();
  const { createTestApp } = await import('../../apps/api/src/test/harness.ts');
  const redisUrl = process.env.REDIS_URL;
  const prefix = `bench-msg-${process.pid}:`;
  let bus: Bus;
  let extra = {};
  if (redisUrl) {
    const { createRedisBus } = await import('../../apps/api/src/adapters/bus/redis-bus.ts');
    const { createRedisPresenceStore } = await import('../../apps/api/src/modules/realtime/redis-presence-store.ts');
    const { createRedisRateLimiter } = await import('../../apps/api/src/adapters/ratelimit/redis-rate-limiter.ts');
    bus = createRedisBus(redisUrl, `${prefix}bus:`);
    extra = {
      presence: createRedisPresenceStore(redisUrl, { prefix: `${prefix}presence:` }),
      limiter: createRedisRateLimiter(redisUrl, `${prefix}rl:`),
    };
  } else {
    const { createMemoryBus } = await import('../../apps/api/src/adapters/bus/memory-bus.ts');
    bus = createMemoryBus();
  }
  const t = await createTestApp({
    env: {
      RATE_MESSAGES_PER_MINUTE: '100000000',
      RATE_DISCOVER_READS_PER_MINUTE: '100000000',
      ...s.env,
    },
    onQuery: (q) => {
      state.statements++;
      if (state.capturing) state.captured.push(q);
    },
    deps: { bus: timedBus(bus, (ms) => state.busMs.push(ms)), ...extra },
  });
  const db = t.deps.database.db;
  await removeMembers(db, s.tag);
  const users = await createMembers(db, s.tag, s.members);
  await matchPairs(db, s.tag, s.pairs);
  if (s.grantTokens) {
    await db.execute(
      sql.raw(`insert into token_ledger (user_id, amount, reason)
        select ${memberIdSql(s.tag, 'i')}, ${Math.floor(s.grantTokens)}, 'bench_grant' from generate_series(1, ${s.members}) i`),
    );
  }
  for (const p of s.prior ?? []) {
    const [a, b] = [memberIdSql(s.tag, String(2 * p.pair + 1)), memberIdSql(s.tag, String(2 * p.pair + 2))];
    const n = Math.floor(p.messages);
    await db.execute(
      sql.raw(`insert into conversations (user_a, user_b, last_seq, last_message_at, a_read_seq, b_read_seq)
        select least(a, b), greatest(a, b), ${n}, now() - interval '1 minute', ${n}, ${n} from (select ${a} a, ${b} b) p`),
    );
    await db.execute(
      sql.raw(`insert into messages (user_a, user_b, seq, sender_id, client_id, kind, body, created_at)
        select least(a, b), greatest(a, b), s, case when s % 2 = 1 then a else b end, 'prior-${p.pair}-' || s, 'text',
          'Earlier message number ' || s, now() - interval '1 minute' - ((${n} - s) || ' seconds')::interval
        from (select ${a} a, ${b} b) p, generate_series(1, ${n}) s`),
    );
  }
  const tokens = await issueTokens(t.deps, s.tag, s.members);

  // Time what the app awaits from the database (not product code: the bench's own wrappers on its instance).
  const dbAny = db as unknown as Record<'execute' | 'transaction', (...args: unknown[]) => Promise<unknown>>;
  for (const [name, into] of [
    ['execute', 'execMs'],
    ['transaction', 'txMs'],
  ] as const) {
    const original = dbAny[name]!.bind(db);
    dbAny[name] = (...args: unknown[]) => {
      const t0 = performance.now();
      return original(...args).then((r) => (state[into].push(performance.now() - t0), r));
    };
  }

  const port = await loopbackPort();
  await t.app.listen({ host: '127.0.0.1', port });
  return {
    ready: {
      url: `ws://127.0.0.1:${port}/api/realtime`,
      port,
      database: t.deps.database.kind,
      bus: redisUrl ? 'redis' : 'in-process',
      users: users.map((id, i) => ({ id, token: tokens[i]! })),
      setupSeconds: (performance.now() - started) / 1000,
    },
    sockets: () => t.app.websocketServer.clients.size,
    close: () => t.close(),
  };
}

async function serveFloor(s: FloorSetup): Promise<Served> {
  const port = await loopbackPort();
  const wss = new ws.WebSocketServer({ host: '127.0.0.1', port, maxPayload: 16 * 1024 });
  await new Promise<void>((r) => wss.once('listening', () => r()));
  const byId = new Map<string, Ws.WebSocket>();
  wss.on('connection', (socket, req) => {
    const id = new URL(req.url ?? '/', 'http://x').searchParams.get('id') ?? '';
    byId.set(id, socket);
    socket.on('message', (data, isBinary) => {
      let to: unknown;
      try {
        to = (JSON.parse(String(data)) as { to?: unknown }).to;
      } catch {
        return;
      }
      byId.get(String(to))?.send(data, { binary: isBinary });
    });
    socket.on('close', () => byId.get(id) === socket && byId.delete(id));
    socket.send('{"type":"hello"}');
  });
  return {
    ready: {
      url: `ws://127.0.0.1:${port}/`,
      port,
      database: 'none',
      bus: 'none',
      users: Array.from({ length: s.sockets }, (_, i) => ({ id: String(i), token: '' })),
      setupSeconds: 0,
    },
    sockets: () => wss.clients.size,
    close: () => new Promise((r) => wss.close(() => r())),
  };
}

/** Samples the CPU of this process between start() and stop() when BENCH_CPU_PROF names a folder. */
function phaseProfiler(kind: string) {
  const dir = process.env.BENCH_CPU_PROF;
  if (!dir) return { start: async () => {}, stop: async () => {} };
  const session = new Session();
  session.connect();
  let n = 0;
  return {
    async start() {
      await session.post('Profiler.enable');
      await session.post('Profiler.setSamplingInterval', { interval: 200 });
      await session.post('Profiler.start');
    },
    async stop() {
      const { profile } = await session.post('Profiler.stop');
      mkdirSync(dir, { recursive: true });
      writeFileSync(path.join(dir, `${kind}-phase-${++n}.cpuprofile`), JSON.stringify(profile));
    },
  };
}

function child(): void {
  let served: Served | undefined;
  let profiler = phaseProfiler('server');
  const probe = loadProbe();
  const answer = (id: number, value: unknown) => process.send!({ id, ok: true, value } satisfies Reply);
  process.on('message', async ({ id, req }: Envelope) => {
    try {
      switch (req.type) {
        case 'setup':
          served = req.setup.kind === 'app' ? await serveApp(req.setup) : await serveFloor(req.setup);
          profiler = phaseProfiler(req.setup.kind);
          return answer(id, served.ready);
        case 'phase-begin':
          await profiler.start();
          probe.reset();
          state.statements = 0;
          state.execMs = [];
          state.txMs = [];
          state.busMs = [];
          return answer(id, null);
        case 'phase-end': {
          const stats: PhaseStats = { ...probe.read(), sockets: served?.sockets() ?? 0, statements: state.statements };
          await profiler.stop();
          if (state.execMs.length) stats.sqlExecuteMs = latency(state.execMs);
          if (state.txMs.length) stats.sqlTransactionMs = latency(state.txMs);
          if (state.busMs.length) stats.busMs = latency(state.busMs);
          return answer(id, stats);
        }
        case 'count-begin':
          state.captured = [];
          state.capturing = true;
          return answer(id, null);
        case 'count-end':
          state.capturing = false;
          return answer(id, state.captured);
        case 'close':
          await served?.close().catch(() => {});
          answer(id, null);
          setTimeout(() => process.exit(0), 50);
      }
    } catch (err) {
      process.send!({ id, ok: false, message: (err as Error).stack ?? String(err) } satisfies Reply);
    }
  });
  process.on('disconnect', () => process.exit(0));
}

if (process.argv.includes('--chat-server')) child();
