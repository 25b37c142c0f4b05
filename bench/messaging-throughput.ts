/**
 * Messaging throughput (issue #5, target 2), on PostgreSQL:
 *
 *   1. saved-then-delivered p99 ≤ 50 ms at a steady 200 messages/s: realtime chat.send from 250
 *      matched pairs on an open-loop schedule (a message leaves at its slot whatever the answers
 *      do), timed from the sender's socket sending to the recipient's socket receiving
 *      chat.message_created (which the server publishes only after the transaction committed);
 *   2. a constant number of SQL statements per message: every statement the app sends while one
 *      chat.send is handled (from the frame to both sockets hearing of it) is counted with onQuery,
 *      for a text and a gift message, in a conversation holding 1 and one holding 1,000 messages.
 *
 * Two processes: this driver holds the sockets and the clock, the app runs in a child
 * (bench/lib/chat-server.ts, createTestApp on DATABASE_URL, loopback port 3300–3399). Members,
 * pairs, sessions, tokens for gifts and the 1,000 earlier messages are made by set-based SQL.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/sankofa_bench_msg npx tsx bench/messaging-throughput.ts
 *   BENCH_RATE=200 BENCH_SECONDS=30 …   (defaults)
 */
import type * as Ws from 'ws';
import { REALTIME_SUBPROTOCOL } from '@sankofa/contracts/realtime';
import {
  printTargets,
  round,
  runBench,
  sleep,
  target,
  withTimeout,
  writeResult,
  type Target,
} from './lib/bench-kit.ts';
import { startChatServer, type ChatServer } from './lib/chat-server.ts';
import { watchCpuSteal } from './lib/cpu-steal.ts';
import { watchWalStalls } from './lib/wal-stalls.ts';
import {
  closeSockets,
  latency,
  loadProbe,
  machineProbe,
  openAll,
  openLoop,
  openSocket,
  skipWithoutDatabase,
} from './lib/messaging-kit.ts';

const RATE = Number(process.env.BENCH_RATE ?? 200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const WARMUP_SECONDS = 5;
const PAIRS = 250;
/** Pair indexes after the load pairs: a conversation with 1 earlier message and one with 1,000. */
const SMALL = PAIRS;
const LARGE = PAIRS + 1;
const PRIOR_LARGE = 1000;
const COUNT_REPEATS = 3;
const LIMIT_P99_MS = 50;
const TAG = 'throughput';

type Frame = {
  type: string;
  ref?: string;
  code?: string;
  message?: { clientId: string; recipientId: string; seq: number } | string;
};

/** Routes every frame of every socket to the current listener; listeners are swapped per phase. */
function hookSockets(sockets: Ws.WebSocket[]) {
  let listener: (me: number, m: Frame, now: number) => void = () => {};
  sockets.forEach((s, i) =>
    s.on('message', (data) => listener(i, JSON.parse(String(data)) as Frame, performance.now())),
  );
  return (l: typeof listener) => (listener = l);
}

const sendFrame = (to: string, clientId: string, kind: 'text' | 'gift', text: string) =>
  JSON.stringify(
    kind === 'text'
      ? { type: 'chat.send', ref: clientId, to, kind, clientId, text }
      : { type: 'chat.send', ref: clientId, to, kind, clientId, giftType: 'rose', text },
  );

/** Sends one message and counts the statements the app ran for it (nothing else is in flight). */
async function countOne(
  server: ChatServer,
  sockets: Ws.WebSocket[],
  ids: string[],
  listen: ReturnType<typeof hookSockets>,
  pair: number,
  kind: 'text' | 'gift',
  n: number,
) {
  const [from, to] = [2 * pair, 2 * pair + 1];
  const clientId = `count-${kind}-${pair}-${n}-${Date.now().toString(36)}`;
  let sent = false;
  let delivered = false;
  let seq = 0;
  const done = new Promise<void>((resolve, reject) =>
    listen((me, m) => {
      if (m.type === 'error' && m.ref === clientId) reject(new Error(`${m.code}: ${String(m.message)}`));
      if (m.type === 'chat.sent' && m.ref === clientId) sent = true;
      if (
        m.type === 'chat.message_created' &&
        typeof m.message === 'object' &&
        m.message.clientId === clientId &&
        me === to
      ) {
        delivered = true;
        seq = m.message.seq;
      }
      if (sent && delivered) resolve();
    }),
  );
  await server.countBegin();
  sockets[from]!.send(sendFrame(ids[to]!, clientId, kind, `Counting statements ${n}`));
  await withTimeout('a counted message', 10_000, done);
  await sleep(50); // anything the send set off after answering (there should be nothing) is counted too
  const statements = await server.countEnd();
  return { statements, seq };
}

runBench(async (): Promise<Target[]> => {
  if (skipWithoutDatabase('messaging-throughput')) process.exit(0);
  const members = 2 * (PAIRS + 2);
  const server = await startChatServer({
    kind: 'app',
    tag: TAG,
    members,
    pairs: PAIRS + 2,
    grantTokens: 1_000_000,
    prior: [
      { pair: SMALL, messages: 1 },
      { pair: LARGE, messages: PRIOR_LARGE },
    ],
  });
  let sockets: Ws.WebSocket[] = [];
  try {
    const r = server.ready;
    console.log(
      `messaging throughput — ${r.database}, ${r.bus} bus, port ${r.port}; ${members} members made in ${round(r.setupSeconds, 1)} s`,
    );
    const ids = r.users.map((u) => u.id);
    sockets = await openAll(members, 100, (i) =>
      openSocket(r.url, [REALTIME_SUBPROTOCOL, `bearer.${r.users[i]!.token}`]),
    );
    const listen = hookSockets(sockets);
    await sleep(1000);

    // ─────────────── 2. statements per message (first, while nothing else runs)
    for (const kind of ['text', 'gift'] as const) await countOne(server, sockets, ids, listen, 0, kind, 0); // warm
    const counts: Array<{ kind: string; large: boolean; seq: number; statements: number; list: string[] }> = [];
    for (const kind of ['text', 'gift'] as const) {
      for (const pair of [SMALL, LARGE]) {
        for (let n = 1; n <= COUNT_REPEATS; n++) {
          const c = await countOne(server, sockets, ids, listen, pair, kind, n);
          counts.push({ kind, large: pair === LARGE, seq: c.seq, statements: c.statements.length, list: c.statements });
        }
      }
    }
    const countOf = (kind: string, large: boolean) => {
      const xs = counts.filter((c) => c.kind === kind && c.large === large).map((c) => c.statements);
      return { min: Math.min(...xs), max: Math.max(...xs) };
    };
    console.log('\nSQL statements per chat.send (counted with onQuery, from the frame to both sockets hearing of it):');
    console.table(
      counts.map((c) => ({
        kind: c.kind,
        conversation: c.large ? `${PRIOR_LARGE} earlier` : '1 earlier',
        'messages before it': c.seq - 1,
        statements: c.statements,
      })),
    );
    const shape = (list: string[]) => list.map((q) => q.replace(/\s+/g, ' ').trim().slice(0, 90));
    console.log('text message statements:', shape(counts.find((c) => c.kind === 'text')!.list));
    console.log('gift message statements:', shape(counts.find((c) => c.kind === 'gift')!.list));

    // ─────────────── 1. saved-then-delivered latency at a steady rate
    const warmup = Math.round(RATE * WARMUP_SECONDS);
    const total = warmup + Math.round(RATE * SECONDS);
    const run = Date.now().toString(36);
    const pending = new Map<string, { t: number; measured: boolean }>();
    const acks = new Map<string, number>();
    const delivery: number[] = [];
    const deliveredSentAt: number[] = [];
    const ack: number[] = [];
    let errors = 0;
    let firstError: string | undefined;
    let sentAll = false;
    let drained: (() => void) | undefined;
    listen((me, m, now) => {
      if (m.type === 'chat.message_created' && typeof m.message === 'object' && m.message.recipientId === ids[me]) {
        const p = pending.get(m.message.clientId);
        if (!p) return;
        pending.delete(m.message.clientId);
        if (p.measured) {
          delivery.push(now - p.t);
          deliveredSentAt.push(p.t);
        }
        if (sentAll && pending.size === 0) drained?.();
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
    });
    const clientProbe = loadProbe();
    const machine = machineProbe();
    let phase: Promise<void> | undefined;
    const walWatch = await watchWalStalls(process.env.DATABASE_URL!);
    const stealWatch = watchCpuSteal();
    const paced = await openLoop(RATE, total, (i) => {
      if (i === warmup) {
        clientProbe.reset();
        machine.reset();
        phase = server.phaseBegin();
      }
      const k = (i * 7919) % PAIRS;
      const forward = Math.floor(i / PAIRS) % 2 === 0;
      const [from, to] = forward ? [2 * k, 2 * k + 1] : [2 * k + 1, 2 * k];
      const clientId = `load-${run}-${i}`;
      const t = performance.now();
      pending.set(clientId, { t, measured: i >= warmup });
      if (i >= warmup) acks.set(clientId, t);
      sockets[from]!.send(sendFrame(ids[to]!, clientId, 'text', `Good evening! Message ${i} of the steady stream.`));
    });
    sentAll = true;
    await phase;
    if (pending.size > 0) await Promise.race([new Promise<void>((res) => (drained = res)), sleep(10_000)]);
    const client = clientProbe.read();
    const conditions = machine.read();
    const stats = await server.phaseEnd();
    const wal = await walWatch.stop();
    const clear = delivery.filter((ms, i) => !walWatch.within(deliveredSentAt[i]!, ms));
    const walStalls = {
      ...wal,
      messagesMeetingOne: delivery.length - clear.length,
      deliveryOutsideThemMs: latency(clear),
    };
    const steal = stealWatch.stop();
    const calm = delivery.filter(
      (ms, i) => !walWatch.within(deliveredSentAt[i]!, ms) && !stealWatch.within(deliveredSentAt[i]!, ms),
    );
    const cpuSteal = {
      ...steal,
      messagesMeetingOne: delivery.filter((ms, i) => stealWatch.within(deliveredSentAt[i]!, ms)).length,
      deliveryOutsideStallsAndStealMs: latency(calm),
    };
    const lost = [...pending.values()].filter((p) => p.measured).length;
    const d = latency(delivery);
    const a = latency(ack);
    const load = {
      ratePerSecond: RATE,
      achievedRate: round(total / paced.seconds, 1),
      seconds: SECONDS,
      warmupSeconds: WARMUP_SECONDS,
      pairs: PAIRS,
      deliveryMs: d,
      senderAckMs: a,
      lost,
      errors,
      ...(firstError && { firstError }),
      clientMaxLagMs: round(paced.maxLagMs, 2),
      client,
      server: stats,
      machine: conditions,
      walStalls,
      cpuSteal,
    };
    console.log(
      `\nsteady ${RATE} messages/s for ${SECONDS} s (after ${WARMUP_SECONDS} s warm-up), ${PAIRS} pairs, open loop:`,
    );
    console.table([
      { measure: 'send → recipient chat.message_created', ...d },
      { measure: 'send → sender chat.sent', ...a },
    ]);
    console.log({
      achievedRate: load.achievedRate,
      lost,
      errors,
      firstError,
      clientMaxLagMs: load.clientMaxLagMs,
      serverCpuPercentOfOneCore: stats.cpuPercentOfOneCore,
      serverLoopDelayP99Ms: stats.loopDelayP99Ms,
      statementsPerMessage: round(stats.statements / (total - warmup), 2),
      transactionMs: stats.sqlTransactionMs,
      busMs: stats.busMs,
      machine: conditions,
    });

    console.log(
      `PostgreSQL held commits on a WAL write or fsync for ≥ 50 ms in ${wal.windows} window(s), ${wal.totalMs} ms in all ` +
        `(longest wait seen ${wal.longestMs} ms); ${walStalls.messagesMeetingOne} measured message(s) were in flight during one. ` +
        `Saved-then-delivered p99 of the other ${clear.length}: ${walStalls.deliveryOutsideThemMs.p99} ms (informative).`,
    );
    console.log(
      `The hypervisor took ${conditions.stealPercent} % of the cores' time (steal) while measuring; it took ≥ 20 % in ` +
        `${steal.windows} 200-ms window(s), ${steal.totalMs} ms in all (worst ${steal.worstSharePercent} %); ` +
        `${cpuSteal.messagesMeetingOne} measured message(s) were in flight during one. Saved-then-delivered p99 of the ` +
        `${calm.length} that met neither a WAL stall nor steal: ${cpuSteal.deliveryOutsideStallsAndStealMs.p99} ms (informative).`,
    );

    const text = [countOf('text', false), countOf('text', true)];
    const gift = [countOf('gift', false), countOf('gift', true)];
    const targets = [
      target(`saved-then-delivered p99 at ${RATE} messages/s (open loop)`, d.p99, '<=', LIMIT_P99_MS, 'ms'),
      target(
        `text: statements with ${PRIOR_LARGE} earlier messages − with 1`,
        text[1]!.max - text[0]!.min,
        '<=',
        0,
        'statements',
      ),
      target(
        `gift: statements with ${PRIOR_LARGE} earlier messages − with 1`,
        gift[1]!.max - gift[0]!.min,
        '<=',
        0,
        'statements',
      ),
    ];
    if (lost > 0 || errors > 0 || d.samples < RATE * SECONDS) targets[0]!.pass = false;
    for (const [i, c] of [text, gift].entries()) if (c.some((x) => x.min !== x.max)) targets[i + 1]!.pass = false;
    printTargets(targets);
    console.log(
      `statements per message: text ${text[0]!.max} (1 earlier) / ${text[1]!.max} (${PRIOR_LARGE} earlier); gift ${gift[0]!.max} / ${gift[1]!.max}`,
    );
    writeResult('messaging-throughput', targets, {
      database: r.database,
      bus: r.bus,
      load,
      statements: {
        text: { withOne: text[0], withThousand: text[1] },
        gift: { withOne: gift[0], withThousand: gift[1] },
        runs: counts.map((c) => ({ kind: c.kind, messagesBefore: c.seq - 1, statements: c.statements })),
        textStatements: shape(counts.find((c) => c.kind === 'text')!.list),
        giftStatements: shape(counts.find((c) => c.kind === 'gift')!.list),
      },
    });
    return targets;
  } finally {
    await closeSockets(sockets);
    await server.close();
  }
});
