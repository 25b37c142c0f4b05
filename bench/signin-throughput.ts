/**
 * Sign-in throughput: POST /api/auth/signin with correct credentials must sustain
 *   ≥ 0.8 × cores ÷ (argon2id verify time measured in this run)
 * requests per second. The verify time is the median of sequential verifies of a real hash made with
 * the app's own parameters (passwords.ts); the server runs in a child process (the real Fastify stack
 * via createTestApp: in-memory PGlite, or PostgreSQL when DATABASE_URL is set) so the load generator
 * does not steal its event loop.
 *
 *   npx tsx bench/signin-throughput.ts            # PGlite in memory (or DATABASE_URL if set)
 *   BENCH_DURATION=20 BENCH_CONNECTIONS=16 npx tsx bench/signin-throughput.ts
 *   BENCH_LOADGEN=autocannon npx tsx bench/signin-throughput.ts   # the previous load generator
 *
 * The load generator runs in this process, on the same cores as the server. By default it is the lean
 * keep-alive client of lib/keepalive-load.ts, which counts a response only when it is a 200 carrying
 * an access token and the refresh cookie; autocannon (any 2xx counts) costs several times more CPU
 * per request, CPU the server then does not get.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { runLoad } from './lib/keepalive-load.ts';
import { hashPassword, verifyPassword } from '../apps/api/src/modules/auth/passwords.ts';
import {
  median,
  printTargets,
  round,
  runBench,
  target,
  withTimeout,
  writeResult,
  type Target,
} from './lib/bench-kit.ts';

const USERS = 24;
const PASSWORD = 'Kente-weave-4-ever';
const VERIFY_SAMPLES = 31;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const WARMUP_S = 2;
const CORES = os.availableParallelism();
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? Math.max(8, CORES * 4));
const LOADGEN = process.env.BENCH_LOADGEN === 'autocannon' ? 'autocannon' : 'keepalive';

interface LoadRun {
  duration: number;
  ok: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  statusCodes: unknown;
  latency: { p50: number; p90: number; p99: number; max: number };
}

type SignInRequest = { method: string; path: string; headers: Record<string, string>; body: string };

/** A full sign-in: 200, an access token in the body, the refresh cookie in the headers. */
const isSignedIn = (status: number, head: string, body: string) =>
  status === 200 && body.includes('"accessToken":"') && /\r\nset-cookie: sankofa_refresh=[^;\r]+;/i.test(head);

async function load(port: number, requests: SignInRequest[], durationS: number): Promise<LoadRun> {
  if (LOADGEN === 'autocannon') {
    const r = await autocannon({
      url: `http://127.0.0.1:${port}`,
      connections: CONNECTIONS,
      duration: durationS,
      timeout: 20,
      requests,
    });
    return {
      duration: r.duration,
      ok: r['2xx'],
      non2xx: r.non2xx,
      errors: r.errors,
      timeouts: r.timeouts,
      statusCodes: r.statusCodeStats,
      latency: { p50: r.latency.p50, p90: r.latency.p90, p99: r.latency.p99, max: r.latency.max },
    };
  }
  const r = await runLoad({
    host: '127.0.0.1',
    port,
    connections: CONNECTIONS,
    durationS,
    timeoutS: 20,
    requests,
    accept: isSignedIn,
  });
  return {
    duration: r.duration,
    ok: r.ok,
    non2xx: r.rejected,
    errors: r.errors,
    timeouts: r.timeouts,
    statusCodes: r.statusCodes,
    latency: {
      p50: round(r.latencyMs.p50),
      p90: round(r.latencyMs.p90),
      p99: round(r.latencyMs.p99),
      max: round(r.latencyMs.max),
    },
  };
}

type ToChild = { type: 'stats-start' } | { type: 'stats-stop' } | { type: 'close' };
type FromChild =
  | { type: 'ready'; port: number; db: string; users: Array<{ email: string; password: string }> }
  | {
      type: 'stats';
      wallMs: number;
      cpuUserMs: number;
      cpuSystemMs: number;
      /** CPU of the main (event-loop) thread alone, from /proc; NaN where that is not available. */
      mainThreadCpuMs: number;
      eventLoopUtilization: number;
      rssMiB: number;
    }
  | { type: 'error'; message: string };

/** CPU time (user + system) of one thread of this process, from /proc (Linux); NaN elsewhere. */
function threadCpuMs(tid: number): number {
  try {
    const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(f[11]) + Number(f[12])) * 1000) / CLOCK_TICKS;
  } catch {
    return NaN;
  }
}
const CLOCK_TICKS = 100;

/** Busy and total CPU time of the whole machine (every process, every core), from /proc/stat. */
function machineCpuMs(): { busy: number; total: number } {
  try {
    const f = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
    const total = f.slice(0, 8).reduce((a, b) => a + b, 0);
    const idle = f[3]! + f[4]!;
    return { busy: ((total - idle) * 1000) / CLOCK_TICKS, total: (total * 1000) / CLOCK_TICKS };
  } catch {
    return { busy: NaN, total: NaN };
  }
}

// ───────────────────────────── server (child process) ─────────────────────────────
async function serve(): Promise<void> {
  const send = (m: FromChild) => process.send!(m);
  try {
    const { createTestApp, signUp, randomEmail } = await import('../apps/api/src/test/harness.ts');
    const big = '1000000000';
    const t = await createTestApp({
      env: {
        RATE_SIGNIN_PER_EMAIL: big,
        RATE_SIGNIN_PAIR_PER_MINUTE: big,
        RATE_SIGNIN_PER_EMAIL_ALL_IPS: big,
        RATE_SIGNIN_PER_IP: big,
        RATE_SIGNUP_PER_IP: big,
        RATE_RECOVER_PER_IP: big,
      },
    });
    const users: Array<{ email: string; password: string }> = [];
    for (let i = 0; i < USERS; i++) {
      const u = await signUp(t, { email: randomEmail(`bench${i}`), password: PASSWORD });
      users.push({ email: u.email, password: u.password });
    }
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const addr = t.app.server.address();
    if (!addr || typeof addr !== 'object') throw new Error('server has no address');

    let base:
      | { t: number; cpu: NodeJS.CpuUsage; main: number; elu: ReturnType<typeof performance.eventLoopUtilization> }
      | undefined;
    process.on('message', async (m: ToChild) => {
      if (m.type === 'stats-start')
        base = {
          t: performance.now(),
          cpu: process.cpuUsage(),
          main: threadCpuMs(process.pid),
          elu: performance.eventLoopUtilization(),
        };
      else if (m.type === 'stats-stop' && base) {
        const cpu = process.cpuUsage(base.cpu);
        send({
          type: 'stats',
          wallMs: performance.now() - base.t,
          cpuUserMs: cpu.user / 1000,
          cpuSystemMs: cpu.system / 1000,
          mainThreadCpuMs: threadCpuMs(process.pid) - base.main,
          eventLoopUtilization: performance.eventLoopUtilization(base.elu).utilization,
          rssMiB: process.memoryUsage().rss / 2 ** 20,
        });
      } else if (m.type === 'close') {
        await t.close().catch(() => {});
        process.exit(0);
      }
    });
    process.on('disconnect', () => process.exit(0));
    send({ type: 'ready', port: addr.port, db: t.deps.database.kind, users });
  } catch (err) {
    send({ type: 'error', message: (err as Error).stack ?? String(err) });
    process.exit(1);
  }
}

// ───────────────────────────── driver (parent process) ─────────────────────────────
/** Wall time of each of `n` sequential verifies, plus the process CPU they cost (argon2 thread included). */
async function verifySamples(hash: string, n: number): Promise<{ samples: number[]; cpuMsEach: number }> {
  const samples: number[] = [];
  const cpu0 = process.cpuUsage();
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    const ok = await verifyPassword(hash, PASSWORD);
    samples.push(performance.now() - t0);
    if (!ok) throw new Error('verifyPassword rejected its own hash');
  }
  const cpu = process.cpuUsage(cpu0);
  return { samples, cpuMsEach: (cpu.user + cpu.system) / 1000 / n };
}

async function measureVerify(hash: string) {
  for (let i = 0; i < 3; i++) await verifyPassword(hash, PASSWORD); // warm-up
  const { samples, cpuMsEach } = await verifySamples(hash, VERIFY_SAMPLES);
  // Diagnostic: how many verifies per second the machine manages with `cores` verifies in flight
  // (libuv threadpool), i.e. the ceiling the server could approach if nothing else cost anything.
  const until = performance.now() + 3000;
  let done = 0;
  await Promise.all(
    Array.from({ length: CORES }, async () => {
      while (performance.now() < until) {
        await verifyPassword(hash, PASSWORD);
        done++;
      }
    }),
  );
  return { samples, cpuMsEach, parallelPerSec: done / 3 };
}

type Started = { child: ChildProcess; ready: Extract<FromChild, { type: 'ready' }> };

function startServer(): Promise<Started> {
  const child = fork(fileURLToPath(import.meta.url), ['--serve'], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    env: { ...process.env },
  });
  process.once('exit', () => child.kill('SIGKILL'));
  return withTimeout(
    'starting the API and creating users',
    120_000,
    new Promise<Started>((resolve, reject) => {
      child.once('exit', (code) => reject(new Error(`server process exited early (code ${code})`)));
      child.once('message', (m: FromChild) => {
        if (m.type === 'ready') resolve({ child, ready: m });
        else if (m.type === 'error') reject(new Error(m.message));
      });
    }),
  ).catch((err) => {
    child.kill('SIGKILL');
    throw err;
  });
}

function ask(child: ChildProcess, m: ToChild): Promise<Extract<FromChild, { type: 'stats' }>> {
  return withTimeout(
    'server stats',
    10_000,
    new Promise((resolve) => {
      child.once('message', (r: FromChild) => r.type === 'stats' && resolve(r));
      child.send(m);
    }),
  );
}

async function main(): Promise<Target[]> {
  console.log(`sign-in throughput — ${CORES} cores, ${os.cpus()[0]?.model ?? ''}`);
  const loadBefore = os.loadavg()[0]!;
  const hash = await hashPassword(PASSWORD);
  const before = await measureVerify(hash);
  console.log(
    `argon2id verify before load: median ${round(median(before.samples), 2)} ms over ${before.samples.length}; ${CORES} in parallel: ${round(before.parallelPerSec)} verifies/s`,
  );

  const { child, ready } = await startServer();
  try {
    console.log(
      `API on 127.0.0.1:${ready.port} (database: ${ready.db}), ${ready.users.length} users; ${CONNECTIONS} connections for ${DURATION_S} s`,
    );
    const requests = ready.users.map((u) => ({
      method: 'POST',
      path: '/api/auth/signin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(u),
    }));
    const url = `http://127.0.0.1:${ready.port}`;

    // Sanity check and warm-up (JIT, connection pools), not counted.
    const probe = await fetch(`${url}/api/auth/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: requests[0]!.body,
    });
    if (probe.status !== 200) throw new Error(`sign-in probe answered ${probe.status}: ${await probe.text()}`);
    await withTimeout('warm-up', (WARMUP_S + 15) * 1000, load(ready.port, requests, WARMUP_S));

    child.send({ type: 'stats-start' } satisfies ToChild);
    const loadGenCpu0 = process.cpuUsage();
    const machine0 = machineCpuMs();
    const result = await withTimeout('load run', (DURATION_S + 30) * 1000, load(ready.port, requests, DURATION_S));
    const stats = await ask(child, { type: 'stats-stop' });
    const machine1 = machineCpuMs();
    const loadGenCpu = process.cpuUsage(loadGenCpu0);
    const loadAfter = os.loadavg()[0]!;

    // The floor uses every verify sample of this run, before and after the load (the server is idle
    // again by then), so a busy moment on either side does not decide it alone.
    const after = await verifySamples(hash, VERIFY_SAMPLES);
    const afterSamples = after.samples;
    const all = [...before.samples, ...afterSamples];
    const verify = {
      medianMs: median(all),
      medianBeforeMs: median(before.samples),
      medianAfterMs: median(afterSamples),
      minMs: Math.min(...all),
      maxMs: Math.max(...all),
      samples: all.length,
      cpuMsPerVerify: (before.cpuMsEach + after.cpuMsEach) / 2,
      parallelPerSec: before.parallelPerSec,
      params: hash.split('$').slice(1, 4).join('$'),
    };
    const floor = (0.8 * CORES) / (verify.medianMs / 1000);
    console.log(
      `argon2id verify after load: median ${round(verify.medianAfterMs, 2)} ms; all ${all.length} samples: median ${round(verify.medianMs, 2)} ms (${verify.params})`,
    );
    if (Math.max(loadBefore, loadAfter) > CORES) {
      console.warn(
        `WARNING: the machine was busy (1-min load average ${round(loadBefore, 2)} before, ${round(loadAfter, 2)} after, on ${CORES} cores); figures are unreliable, run again on a quiet machine.`,
      );
    }

    const ok = result.ok;
    const measured = ok / result.duration;
    const cpuPct = ((stats.cpuUserMs + stats.cpuSystemMs) / stats.wallMs) * 100;
    // CPU the server spent per successful sign-in (all threads): argon2 plus everything else.
    const cpuMsPerReq = ok > 0 ? (stats.cpuUserMs + stats.cpuSystemMs) / ok : NaN;
    // Main-thread time per sign-in (JS, PGlite's WASM, drivers): its inverse caps throughput whatever the cores.
    // ELU counts wall time off the poll phase, including time the thread waited for a core; the /proc
    // figure is the CPU it actually got.
    const mainThreadMsPerReq = ok > 0 ? (stats.eventLoopUtilization * stats.wallMs) / ok : NaN;
    const mainThreadCpuMsPerReq = ok > 0 ? stats.mainThreadCpuMs / ok : NaN;
    // The load generator (this process) and the whole machine (server, load generator,
    // PostgreSQL when local, and anything else running) per successful sign-in.
    const loadGenCpuMsPerReq = ok > 0 ? (loadGenCpu.user + loadGenCpu.system) / 1000 / ok : NaN;
    const machineCpuMsPerReq = ok > 0 ? (machine1.busy - machine0.busy) / ok : NaN;
    const machineBusyPct = ((machine1.busy - machine0.busy) / (machine1.total - machine0.total)) * 100;
    const problems = result.non2xx + result.errors + result.timeouts;
    if (problems > 0)
      console.warn(
        `WARNING: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts (only full sign-ins are counted)`,
        result.statusCodes ?? '',
      );

    const t = target('sign-in req/s ≥ 0.8 × cores ÷ verify s', measured, '>=', floor, 'req/s');
    console.table([
      {
        cores: CORES,
        'verify ms (median)': round(verify.medianMs, 2),
        'floor req/s': round(floor),
        'measured req/s': round(measured),
        ratio: round(t.ratio, 2),
        result: t.pass ? 'PASS' : 'FAIL',
      },
    ]);
    console.table([
      {
        database: ready.db,
        connections: CONNECTIONS,
        'load generator': LOADGEN,
        '2xx': ok,
        'non-2xx/err': problems,
        'latency p50 ms': result.latency.p50,
        'latency p99 ms': result.latency.p99,
        'server CPU %': round(cpuPct),
        'server CPU ms/req': round(cpuMsPerReq, 1),
        'server main-thread ELU': round(stats.eventLoopUtilization, 2),
        'parallel verify ceiling/s': round(verify.parallelPerSec),
      },
    ]);
    // Load-independent view: on an idle machine throughput ≈ cores ÷ CPU per request, so the target
    // holds only when a sign-in costs at most verify ÷ 0.8 of CPU in total (this process; a separate
    // PostgreSQL server's CPU comes on top when it shares the machine).
    const budgetMs = verify.cpuMsPerVerify / 0.8;
    console.table([
      {
        'argon2 CPU ms/verify': round(verify.cpuMsPerVerify, 1),
        'server CPU ms/sign-in': round(cpuMsPerReq, 1),
        'of which not argon2': round(cpuMsPerReq - verify.cpuMsPerVerify, 1),
        'CPU budget ms/sign-in (verify ÷ 0.8)': round(budgetMs, 1),
        'main-thread ms/sign-in': round(mainThreadMsPerReq, 1),
        'main-thread cap req/s': round(1000 / mainThreadMsPerReq),
        'CPU cap req/s (cores ÷ CPU/req)': round((CORES * 1000) / cpuMsPerReq),
      },
    ]);
    console.table([
      {
        'main-thread CPU ms/sign-in': round(mainThreadCpuMsPerReq, 2),
        'load generator CPU ms/sign-in': round(loadGenCpuMsPerReq, 2),
        'machine CPU ms/sign-in (all processes)': round(machineCpuMsPerReq, 1),
        'of which outside server + load generator': round(machineCpuMsPerReq - cpuMsPerReq - loadGenCpuMsPerReq, 1),
        'machine busy %': round(machineBusyPct),
      },
    ]);
    if (stats.eventLoopUtilization > 0.9)
      console.log('→ the server main thread is saturated: per-request main-thread work limits throughput.');
    if (cpuPct < 80 * CORES && stats.eventLoopUtilization <= 0.9)
      console.log(
        `→ the server used only ${round(cpuPct)} % of ${CORES * 100} % CPU: it is starved (busy machine) or waiting on I/O.`,
      );
    if (cpuMsPerReq > budgetMs)
      console.log(`→ each sign-in costs ${round(cpuMsPerReq - budgetMs, 1)} ms CPU over the budget the target allows.`);
    printTargets([t]);
    writeResult(`signin-throughput${process.env.BENCH_SUFFIX ?? ''}`, [t], {
      cores: CORES,
      verify,
      floorReqPerSec: floor,
      measuredReqPerSec: measured,
      database: ready.db,
      connections: CONNECTIONS,
      loadGenerator: LOADGEN,
      durationSeconds: result.duration,
      users: ready.users.length,
      responses: { '2xx': ok, non2xx: result.non2xx, errors: result.errors, timeouts: result.timeouts },
      latencyMs: { p50: result.latency.p50, p90: result.latency.p90, p99: result.latency.p99, max: result.latency.max },
      loadAverage1m: { before: loadBefore, after: loadAfter },
      loadGeneratorCpuMsPerRequest: loadGenCpuMsPerReq,
      machine: { cpuMsPerRequest: machineCpuMsPerReq, busyPercent: machineBusyPct },
      server: {
        cpuPercent: cpuPct,
        cpuMsPerRequest: cpuMsPerReq,
        cpuBudgetMsPerRequest: budgetMs,
        mainThreadMsPerRequest: mainThreadMsPerReq,
        mainThreadCpuMsPerRequest: mainThreadCpuMsPerReq,
        eventLoopUtilization: stats.eventLoopUtilization,
        rssMiB: stats.rssMiB,
        uvThreadpoolSize: process.env.UV_THREADPOOL_SIZE ?? '4 (default)',
      },
    });
    return [t];
  } finally {
    if (child.connected) child.send({ type: 'close' } satisfies ToChild);
    if (child.exitCode === null)
      await Promise.race([new Promise((r) => child.once('exit', r)), new Promise((r) => setTimeout(r, 10_000))]);
    if (child.exitCode === null) child.kill('SIGKILL');
  }
}

if (process.argv.includes('--serve')) void serve();
else runBench(main);
