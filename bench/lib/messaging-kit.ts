/**
 * Shared by the messaging benchmarks (messaging-delivery, messaging-throughput, conversation-list):
 * a loopback port in 3300–3399, percentiles, members made by set-based SQL (no argon2, no HTTP),
 * sessions and access tokens without signing in, open-loop pacing and the `ws` build the API uses.
 * Nothing here is product code; it only writes rows whose e-mail ends in @msg.bench.test.
 */
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import type * as Ws from 'ws';
import type { Tx } from '../../apps/api/src/db/client.ts';
import { rowsOf } from '../../apps/api/src/db/rows.ts';
import type { AppDeps } from '../../apps/api/src/deps.ts';
import { signAccessToken } from '../../apps/api/src/modules/auth/access-token.ts';
import { round } from './bench-kit.ts';

// The ws build the API uses (through @fastify/websocket), for floor servers and clients alike.
const requireFromPlugin = createRequire(createRequire(import.meta.url).resolve('@fastify/websocket'));
export const ws = requireFromPlugin('ws') as typeof Ws;

const MSG_BENCH_DOMAIN = 'msg.bench.test';

/** A dedicated database is expected; without one the PostgreSQL benches print this and stop. */
export function skipWithoutDatabase(bench: string): boolean {
  if (process.env.DATABASE_URL) return false;
  console.log(
    `SKIPPED bench/${bench}.ts: it needs PostgreSQL. Set DATABASE_URL to a database of its own, e.g.\n` +
      `  psql -h 127.0.0.1 -U postgres -c 'create database sankofa_bench_msg'\n` +
      `  DATABASE_URL=postgres://postgres@127.0.0.1:5432/sankofa_bench_msg npx tsx bench/${bench}.ts`,
  );
  return true;
}

function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const srv = createServer();
    srv.unref();
    srv.once('error', () => resolve(false));
    srv.listen(port, '127.0.0.1', () => srv.close(() => resolve(true)));
  });
}

/** The first free loopback port in 3300–3399 (the range the benches listen on), skipping `taken`. */
export async function loopbackPort(taken: readonly number[] = []): Promise<number> {
  for (let p = 3300; p <= 3399; p++) if (!taken.includes(p) && (await canListen(p))) return p;
  throw new Error('no free port in 3300-3399 on 127.0.0.1');
}

/** Nearest-rank percentile. */
export function pct(xs: readonly number[], p: number): number {
  if (xs.length === 0) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))]!;
}

export interface Latency {
  samples: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  mean: number;
}

export function latency(ms: readonly number[]): Latency {
  const mean = ms.reduce((a, b) => a + b, 0) / (ms.length || 1);
  return {
    samples: ms.length,
    p50: round(pct(ms, 50), 3),
    p95: round(pct(ms, 95), 3),
    p99: round(pct(ms, 99), 3),
    max: round(ms.length ? Math.max(...ms) : NaN, 3),
    mean: round(mean, 3),
  };
}

// ───────────────────────────── members, pairs, sessions ─────────────────────────────

const TAG = /^[a-z0-9-]{1,40}$/;
function checkTag(tag: string): string {
  if (!TAG.test(tag)) throw new Error(`bench tag "${tag}" must match ${TAG}`);
  return tag;
}

/**
 * The id of bench member `i` (1-based) of a tag: an md5 with the version-4 and variant bits set,
 * so SQL (memberIdSql) and this function agree without reading anything back.
 */
function memberId(tag: string, i: number): string {
  const m = createHash('md5')
    .update(`${checkTag(tag)}-${i}`)
    .digest('hex');
  const h = `${m.slice(0, 12)}4${m.slice(13, 16)}8${m.slice(17, 32)}`;
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/** SQL for memberId(tag, <expr>); the tag is checked, the expression is the caller's own SQL text. */
export const memberIdSql = (tag: string, expr: string) =>
  `(select (substr(m, 1, 12) || '4' || substr(m, 14, 3) || '8' || substr(m, 18, 15))::uuid from md5('${checkTag(tag)}-' || (${expr})::text) m)`;

/** Deletes every member an earlier run of this tag made (their sessions, pairs and messages go with them). */
export async function removeMembers(db: Tx, tag: string): Promise<void> {
  await db.execute(sql.raw(`delete from users where email like '${checkTag(tag)}-%@${MSG_BENCH_DOMAIN}'`));
}

/**
 * Members 1..count of a tag: confirmed users with onboarded profiles (hidden from discovery), in two
 * set-based statements. Returns their ids, index 0 being member 1.
 */
export async function createMembers(db: Tx, tag: string, count: number): Promise<string[]> {
  const id = memberIdSql(tag, 'i');
  await db.execute(
    sql.raw(`insert into users (id, email, password_hash, email_confirmed_at)
      select ${id}, '${tag}-' || i || '@${MSG_BENCH_DOMAIN}', 'not-a-password-hash', now()
      from generate_series(1, ${count}) i`),
  );
  await db.execute(
    sql.raw(`insert into profiles (user_id, display_name, onboarded_at, gender, birth_date, location, lat_snapped, lng_snapped, show_profile)
      select ${id}, (array['Ama','Kofi','Abena','Yaw','Ngozi','Emeka','Wanjiru','Thabo','Fatou','Imani'])[1 + i % 10] || ' ' || i,
        now() - (i || ' seconds')::interval, case when i % 2 = 0 then 'woman' else 'man' end, date '1994-05-17',
        'Accra, Ghana', 5.6, -0.19, false
      from generate_series(1, ${count}) i`),
  );
  return Array.from({ length: count }, (_, k) => memberId(tag, k + 1));
}

/** Matches member 2k+1 with member 2k+2 for k in [0, pairs): pair k is (ids[2k], ids[2k+1]). */
export async function matchPairs(db: Tx, tag: string, pairs: number): Promise<void> {
  await db.execute(
    sql.raw(`insert into matches (user_a, user_b, created_at)
      select least(a, b), greatest(a, b), now() - interval '1 day'
      from (select ${memberIdSql(tag, '2 * k + 1')} a, ${memberIdSql(tag, '2 * k + 2')} b from generate_series(0, ${pairs - 1}) k) p`),
  );
}

/** One session per member in one statement, and an access token for each (what signing in would hand out). */
export async function issueTokens(deps: AppDeps, tag: string, count: number): Promise<string[]> {
  const result = await deps.database.db.execute(
    sql.raw(`insert into sessions (user_id, user_agent, ip, expires_at)
      select ${memberIdSql(tag, 'i')}, 'bench', '127.0.0.1'::inet, now() + interval '1 day' from generate_series(1, ${count}) i
      returning id::text as id, user_id::text as user_id`),
  );
  const byUser = new Map(rowsOf<{ id: string; user_id: string }>(result).map((r) => [r.user_id, r.id]));
  const now = deps.clock();
  const tokens: string[] = [];
  for (let i = 1; i <= count; i++) {
    const userId = memberId(tag, i);
    const sessionId = byUser.get(userId);
    if (!sessionId) throw new Error(`no session was made for ${userId}`);
    tokens.push(
      (await signAccessToken(deps.secret, { userId, sessionId }, now, deps.env.ACCESS_TOKEN_TTL_SECONDS)).token,
    );
  }
  return tokens;
}

// ───────────────────────────── pacing, load, sockets ─────────────────────────────

/**
 * Open-loop pacing: call `fire(i)` for i in [0, total) at `rate` per second on a fixed schedule,
 * whatever the answers do. Returns how late the worst call was against its slot (client lag).
 */
export function openLoop(
  rate: number,
  total: number,
  fire: (i: number) => void,
): Promise<{ seconds: number; maxLagMs: number }> {
  return new Promise((resolve) => {
    const start = performance.now();
    const interval = 1000 / rate;
    let i = 0;
    let maxLagMs = 0;
    const step = () => {
      const now = performance.now();
      while (i < total && start + i * interval <= now) {
        maxLagMs = Math.max(maxLagMs, now - (start + i * interval));
        fire(i++);
      }
      if (i >= total) return resolve({ seconds: (performance.now() - start) / 1000, maxLagMs });
      setTimeout(step, Math.max(0, start + i * interval - performance.now()));
    };
    step();
  });
}

const LOOP_RESOLUTION_MS = 5;

/**
 * Event-loop delay and CPU of this process between reset() and read(). Node's histogram records the
 * interval between its timer's runs, so the resolution is taken off to leave the delay.
 */
export function loadProbe() {
  const h = monitorEventLoopDelay({ resolution: LOOP_RESOLUTION_MS });
  const delay = (ns: number) => round(Math.max(0, ns / 1e6 - LOOP_RESOLUTION_MS), 2);
  h.enable();
  let cpu = process.cpuUsage();
  let started = performance.now();
  return {
    reset() {
      h.reset();
      cpu = process.cpuUsage();
      started = performance.now();
    },
    read() {
      const used = process.cpuUsage(cpu);
      const wallMs = performance.now() - started;
      return {
        loopDelayP50Ms: delay(h.percentile(50)),
        loopDelayP99Ms: delay(h.percentile(99)),
        loopDelayMaxMs: delay(h.max),
        cpuPercentOfOneCore: round(((used.user + used.system) / 1000 / wallMs) * 100, 1),
        seconds: round(wallMs / 1000, 2),
      };
    },
  };
}
export type LoadReading = ReturnType<ReturnType<typeof loadProbe>['read']>;

function cpuTimes(): { busy: number; steal: number; total: number } | null {
  try {
    const f = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
    const total = f.slice(0, 8).reduce((a, b) => a + b, 0);
    return { busy: total - (f[3] ?? 0) - (f[4] ?? 0), steal: f[7] ?? 0, total };
  } catch {
    return null;
  }
}

/**
 * The whole machine between reset() and read(): how busy all its cores were (other people's test
 * runs included) and the load average, so a figure can be read against the conditions it met.
 * `stealPercent` is the share of the cores' time the hypervisor gave to other machines while our
 * processes were ready to run: on this virtual machine it swings from 0 to 40 % within a minute,
 * and every process of the run (driver, app, PostgreSQL, Redis) waits while it lasts.
 */
export function machineProbe() {
  let from = cpuTimes();
  return {
    reset() {
      from = cpuTimes();
    },
    read() {
      const to = cpuTimes();
      const share = (pick: (t: { busy: number; steal: number }) => number) =>
        from && to && to.total > from.total ? ((pick(to) - pick(from)) / (to.total - from.total)) * 100 : NaN;
      return {
        machineBusyPercent: round(
          share((t) => t.busy),
          1,
        ),
        stealPercent: round(
          share((t) => t.steal),
          1,
        ),
        cores: os.availableParallelism(),
        loadAverage: os.loadavg().map((l) => round(l, 2)),
      };
    },
  };
}
export type MachineReading = ReturnType<ReturnType<typeof machineProbe>['read']>;

/** Runs `open(i)` for i in [0, count) with at most `concurrency` in flight; results in index order. */
export async function openAll<T>(count: number, concurrency: number, open: (i: number) => Promise<T>): Promise<T[]> {
  const out = new Array<T>(count);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, count) }, async () => {
      while (next < count) {
        const i = next++;
        out[i] = await open(i);
      }
    }),
  );
  return out;
}

/** Opens a client socket and resolves once the server's first frame (its hello) has arrived. */
export function openSocket(url: string, protocols: string[]): Promise<Ws.WebSocket> {
  return new Promise((resolve, reject) => {
    const s = new ws.WebSocket(url, protocols, { perMessageDeflate: false });
    s.once('message', () => resolve(s));
    s.once('error', reject);
    s.once('unexpected-response', (_q, res) => reject(new Error(`handshake refused: ${res.statusCode}`)));
  });
}

export async function closeSockets(sockets: readonly Ws.WebSocket[]): Promise<void> {
  await Promise.all(
    sockets.map(
      (s) =>
        new Promise<void>((r) => {
          if (s.readyState === s.CLOSED) return r();
          s.once('close', () => r());
          s.close();
        }),
    ),
  );
}

/** This process's soft limit on open files (each socket is one), or Infinity when it cannot be read. */
function openFileLimit(): number {
  try {
    const line = readFileSync('/proc/self/limits', 'utf8')
      .split('\n')
      .find((l) => l.startsWith('Max open files'));
    const soft = line?.split(/\s{2,}/)[1];
    return soft && /^\d+$/.test(soft) ? Number(soft) : Infinity;
  } catch {
    return Infinity;
  }
}

/** Fails early, with the fix, when `sockets` cannot all be open at once in one process. */
export function requireFileLimit(sockets: number): void {
  const limit = openFileLimit();
  if (limit < sockets + 500) {
    throw new Error(
      `${sockets} sockets need more open files than this shell allows (${limit}); run \`ulimit -n ${sockets + 1000}\` first`,
    );
  }
}

/**
 * Where the slowest 1 % of samples fell in time: samples at or above the p99, grouped while less
 * than `gapMs` apart. One or two dense groups point at a stall (a periodic task, GC, a busy
 * neighbour); slow samples spread evenly point at a per-message cost.
 */
export function slowestPercent(samples: ReadonlyArray<{ at: number; ms: number }>, gapMs = 250) {
  const threshold = pct(
    samples.map((s) => s.ms),
    99,
  );
  const slow = samples.filter((s) => s.ms >= threshold).sort((a, b) => a.at - b.at);
  const groups: Array<{ atSecond: number; spanMs: number; samples: number; maxMs: number }> = [];
  let last = -Infinity;
  for (const s of slow) {
    const g = groups.at(-1);
    if (g && s.at - last < gapMs) {
      g.spanMs = round(s.at / 1000 - g.atSecond, 3) * 1000;
      g.samples++;
      g.maxMs = Math.max(g.maxMs, round(s.ms, 1));
    } else groups.push({ atSecond: round(s.at / 1000, 2), spanMs: 0, samples: 1, maxMs: round(s.ms, 1) });
    last = s.at;
  }
  groups.sort((a, b) => b.samples - a.samples);
  // The p99 of everything sent outside the largest group's span: what the figure would be without that one stall.
  const big = groups[0];
  const outside = big
    ? samples.filter((s) => s.at < big.atSecond * 1000 - gapMs || s.at > big.atSecond * 1000 + big.spanMs + gapMs)
    : samples;
  return {
    thresholdMs: round(threshold, 2),
    slowSamples: slow.length,
    groups: groups.length,
    largestGroups: groups.slice(0, 5),
    p99OutsideLargestGroupMs: round(
      pct(
        outside.map((s) => s.ms),
        99,
      ),
      3,
    ),
  };
}
