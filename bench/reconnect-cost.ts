/**
 * What one realtime reconnect costs (issue #24, socket churn): a phone's socket drops, it opens a new
 * one and catches its conversation up over HTTP, as tests/faults' churn clients do. Prints, per
 * reconnect: statements the database ran, CPU time of the API process, of the database backends and
 * of this load generator, and how many reconnects a second one instance kept up with. The churn's
 * long form asks for 100 a second on two instances; these figures say what that needs.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/sankofa_bench npx tsx bench/reconnect-cost.ts
 *   RECONNECTS=600 CONCURRENCY=10  (defaults)
 *   API_ROOT=/path/to/another/checkout  measures that checkout's server (a before/after pair)
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import WebSocket from 'ws';
import { REALTIME_SUBPROTOCOL } from '@sankofa/contracts/realtime';
import { crowd } from '../tests/faults/support/crowd.ts';
import { createOwnDatabase, startOwnRedis } from '../tests/faults/support/own-services.ts';
import { startInstance, stopInstance } from '../apps/api/src/test/instances.ts';
import { ROOT, printTargets, runBench, target, writeResult, type Target } from './lib/bench-kit.ts';

const RECONNECTS = Number(process.env.RECONNECTS ?? 600);
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 10);
const MEMBERS = 200;
const API_ROOT = process.env.API_ROOT ?? ROOT;
const TICK_MS = 10; // USER_HZ is 100 on Linux
const SERVER_CPU_PROF = process.env.SERVER_CPU_PROF;

/** utime + stime of a process, in ms. */
function cpuMsOf(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return 0;
  }
}

function openSocket(url: string, token: string): Promise<WebSocket> {
  const ws = new WebSocket(`${url.replace(/^http/, 'ws')}/api/realtime`, [REALTIME_SUBPROTOCOL, `bearer.${token}`]);
  return new Promise((resolve, reject) => {
    ws.on('message', (data) => {
      if ((JSON.parse(String(data)) as { type: string }).type === 'hello') resolve(ws);
    });
    ws.once('error', reject);
    ws.once('unexpected-response', (_req, res) => reject(new Error(`handshake refused: ${res.statusCode}`)));
  });
}

async function main(): Promise<Target[]> {
  if (!process.env.DATABASE_URL)
    throw new Error(
      'bench/reconnect-cost.ts needs DATABASE_URL (PostgreSQL); it makes a database of its own beside it.',
    );
  const database = await createOwnDatabase(process.env.DATABASE_URL);
  const redis = await startOwnRedis();
  const authSecret = randomBytes(32).toString('base64url');
  const server = await startInstance(
    {
      NODE_ENV: 'development',
      LOG_LEVEL: 'silent',
      DATABASE_URL: database.url,
      REDIS_URL: redis.url,
      AUTH_SECRET: authSecret,
      CONTACT_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
      RATE_MESSAGES_PER_MINUTE: '100000',
    },
    {
      root: API_ROOT,
      nodeArgs: SERVER_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${SERVER_CPU_PROF}`] : [],
      startTimeoutMs: 60_000,
    },
  );
  const admin = new pg.Client({ connectionString: database.url });
  await admin.connect();
  try {
    const pairs = await crowd(database.url, authSecret, MEMBERS);
    // One message in each conversation, so every catch-up has something to read.
    for (const [a, b] of pairs) {
      const res = await fetch(`${server.url}/api/conversations/${b.id}/messages`, {
        method: 'POST',
        headers: { authorization: `Bearer ${a.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ kind: 'text', clientId: randomUUID(), text: 'hello' }),
      });
      if (res.status !== 200) throw new Error(`seeding a message answered ${res.status}: ${await res.text()}`);
    }
    const members = pairs.flatMap(([a, b]) => [
      { me: a, peer: b },
      { me: b, peer: a },
    ]);
    const sockets = await Promise.all(members.map((m) => openSocket(server.url, m.me.token)));

    const dbName = new URL(database.url).pathname.slice(1);
    const statements = async () =>
      Number(
        (
          await admin.query<{ n: string }>(
            'select xact_commit + xact_rollback as n from pg_stat_database where datname = $1',
            [dbName],
          )
        ).rows[0]!.n,
      );
    const backendCpu = async () => {
      const { rows } = await admin.query<{ pid: number }>(
        'select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [dbName],
      );
      return rows.reduce((ms, r) => ms + cpuMsOf(r.pid), 0);
    };
    const settle = () => new Promise((resolve) => setTimeout(resolve, 1_500));

    // The idle rate (job worker polls, presence) is measured first and taken off.
    await settle();
    const idleFrom = { n: await statements(), at: Date.now() };
    await settle();
    const idleRate = ((await statements()) - idleFrom.n) / (Date.now() - idleFrom.at);

    const before = {
      n: await statements(),
      api: cpuMsOf(server.proc.pid!),
      pgCpu: await backendCpu(),
      me: process.cpuUsage(),
      at: Date.now(),
    };
    let next = 0;
    let refused = 0;
    const worker = async () => {
      for (let i = next++; i < RECONNECTS; i = next++) {
        const k = i % members.length;
        const { me, peer } = members[k]!;
        sockets[k]!.terminate();
        sockets[k] = await openSocket(server.url, me.token);
        const res = await fetch(`${server.url}/api/conversations/${peer.id}/messages?after=0`, {
          headers: { authorization: `Bearer ${me.token}` },
        });
        if (res.status !== 200) refused++;
        await res.arrayBuffer();
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    const wallMs = Date.now() - before.at;
    await settle();
    const spentMs = Date.now() - before.at;
    const afterReconnects = await statements();
    const apiAfter = cpuMsOf(server.proc.pid!);
    const pgAfter = await backendCpu();
    const me = process.cpuUsage(before.me);
    const per = (x: number) => Math.round((x / RECONNECTS) * 100) / 100;

    // The churn also sends a message for every reconnect: what one costs, measured the same way.
    const sendsFrom = { api: cpuMsOf(server.proc.pid!), pgCpu: await backendCpu() };
    let sendAt = 0;
    const sender = async () => {
      for (let i = sendAt++; i < RECONNECTS; i = sendAt++) {
        const [a, b] = pairs[i % pairs.length]!;
        const res = await fetch(`${server.url}/api/conversations/${b.id}/messages`, {
          method: 'POST',
          headers: { authorization: `Bearer ${a.token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ kind: 'text', clientId: randomUUID(), text: `send ${i}` }),
        });
        if (res.status !== 200) refused++;
        await res.arrayBuffer();
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, sender));
    await settle();
    const sendApi = per(cpuMsOf(server.proc.pid!) - sendsFrom.api);
    const sendPg = per((await backendCpu()) - sendsFrom.pgCpu);
    const statementsPerReconnect = per(afterReconnects - before.n - idleRate * spentMs - 1);
    const figures = {
      apiRoot: API_ROOT,
      reconnects: RECONNECTS,
      concurrency: CONCURRENCY,
      refused,
      statementsPerReconnect,
      apiCpuMsPerReconnect: per(apiAfter - before.api),
      databaseCpuMsPerReconnect: per(pgAfter - before.pgCpu),
      clientCpuMsPerReconnect: per((me.user + me.system) / 1_000),
      reconnectsPerSecond: Math.round((RECONNECTS / wallMs) * 1_000),
      apiCpuMsPerSend: sendApi,
      databaseCpuMsPerSend: sendPg,
      loadAverage: readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' '),
    };
    console.table(Object.entries(figures).map(([figure, value]) => ({ figure, value })));
    for (const s of sockets) s.terminate();
    const targets = [
      // Before the change a reconnect and catch-up cost 7 statements (decision 0062).
      target('statements per reconnect and catch-up', figures.statementsPerReconnect, '<=', 4, ''),
      target('catch-ups refused', refused, '<=', 0, ''),
    ];
    printTargets(targets);
    writeResult('reconnect-cost', targets, figures);
    return targets;
  } finally {
    await admin.end();
    // SIGINT lets a profiling server write its profile.
    await stopInstance(server, SERVER_CPU_PROF ? 'SIGINT' : 'SIGKILL');
    await redis.stop();
    await database.drop();
  }
}

runBench(main);
