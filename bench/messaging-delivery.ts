/**
 * Message delivery with 5,000 connected sockets (issue #5, target 1): our realtime delivery p99 must
 * be ≤ 2× a bare `ws` relay measured in the same run, also holding 5,000 sockets.
 *
 * Two processes per scenario: this driver holds every client socket, sends and timestamps (sender
 * and recipient clocks are the same), and a server child (bench/lib/chat-server.ts) on a loopback
 * port in 3300–3399. Both children run at once, each holding 5,000 sockets. Paths:
 *
 *   floor  a bare ws relay: the frame names the recipient socket, the server forwards it as is;
 *          timed in slices that alternate with (a)'s, so both meet the same machine;
 *   (a)    our gateway, chat.typing → the recipient's chat.typing_changed: the ephemeral relay path
 *          (frame parsed and validated, the permission looked up in the set learned when the sender
 *          connected, bus publish, fan-out; "SQL stmts/msg" shows whether any query was needed).
 *          Checked against the 2× target;
 *   (b)    our gateway, chat.send → the recipient's chat.message_created: the same plus saving the
 *          message (one transaction). Its ratio is reported, not checked;
 *   control our gateway, ping → pong on the same socket: frame handling without SQL or bus, to
 *          tell the gateway's own cost from the permission check's and the bus's (informative).
 *
 * Beside the latencies it prints where the time goes: the server child's CPU and event-loop delay,
 * SQL and bus time as the app awaited them, how busy the whole machine was (other people's runs
 * included), and when the slowest 1 % of messages were sent (a dense group means a stall, such as
 * the gateway's 30-second liveness round over every socket).
 * Every socket is one member; members are matched in pairs (2,500 pairs over 5,000 sockets), and
 * message i goes over pair (i × 7919) mod 2,500, one way then the other, so traffic is spread over
 * all sockets. Messages go out at a steady rate on a fixed (open-loop) schedule; the first 3 s are a
 * warm-up and are not counted, then 30 s (6,000 messages) are (the floor and (a): six slices of 5 s,
 * each after a 0.5 s warm-up of its own). Delivery = recipient's receive time − sender's send time.
 *
 * The app runs on PostgreSQL when DATABASE_URL is set (a database of its own, e.g. sankofa_bench_msg),
 * else on in-memory PGlite; on Redis for the bus and presence when REDIS_URL is set.
 *
 *   npx tsx bench/messaging-delivery.ts
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/sankofa_bench_msg npx tsx bench/messaging-delivery.ts
 *   BENCH_SOCKETS=2000 BENCH_RATE=200 BENCH_SECONDS=30 …   (defaults: 5000 sockets, 200 per second, 30 s)
 */
import type * as Ws from 'ws';
import { PRESENCE_HEARTBEAT_MS, REALTIME_SUBPROTOCOL } from '@sankofa/contracts/realtime';
import { printTargets, round, runBench, sleep, target, writeResult, type Target } from './lib/bench-kit.ts';
import { startChatServer, type PhaseStats, type Ready } from './lib/chat-server.ts';
import {
  closeSockets,
  latency,
  loadProbe,
  machineProbe,
  openAll,
  openLoop,
  openSocket,
  requireFileLimit,
  slowestPercent,
  type Latency,
  type LoadReading,
  type MachineReading,
} from './lib/messaging-kit.ts';

const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 5000);
const RATE = Number(process.env.BENCH_RATE ?? 200);
/**
 * Each path's measured messages span one liveness period of the gateway (a server ping and presence
 * refresh over every socket, every PRESENCE_HEARTBEAT_MS, worked through in small slices).
 */
const SECONDS = Number(process.env.BENCH_SECONDS ?? PRESENCE_HEARTBEAT_MS / 1000);
const SAMPLES = Math.round(RATE * SECONDS);
const WARMUP = Math.round(RATE * 3);
const OPEN_CONCURRENCY = 200;
/** The floor and (a) alternate in this many slices each; every slice after the first has a short warm-up. */
const ROUNDS = 6;
const SLICE_WARMUP = Math.round(RATE * 0.5);
const LIMIT_RATIO = 2;
const DRAIN_MS = 10_000;
const PAIRS = Math.floor(SOCKETS / 2);
const TAG = 'delivery';

type Path = 'floor' | 'ping' | 'typing' | 'send';

/** Pair k is (2k, 2k+1); message i uses pair (i·7919 mod PAIRS), first one way then the other. */
function route(i: number): { from: number; to: number } {
  const k = (i * 7919) % PAIRS;
  const forward = Math.floor(i / PAIRS) % 2 === 0;
  return forward ? { from: 2 * k, to: 2 * k + 1 } : { from: 2 * k + 1, to: 2 * k };
}

/** One stretch of messages on one path: raw timings, merged into a PathResult by `summarize`. */
interface Slice {
  path: Path;
  delivery: number[];
  timeline: Array<{ at: number; ms: number }>;
  ack: number[];
  lost: number;
  errors: number;
  firstError?: string;
  achievedRate: number;
  clientMaxLagMs: number;
  client: LoadReading;
  server: PhaseStats;
  machine: MachineReading;
}

/** A path's slices merged: the raw timings become latencies. */
type PathResult = Omit<Slice, 'delivery' | 'timeline' | 'ack'> & {
  delivery: Latency;
  slowest: ReturnType<typeof slowestPercent>;
  /** chat.send only: the sender's chat.sent answer. */
  ack?: Latency;
};

/**
 * Sends `warmup` + `samples` messages on `path` at RATE per second and times each one's delivery.
 * `frame` builds what the sender sends; `key` names a message on the way out and on arrival.
 * Timeline positions count from `origin` (performance.now()), so slices of one path line up.
 */
async function drive(
  path: Path,
  sockets: Ws.WebSocket[],
  ids: string[],
  server: { phaseBegin(): Promise<void>; phaseEnd(): Promise<PhaseStats> },
  { warmup, samples, origin }: { warmup: number; samples: number; origin: number },
): Promise<Slice> {
  const run = `${path}-${Date.now().toString(36)}`;
  const pending = new Map<string, { t: number; measured: boolean }>();
  const acks = new Map<string, number>();
  const delivery: number[] = [];
  const timeline: Array<{ at: number; ms: number }> = [];
  const ack: number[] = [];
  let errors = 0;
  let firstError: string | undefined;
  let drained: (() => void) | undefined;
  let sentAll = false;

  const arrived = (key: string | undefined, now: number) => {
    if (key === undefined) return;
    const p = pending.get(key);
    if (!p) return;
    pending.delete(key);
    if (p.measured) {
      delivery.push(now - p.t);
      timeline.push({ at: p.t - origin, ms: now - p.t });
    }
    if (sentAll && pending.size === 0) drained?.();
  };
  const onFrame = (me: number) =>
    function (this: Ws.WebSocket, data: Ws.RawData) {
      const now = performance.now();
      const m = JSON.parse(String(data)) as {
        type: string;
        k?: string;
        userId?: string;
        ref?: string;
        code?: string;
        message?: { clientId: string; recipientId: string } | string;
      };
      if (m.type === 'relay') arrived(m.k, now);
      else if (m.type === 'pong') arrived(m.ref, now);
      else if (m.type === 'chat.typing_changed') arrived(`${m.userId}>${ids[me]}`, now);
      else if (
        m.type === 'chat.message_created' &&
        typeof m.message === 'object' &&
        m.message.recipientId === ids[me]
      ) {
        arrived(m.message.clientId, now);
      } else if (m.type === 'chat.sent' && m.ref) {
        const t = acks.get(m.ref);
        if (t !== undefined) {
          acks.delete(m.ref);
          ack.push(now - t);
        }
      } else if (m.type === 'error') {
        errors++;
        firstError ??= `${m.code}: ${String(m.message)}`;
      }
    };
  const listeners = sockets.map((s, i) => {
    const l = onFrame(i);
    s.on('message', l);
    return l;
  });

  const clientProbe = loadProbe();
  const machine = machineProbe();
  let phase: Promise<void> | undefined;
  const fire = (i: number) => {
    if (i === warmup) {
      // The server's and the machine's figures cover the measured messages only.
      clientProbe.reset();
      machine.reset();
      phase = server.phaseBegin();
    }
    const { from, to } = route(i);
    const measured = i >= warmup;
    let key: string;
    let frame: string;
    if (path === 'floor') {
      key = `${run}.${i}`;
      frame = JSON.stringify({ type: 'relay', to: ids[to], from: ids[from], k: key });
    } else if (path === 'ping') {
      key = `${run}.${i}`;
      frame = JSON.stringify({ type: 'ping', ref: key });
    } else if (path === 'typing') {
      key = `${ids[from]}>${ids[to]}`;
      frame = JSON.stringify({ type: 'chat.typing', to: ids[to], typing: i % 2 === 0 });
    } else {
      key = `${run}-${i}`;
      frame = JSON.stringify({
        type: 'chat.send',
        ref: key,
        to: ids[to],
        kind: 'text',
        clientId: key,
        text: `Hello there, message ${i}`,
      });
    }
    const t = performance.now();
    pending.set(key, { t, measured });
    if (path === 'send' && measured) acks.set(key, t);
    sockets[from]!.send(frame);
  };

  const paced = await openLoop(RATE, warmup + samples, fire);
  sentAll = true;
  await phase;
  if (pending.size > 0) {
    await Promise.race([new Promise<void>((r) => (drained = r)), sleep(DRAIN_MS)]);
  }
  const client = clientProbe.read();
  const conditions = machine.read();
  const stats = await server.phaseEnd();
  sockets.forEach((s, i) => s.off('message', listeners[i]!));
  return {
    path,
    delivery,
    timeline,
    ack,
    lost: [...pending.values()].filter((p) => p.measured).length,
    errors,
    ...(firstError && { firstError }),
    achievedRate: round((warmup + samples) / paced.seconds, 1),
    clientMaxLagMs: round(paced.maxLagMs, 2),
    client,
    server: stats,
    machine: conditions,
  };
}

/**
 * One path's slices as one result. Latencies are pooled; of the figures each slice reports, CPU
 * and machine shares are averaged, statements summed, and delays and the server's own latency
 * figures (SQL, bus) taken from the worst slice.
 */
function summarize(slices: readonly Slice[]): PathResult {
  const all = <T>(pick: (s: Slice) => T[]) => slices.flatMap(pick);
  const mean = (pick: (s: Slice) => number) => round(slices.reduce((a, s) => a + pick(s), 0) / slices.length, 1);
  const worst = (pick: (s: Slice) => number) => Math.max(...slices.map(pick));
  const worstLatency = (pick: (s: Slice) => Latency | undefined): Latency | undefined => {
    const ls = slices.map(pick).filter((l): l is Latency => l !== undefined);
    if (ls.length === 0) return undefined;
    const w = (k: keyof Latency) => Math.max(...ls.map((l) => l[k]));
    return {
      samples: ls.reduce((a, l) => a + l.samples, 0),
      p50: w('p50'),
      p95: w('p95'),
      p99: w('p99'),
      max: w('max'),
      mean: w('mean'),
    };
  };
  const load = (pick: (s: Slice) => LoadReading): LoadReading => ({
    loopDelayP50Ms: worst((s) => pick(s).loopDelayP50Ms),
    loopDelayP99Ms: worst((s) => pick(s).loopDelayP99Ms),
    loopDelayMaxMs: worst((s) => pick(s).loopDelayMaxMs),
    cpuPercentOfOneCore: mean((s) => pick(s).cpuPercentOfOneCore),
    seconds: round(
      slices.reduce((a, s) => a + pick(s).seconds, 0),
      2,
    ),
  });
  const sqlExecuteMs = worstLatency((s) => s.server.sqlExecuteMs);
  const sqlTransactionMs = worstLatency((s) => s.server.sqlTransactionMs);
  const busMs = worstLatency((s) => s.server.busMs);
  const ack = all((s) => s.ack);
  const firstError = slices.find((s) => s.firstError)?.firstError;
  return {
    path: slices[0]!.path,
    delivery: latency(all((s) => s.delivery)),
    slowest: slowestPercent(all((s) => s.timeline)),
    ...(ack.length > 0 && { ack: latency(ack) }),
    lost: slices.reduce((a, s) => a + s.lost, 0),
    errors: slices.reduce((a, s) => a + s.errors, 0),
    ...(firstError && { firstError }),
    achievedRate: mean((s) => s.achievedRate),
    clientMaxLagMs: worst((s) => s.clientMaxLagMs),
    client: load((s) => s.client),
    server: {
      ...load((s) => s.server),
      sockets: slices[0]!.server.sockets,
      statements: slices.reduce((a, s) => a + s.server.statements, 0),
      ...(sqlExecuteMs && { sqlExecuteMs }),
      ...(sqlTransactionMs && { sqlTransactionMs }),
      ...(busMs && { busMs }),
    },
    machine: {
      ...slices.at(-1)!.machine,
      machineBusyPercent: mean((s) => s.machine.machineBusyPercent),
      stealPercent: mean((s) => s.machine.stealPercent),
    },
  };
}

async function connectAll(ready: Ready, kind: 'floor' | 'app'): Promise<{ sockets: Ws.WebSocket[]; seconds: number }> {
  const started = performance.now();
  const sockets = await openAll(SOCKETS, OPEN_CONCURRENCY, (i) => {
    const u = ready.users[i]!;
    return kind === 'floor'
      ? openSocket(`${ready.url}?id=${u.id}`, [])
      : openSocket(ready.url, [REALTIME_SUBPROTOCOL, `bearer.${u.token}`]);
  });
  return { sockets, seconds: (performance.now() - started) / 1000 };
}

async function openFloor() {
  const server = await startChatServer({ kind: 'floor', sockets: SOCKETS });
  const { sockets, seconds } = await connectAll(server.ready, 'floor');
  console.log(`floor: ${SOCKETS} sockets open in ${round(seconds, 1)} s (port ${server.ready.port})`);
  return { server, sockets, ids: server.ready.users.map((u) => u.id), openSeconds: seconds };
}

async function openApp() {
  const server = await startChatServer({ kind: 'app', tag: TAG, members: SOCKETS, pairs: PAIRS });
  const r = server.ready;
  console.log(
    `app: ${SOCKETS} members, ${PAIRS} matched pairs and sessions made in ${round(r.setupSeconds, 1)} s (${r.database}, ${r.bus} bus, port ${r.port})`,
  );
  if (r.database === 'pglite') {
    console.log(
      'app: on PGlite (no DATABASE_URL): the embedded database runs in the server process, so (b) measures it, not PostgreSQL',
    );
  }
  const { sockets, seconds } = await connectAll(r, 'app');
  console.log(`app: ${SOCKETS} authenticated sockets open in ${round(seconds, 1)} s`);
  return { server, sockets, ids: r.users.map((u) => u.id), openSeconds: seconds, database: r.database, bus: r.bus };
}

/**
 * The floor and (a) are measured in alternating slices over the same minute, not one after the
 * other: the hypervisor's steal on this machine comes and goes within seconds, and two paths timed
 * a minute apart met different machines (a ratio of 0.5× in one run and 4× in the next). Both
 * servers stay up throughout, so the app's liveness rounds over its idle sockets also run while
 * the floor is timed.
 */
async function interleaved(floor: Awaited<ReturnType<typeof openFloor>>, app: Awaited<ReturnType<typeof openApp>>) {
  const floorSlices: Slice[] = [];
  const typingSlices: Slice[] = [];
  const origin = performance.now();
  for (let r = 0; r < ROUNDS; r++) {
    const slice = { warmup: r === 0 ? WARMUP : SLICE_WARMUP, samples: Math.round(SAMPLES / ROUNDS), origin };
    floorSlices.push(await drive('floor', floor.sockets, floor.ids, floor.server, slice));
    typingSlices.push(await drive('typing', app.sockets, app.ids, app.server, slice));
  }
  return { floor: summarize(floorSlices), typing: summarize(typingSlices) };
}

runBench(async (): Promise<Target[]> => {
  requireFileLimit(2 * SOCKETS); // the floor's and the app's sockets are open together
  console.log(
    `messaging delivery — ${SOCKETS} sockets, ${PAIRS} pairs, ${RATE} messages/s open-loop, ${WARMUP} warm-up + ${SAMPLES} measured (${SECONDS} s) per path`,
  );
  const floorSide = await openFloor();
  const appSide = await openApp().catch(async (e: unknown) => {
    await floorSide.server.close();
    throw e;
  });
  let app: {
    ping: PathResult;
    typing: PathResult;
    send: PathResult;
    database: string;
    bus: string;
    openSeconds: number;
  };
  let floor: PathResult;
  try {
    await sleep(2000); // presence fan-out of the connections settles
    const whole = { warmup: WARMUP, samples: SAMPLES, origin: performance.now() };
    const ping = summarize([await drive('ping', appSide.sockets, appSide.ids, appSide.server, whole)]);
    await sleep(1000);
    const pair = await interleaved(floorSide, appSide);
    floor = pair.floor;
    await sleep(1000);
    const sendFrom = { ...whole, origin: performance.now() };
    const send = summarize([await drive('send', appSide.sockets, appSide.ids, appSide.server, sendFrom)]);
    app = {
      ping,
      typing: pair.typing,
      send,
      database: appSide.database,
      bus: appSide.bus,
      openSeconds: appSide.openSeconds,
    };
  } finally {
    await closeSockets([...floorSide.sockets, ...appSide.sockets]);
    await Promise.all([floorSide.server.close(), appSide.server.close()]);
  }
  const floorOpen = floorSide.openSeconds;
  const results = [floor, app.ping, app.typing, app.send];
  const label: Record<Path, string> = {
    floor: 'floor: bare ws relay',
    ping: 'control: ping → pong (gateway only)',
    typing: '(a) chat.typing → chat.typing_changed',
    send: '(b) chat.send → chat.message_created',
  };
  console.table(
    results.map((r) => ({
      path: label[r.path],
      samples: r.delivery.samples,
      'p50 ms': r.delivery.p50,
      'p95 ms': r.delivery.p95,
      'p99 ms': r.delivery.p99,
      'max ms': r.delivery.max,
      'p99 ÷ floor': round(r.delivery.p99 / floor.delivery.p99, 2),
      lost: r.lost,
      errors: r.errors,
      'msgs/s': r.achievedRate,
      'server CPU %': r.server.cpuPercentOfOneCore,
      'server loop p99 ms': r.server.loopDelayP99Ms,
      'client loop p99 ms': r.client.loopDelayP99Ms,
      'machine busy %': r.machine.machineBusyPercent,
      'steal %': r.machine.stealPercent,
    })),
  );
  console.log('Where the time goes (server figures cover the measured messages; SQL and bus as the app awaited them):');
  console.table(
    results.map((r) => {
      const sqlMs = r.server.sqlTransactionMs ?? r.server.sqlExecuteMs;
      const big = r.slowest.largestGroups[0];
      return {
        path: label[r.path],
        'SQL stmts/msg': round(r.server.statements / (r.delivery.samples + r.lost || 1), 2),
        'SQL p50 ms': sqlMs?.p50 ?? '',
        'SQL p99 ms': sqlMs?.p99 ?? '',
        'bus p99 ms': r.server.busMs?.p99 ?? '',
        'server loop max ms': r.server.loopDelayMaxMs,
        'client loop max ms': r.client.loopDelayMaxMs,
        'slowest 1 %: groups': r.slowest.groups,
        'largest group': big
          ? `${big.samples} msgs at ${big.atSecond} s over ${big.spanMs} ms (max ${big.maxMs} ms)`
          : '',
        'p99 outside it ms': r.slowest.p99OutsideLargestGroupMs,
        ...(r.ack && { 'sender chat.sent p99 ms': r.ack.p99 }),
      };
    }),
  );
  for (const r of results) if (r.firstError) console.log(`${label[r.path]}: first error: ${r.firstError}`);
  const complete = (r: PathResult) => r.lost === 0 && r.errors === 0;
  const ratioA = app.typing.delivery.p99 / floor.delivery.p99;
  const ratioB = app.send.delivery.p99 / floor.delivery.p99;
  const t = target(`(a) typing relay p99 ÷ bare ws relay p99, ${SOCKETS} sockets`, ratioA, '<=', LIMIT_RATIO, '×');
  if (!complete(app.typing) || !complete(floor)) t.pass = false;
  const informative = target(
    `(b) chat.send delivery p99 ÷ bare ws relay p99 (informative)`,
    ratioB,
    '<=',
    LIMIT_RATIO,
    '×',
  );
  printTargets([t, informative]);
  console.log(
    `(a) p99 ${app.typing.delivery.p99} ms vs floor p99 ${floor.delivery.p99} ms; (b) p99 ${app.send.delivery.p99} ms` +
      (complete(app.send) ? '' : ` (lost ${app.send.lost}, errors ${app.send.errors})`),
  );
  const outside = app.typing.slowest.p99OutsideLargestGroupMs;
  console.log(
    `(a) without its largest stall (${app.typing.slowest.largestGroups[0]?.samples ?? 0} messages around ` +
      `${app.typing.slowest.largestGroups[0]?.atSecond ?? '-'} s): p99 ${outside} ms, ${round(outside / floor.delivery.p99, 2)}× the floor (informative)`,
  );
  writeResult('messaging-delivery', [t], {
    sockets: SOCKETS,
    pairs: PAIRS,
    ratePerSecond: RATE,
    warmup: WARMUP,
    samples: SAMPLES,
    measuredSecondsPerPath: SECONDS,
    database: app.database,
    bus: app.bus,
    openSeconds: { floor: round(floorOpen, 1), app: round(app.openSeconds, 1) },
    ratioTypingToFloor: round(ratioA, 2),
    ratioSendToFloor: round(ratioB, 2),
    ratioTypingToFloorOutsideLargestStall: round(app.typing.slowest.p99OutsideLargestGroupMs / floor.delivery.p99, 2),
    informativeTarget: informative,
    floor,
    ping: app.ping,
    typing: app.typing,
    send: app.send,
  });
  return [t];
});
