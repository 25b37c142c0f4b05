import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { listDeadJobs, retryDeadJobs } from './dead-jobs.ts';
import { jobsCommand } from './jobs-command.ts';
import { createJobQueue, handleJob, jobKind, type JobLog, type JobQueue } from './job-queue.ts';
import { claimPeriodicRound, ensurePeriodicJob } from './jobs-sql.ts';

// Two "instances" are two queues of one name; on PostgreSQL each has its own connection pool, as two
// processes would. PGlite has one connection, which both share.
let one: Database;
let two: Database;
beforeAll(async () => {
  const url = process.env.DATABASE_URL;
  one = await openDatabase({ url, dataDir: 'memory://' });
  two = url ? await openDatabase({ url, dataDir: 'memory://' }) : one;
});
afterAll(async () => {
  if (two !== one) await two?.close();
  await one?.close();
});

const ECHO = jobKind<{ n: number }>('test.echo', 3);
const quiet: JobLog = { warn: () => {}, error: () => {} };

function recordingLog() {
  const lines: { level: string; msg: string }[] = [];
  const log: JobLog = {
    warn: (_o, msg) => void lines.push({ level: 'warn', msg }),
    error: (_o, msg) => void lines.push({ level: 'error', msg }),
  };
  return { lines, log };
}

const newQueue = (db: Database, name = `q-${randomUUID()}`) =>
  createJobQueue(db.db, { name, pollMs: 50, concurrency: 4 });

async function addJobs(queue: JobQueue, count: number) {
  await one.db.transaction(async (tx) => {
    for (let n = 0; n < count; n++) await queue.add(tx, ECHO, { n });
  });
}

async function rowsOfQueue(name: string) {
  return rowsOf<{ state: string; attempts: number; last_error: string | null; due_in_ms: number }>(
    await one.db.execute(sql`
      select state, attempts, last_error, (extract(epoch from run_after - now()) * 1000)::int as due_in_ms
      from jobs where queue = ${name} order by id`),
  );
}

describe('the job queue (decision 0021)', () => {
  it('gives each job to exactly one of two instances working the same queue', async () => {
    const a = newQueue(one);
    const b = newQueue(two, a.name);
    const ran: string[] = [];
    const handler = (who: string) => handleJob(ECHO, async ({ n }) => void ran.push(`${n}:${who}`));
    await addJobs(a, 40);
    await a.start({ handlers: [handler('a')], periodic: [], log: quiet });
    await b.start({ handlers: [handler('b')], periodic: [], log: quiet });
    try {
      await Promise.all([a.drain(), b.drain()]);
      const numbers = ran.map((r) => Number(r.split(':')[0])).sort((x, y) => x - y);
      expect(numbers).toEqual([...Array(40).keys()]);
      expect(await rowsOfQueue(a.name)).toEqual([]);
      expect(a.counters().completed + b.counters().completed).toBe(40);
    } finally {
      await Promise.all([a.stop(), b.stop()]);
    }
  });

  it('retries a failed job later with back-off, and keeps it dead after its last attempt, logged and counted', async () => {
    const queue = newQueue(one);
    const { lines, log } = recordingLog();
    let fail = true;
    const delivered: number[] = [];
    await addJobs(queue, 1);
    await queue.start({
      handlers: [
        handleJob(ECHO, async ({ n }) => {
          if (fail) throw new Error('relay refused');
          delivered.push(n);
        }),
      ],
      periodic: [],
      log,
    });
    try {
      await queue.drain();
      let [row] = await rowsOfQueue(queue.name);
      expect(row).toMatchObject({ state: 'queued', attempts: 1, last_error: 'relay refused' });
      // The first retry waits 2.5–5 s.
      expect(row!.due_in_ms).toBeGreaterThan(1_000);
      expect(row!.due_in_ms).toBeLessThanOrEqual(5_000);
      expect(await queue.stats()).toMatchObject({ total: { queued: 1, retrying: 1, dead: 0 } });

      for (let attempt = 2; attempt <= ECHO.maxAttempts; attempt++) {
        await one.db.execute(sql`update jobs set run_after = now() where queue = ${queue.name}`);
        await queue.drain();
      }
      [row] = await rowsOfQueue(queue.name);
      expect(row).toMatchObject({ state: 'dead', attempts: 3, last_error: 'relay refused' });
      expect(lines.filter((l) => l.level === 'warn')).toHaveLength(2);
      expect(lines.filter((l) => l.level === 'error').map((l) => l.msg)).toEqual([
        expect.stringMatching(/^job test\.echo #\d+ failed 3 times and is dead/),
      ]);
      expect(await queue.stats()).toEqual({
        total: { queued: 0, running: 0, retrying: 0, dead: 1 },
        byKind: [{ kind: 'test.echo', queued: 0, running: 0, retrying: 0, dead: 1 }],
      });
      expect(queue.counters()).toEqual({ completed: 0, failed: 3, dead: 1 });
      // A dead job is never claimed again on its own.
      await queue.drain();
      expect(delivered).toEqual([]);

      // The operator revives it once the relay works.
      fail = false;
      const [dead] = await listDeadJobs(one.db, queue.name);
      expect(dead).toMatchObject({ kind: 'test.echo', attempts: 3, last_error: 'relay refused' });
      expect(await retryDeadJobs(one.db, queue.name, dead!.id)).toBe(1);
      await queue.drain();
      expect(delivered).toEqual([0]);
      expect(await rowsOfQueue(queue.name)).toEqual([]);
    } finally {
      await queue.stop();
    }
  });

  it('runs again a job whose worker died holding it, once its lease has run out', async () => {
    const queue = newQueue(one);
    const ran: number[] = [];
    await addJobs(queue, 1);
    // A worker claimed it and died: running, leased until a moment ago.
    await one.db.execute(sql`
      update jobs set state = 'running', attempts = 1, locked_until = now() - interval '1 second' where queue = ${queue.name}`);
    await queue.start({ handlers: [handleJob(ECHO, async ({ n }) => void ran.push(n))], periodic: [], log: quiet });
    try {
      await queue.drain();
      expect(ran).toEqual([0]);
      expect(await rowsOfQueue(queue.name)).toEqual([]);
    } finally {
      await queue.stop();
    }
  });

  it('leaves alone a job another worker holds, and jobs of kinds it has no handler for', async () => {
    const queue = newQueue(one);
    const ran: number[] = [];
    await addJobs(queue, 2);
    await one.db.execute(sql`
      update jobs set state = 'running', attempts = 1, locked_until = now() + interval '1 minute'
      where id = (select min(id) from jobs where queue = ${queue.name})`);
    await one.db.transaction((tx) => queue.add(tx, jobKind<object>('test.unknown', 1), {}));
    await queue.start({ handlers: [handleJob(ECHO, async ({ n }) => void ran.push(n))], periodic: [], log: quiet });
    try {
      await queue.drain();
      expect(ran).toEqual([1]);
      expect((await rowsOfQueue(queue.name)).map((r) => r.state)).toEqual(['running', 'queued']);
    } finally {
      await queue.stop();
    }
  });
});

describe('periodic jobs across instances (decision 0021)', () => {
  it('gives a due round to exactly one of two instances asking at once', async () => {
    const queue = `p-${randomUUID()}`;
    await ensurePeriodicJob(one.db, queue, 'test.tick', 60_000);
    await one.db.execute(sql`update periodic_jobs set next_run_at = now() where queue = ${queue}`);
    const won = await Promise.all([
      claimPeriodicRound(one.db, queue, 'test.tick', 60_000, 60_000),
      claimPeriodicRound(two.db, queue, 'test.tick', 60_000, 60_000),
    ]);
    expect(won.filter(Boolean)).toHaveLength(1);
    // The next round is a period away, whoever asks.
    expect(await claimPeriodicRound(two.db, queue, 'test.tick', 60_000, 60_000)).toBe(false);
  });

  it('never runs two rounds at once, even when a round outlasts its period and two instances look', async () => {
    const name = `p-${randomUUID()}`;
    const a = newQueue(one, name);
    const b = newQueue(two, name);
    let running = 0;
    let overlapped = false;
    const rounds: string[] = [];
    const job = (who: string) => ({
      name: 'test.slow',
      everyMs: 20,
      async run() {
        running++;
        if (running > 1) overlapped = true;
        rounds.push(who);
        await new Promise((r) => setTimeout(r, 60));
        running--;
      },
    });
    await a.start({ handlers: [], periodic: [job('a')], log: quiet });
    await b.start({ handlers: [], periodic: [job('b')], log: quiet });
    try {
      await expect.poll(() => rounds.length, { timeout: 10_000, interval: 20 }).toBeGreaterThanOrEqual(4);
    } finally {
      await Promise.all([a.stop(), b.stop()]);
    }
    expect(overlapped).toBe(false);
  });

  it('shows the operator what is queued and dead, and runs again the dead job named (npm run jobs)', async () => {
    const queue = newQueue(one);
    await queue.start({
      handlers: [handleJob(ECHO, async () => Promise.reject(new Error('bucket gone')))],
      periodic: [],
      log: quiet,
    });
    try {
      await addJobs(queue, 2);
      for (let attempt = 1; attempt <= ECHO.maxAttempts; attempt++) {
        await one.db.execute(sql`update jobs set run_after = now() where queue = ${queue.name}`);
        await queue.drain();
      }
      // The operator's command works on the table; the worker is stopped so it does not claim what is revived.
      await queue.stop();
      const run = async (...args: string[]) => {
        const lines: string[] = [];
        const code = await jobsCommand(one.db, queue.name, args, (line) => void lines.push(line));
        return { code, lines };
      };
      const report = await run();
      expect(report.code).toBe(0);
      expect(report.lines[0]).toBe(`Queue '${queue.name}': 0 queued (0 of them retrying), 0 running, 2 dead`);
      expect(report.lines[1]).toBe('  test.echo: 0 queued (0 retrying), 0 running, 2 dead');
      const dead = report.lines.filter((l) => /^ {2}#\d+ test\.echo, 3 attempts, queued .+: bucket gone$/.test(l));
      expect(dead).toHaveLength(2);

      const id = /#(\d+)/.exec(dead[0]!)![1]!;
      expect(await run('retry', id)).toEqual({ code: 0, lines: [`Job #${id} queued again`] });
      expect(await run('retry', id)).toEqual({ code: 1, lines: [`No dead job #${id} in queue '${queue.name}'`] });
      expect((await run('retry', 'first')).code).toBe(2);
      expect((await run()).lines[0]).toMatch(/: 1 queued \(0 of them retrying\), 0 running, 1 dead$/);
      expect(await run('retry-all')).toEqual({ code: 0, lines: ['1 dead job(s) queued again'] });
      expect((await queue.stats()).total).toEqual({ queued: 2, running: 0, retrying: 0, dead: 0 });
    } finally {
      await queue.stop();
    }
  });
});
