/**
 * Presence memory: with 2,000 connected, authenticated, idle realtime sockets, the API server must
 * spend ≤ 32 KiB per socket.
 *
 * Three processes, so only the server's memory is counted: this driver, a server child (the real
 * Fastify stack via createTestApp on in-memory PGlite, with the in-process bus and presence store)
 * and a client child holding the sockets. Children run with --expose-gc (added to the inherited tsx
 * flags), so the plain command works:
 *
 *   npx tsx bench/presence-memory.ts
 *   BENCH_SOCKETS=5000 npx tsx bench/presence-memory.ts
 *
 * Server memory is read after forced GCs, before (after a warm-up of 100 sockets that were opened
 * and closed, so lazily built code and caches are not charged to the sockets) and after opening all
 * sockets; the delta ÷ sockets is the cost of one socket. The target is checked on V8 heap + external
 * (arrayBuffers are part of external). RSS is printed too, as the marginal cost between half and all
 * of the sockets, because RSS keeps pages that start-up (PGlite, argon2) freed and would go negative. A floor measured in the same run (a bare
 * `ws` server, same ws build and maxPayload, that only sends a hello) shows what the transport alone costs.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type * as Ws from 'ws';
import { printTargets, round, runBench, target, withTimeout, writeResult, type Target } from './lib/bench-kit.ts';

const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 2000);
const USERS = 4;
const WARMUP_SOCKETS = 100;
const LIMIT_KIB = 32;
const OPEN_CONCURRENCY = 200;

// The ws build the API uses (through @fastify/websocket), for the floor server and the clients alike.
const requireFromPlugin = createRequire(createRequire(import.meta.url).resolve('@fastify/websocket'));
const ws = requireFromPlugin('ws') as typeof Ws;

type Role = 'server-app' | 'server-floor' | 'clients';
type Mem = { heapUsed: number; external: number; arrayBuffers: number; rss: number };
type ToServer = { type: 'measure'; expectSockets: number } | { type: 'close' };
type ToClients =
  { type: 'open'; url: string; protocols: string[][]; count: number } | { type: 'close-all' } | { type: 'exit' };
type FromChild =
  | { type: 'ready'; url: string; protocols: string[][] }
  | { type: 'memory'; mem: Mem; sockets: number }
  | { type: 'opened'; count: number; ms: number }
  | { type: 'closed' }
  | { type: 'error'; message: string };

const send = (m: FromChild) => process.send!(m);
const tick = () => new Promise<void>((r) => setImmediate(r));

async function settledMemory(): Promise<Mem> {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) throw new Error('the server child must run with --expose-gc');
  for (let i = 0; i < 6; i++) {
    gc();
    await tick();
  }
  const { heapUsed, external, arrayBuffers, rss } = process.memoryUsage();
  return { heapUsed, external, arrayBuffers, rss };
}

// ───────────────────────────── server children ─────────────────────────────
async function serve(kind: 'app' | 'floor'): Promise<void> {
  let count: () => number;
  let close: () => Promise<void>;
  if (kind === 'app') {
    delete process.env.DATABASE_URL;
    const { createTestApp, signUp } = await import('../apps/api/src/test/harness.ts');
    const { REALTIME_SUBPROTOCOL } = await import('@sankofa/contracts/realtime');
    const t = await createTestApp();
    const address = await t.app.listen({ host: '127.0.0.1', port: 0 });
    const users = [];
    for (let i = 0; i < USERS; i++) users.push(await signUp(t));
    count = () => t.app.websocketServer.clients.size;
    close = () => t.close();
    send({
      type: 'ready',
      url: `${address.replace(/^http/, 'ws')}/api/realtime`,
      protocols: users.map((u) => [REALTIME_SUBPROTOCOL, `bearer.${u.accessToken}`]),
    });
  } else {
    const wss = new ws.WebSocketServer({ host: '127.0.0.1', port: 0, maxPayload: 16 * 1024 });
    await new Promise<void>((r) => wss.once('listening', () => r()));
    wss.on('connection', (socket) => socket.send(JSON.stringify({ type: 'hello' })));
    const addr = wss.address();
    if (typeof addr !== 'object' || !addr) throw new Error('floor server has no address');
    count = () => wss.clients.size;
    close = () => new Promise((r) => wss.close(() => r()));
    send({ type: 'ready', url: `ws://127.0.0.1:${addr.port}/`, protocols: [[]] });
  }
  process.on('message', async (m: ToServer) => {
    if (m.type === 'measure') {
      // The server's view must match: every socket accepted (or, after a close-all, released).
      while (count() !== m.expectSockets) await new Promise((r) => setTimeout(r, 20));
      send({ type: 'memory', mem: await settledMemory(), sockets: count() });
    } else if (m.type === 'close') {
      await close().catch(() => {});
      process.exit(0);
    }
  });
}

// ───────────────────────────── client child ─────────────────────────────
function clients(): void {
  let open: Ws.WebSocket[] = [];
  const openOne = (url: string, protocols: string[]) =>
    new Promise<Ws.WebSocket>((resolve, reject) => {
      const s = new ws.WebSocket(url, protocols);
      s.once('message', () => resolve(s));
      s.once('error', reject);
      s.once('unexpected-response', (_q, res) => reject(new Error(`handshake refused: ${res.statusCode}`)));
    });
  process.on('message', async (m: ToClients) => {
    try {
      if (m.type === 'open') {
        const t0 = performance.now();
        let next = 0;
        const worker = async () => {
          while (next < m.count) {
            const i = next++;
            open.push(await openOne(m.url, m.protocols[i % m.protocols.length]!));
          }
        };
        await Promise.all(Array.from({ length: OPEN_CONCURRENCY }, worker));
        send({ type: 'opened', count: open.length, ms: performance.now() - t0 });
      } else if (m.type === 'close-all') {
        await Promise.all(open.map((s) => new Promise<void>((r) => (s.once('close', () => r()), s.close()))));
        open = [];
        send({ type: 'closed' });
      } else process.exit(0);
    } catch (err) {
      send({ type: 'error', message: (err as Error).stack ?? String(err) });
    }
  });
}

// ───────────────────────────── driver ─────────────────────────────
function start(role: Role): ChildProcess {
  const child = fork(fileURLToPath(import.meta.url), [`--role=${role}`], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    execArgv: [...process.execArgv, '--expose-gc'],
  });
  process.once('exit', () => child.kill('SIGKILL'));
  return child;
}

function request<T extends FromChild['type']>(
  child: ChildProcess,
  what: string,
  expect: T,
  message?: object,
  ms = 120_000,
) {
  return withTimeout(
    what,
    ms,
    new Promise<Extract<FromChild, { type: T }>>((resolve, reject) => {
      const onMessage = (r: FromChild) => {
        if (r.type === 'error') reject(new Error(r.message));
        else if (r.type === expect) resolve(r as Extract<FromChild, { type: T }>);
        else return;
        child.off('message', onMessage);
      };
      child.on('message', onMessage);
      child.once('exit', (code) => reject(new Error(`${what}: child exited (code ${code})`)));
      if (message) child.send(message);
    }),
  );
}

async function scenario(kind: 'app' | 'floor') {
  const server = start(kind === 'app' ? 'server-app' : 'server-floor');
  const client = start('clients');
  try {
    const ready = await request(server, `starting the ${kind} server`, 'ready');
    const open = (count: number) =>
      request(client, `opening ${count} sockets`, 'opened', {
        type: 'open',
        url: ready.url,
        protocols: ready.protocols,
        count,
      } satisfies ToClients);
    const measure = (expectSockets: number) =>
      request(server, 'measuring server memory', 'memory', { type: 'measure', expectSockets } satisfies ToServer);

    await open(WARMUP_SOCKETS);
    await request(client, 'closing warm-up sockets', 'closed', { type: 'close-all' } satisfies ToClients);
    const before = await measure(0);
    const half = Math.floor(SOCKETS / 2);
    const first = await open(half);
    const mid = await measure(half);
    const second = await open(SOCKETS - half);
    const after = await measure(SOCKETS);
    const perSocket = (k: keyof Mem | 'heapExternal') => {
      const v = (m: Mem) => (k === 'heapExternal' ? m.heapUsed + m.external : m[k]);
      return (v(after.mem) - v(before.mem)) / SOCKETS / 1024;
    };
    return {
      kind,
      sockets: SOCKETS,
      openMs: first.ms + second.ms,
      kib: {
        heapExternal: perSocket('heapExternal'),
        heapUsed: perSocket('heapUsed'),
        external: perSocket('external'),
        arrayBuffers: perSocket('arrayBuffers'),
        // RSS keeps pages freed after start-up, so it is taken at the margin: from half the sockets to all.
        rssMarginal: (after.mem.rss - mid.mem.rss) / (SOCKETS - half) / 1024,
      },
      before: before.mem,
      mid: mid.mem,
      after: after.mem,
    };
  } finally {
    client.send({ type: 'exit' } satisfies ToClients);
    server.send({ type: 'close' } satisfies ToServer);
    await Promise.all(
      [server, client].map((c) => (c.exitCode !== null ? null : new Promise((r) => c.once('exit', r)))),
    );
  }
}

async function main(): Promise<Target[]> {
  console.log(
    `presence memory — ${SOCKETS} idle authenticated sockets (${USERS} users), server and clients in separate processes`,
  );
  const floor = await scenario('floor');
  const app = await scenario('app');
  const rows = [floor, app].map((s) => ({
    server: s.kind === 'app' ? 'API gateway (/api/realtime)' : 'floor: bare ws server',
    sockets: s.sockets,
    'open s': round(s.openMs / 1000, 2),
    'heap+external KiB/socket': round(s.kib.heapExternal, 2),
    'heap KiB/socket': round(s.kib.heapUsed, 2),
    'external KiB/socket': round(s.kib.external, 2),
    'RSS KiB/socket (marginal)': round(s.kib.rssMarginal, 2),
  }));
  console.table(rows);
  const t = target('server heap+external per idle socket', app.kib.heapExternal, '<=', LIMIT_KIB, 'KiB');
  const rss = target('server RSS per idle socket, marginal (informative)', app.kib.rssMarginal, '<=', LIMIT_KIB, 'KiB');
  printTargets([t, rss]);
  console.log(`gateway ÷ floor (heap+external): ${round(app.kib.heapExternal / floor.kib.heapExternal, 2)}×`);
  writeResult('presence-memory', [t], {
    sockets: SOCKETS,
    users: USERS,
    limitKiB: LIMIT_KIB,
    rssTarget: rss,
    floor,
    app,
  });
  return [t];
}

const role = process.argv.find((a) => a.startsWith('--role='))?.slice('--role='.length) as Role | undefined;
if (role === 'server-app' || role === 'server-floor') {
  serve(role === 'server-app' ? 'app' : 'floor').catch((err) => {
    send({ type: 'error', message: (err as Error).stack ?? String(err) });
    process.exit(1);
  });
} else if (role === 'clients') clients();
else runBench(main);
