import { randomInt } from 'node:crypto';
import type { Db, Tx } from '../../db/client.ts';
import { backgroundWork } from '../background-work.ts';
import {
  claimJobs,
  claimPeriodicRound,
  completeJob,
  ensurePeriodicJob,
  failJob,
  finishPeriodicRound,
  insertJob,
  type ClaimedJob,
} from './jobs-sql.ts';
import { queueStats, type QueueStats } from './queue-stats.ts';
import { retryDelayMs } from './retry-delay.ts';

/** A kind of job and how often it is tried before it is left dead for the operator. */
export interface JobKind<Payload> {
  readonly kind: string;
  readonly maxAttempts: number;
  /** Only carries the payload's type. */
  readonly payload?: Payload;
}

export const jobKind = <Payload>(kind: string, maxAttempts: number): JobKind<Payload> => ({ kind, maxAttempts });

export interface JobHandler {
  kind: string;
  run(payload: unknown): Promise<void>;
}

export const handleJob = <Payload>(kind: JobKind<Payload>, run: (payload: Payload) => Promise<void>): JobHandler => ({
  kind: kind.kind,
  run: (payload) => run(payload as Payload),
});

/** Work run every `everyMs` by one instance of the deployment at a time. */
export interface PeriodicJob {
  name: string;
  everyMs: number;
  run(): Promise<unknown>;
}

export interface JobLog {
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface JobCounters {
  completed: number;
  /** Attempts that failed, the last ones of dead jobs included. */
  failed: number;
  dead: number;
}

/** This instance's side of the queue: adds jobs, and runs the worker that claims and runs them. */
export interface JobQueue {
  readonly name: string;
  /** Adds a job in the caller's transaction, so it exists exactly when the change that calls for it does. Call wake() after the commit. */
  add<Payload>(tx: Tx, kind: JobKind<Payload>, payload: Payload): Promise<void>;
  /** Tells this instance's worker that jobs were committed (without it they wait for the next poll). */
  wake(): void;
  /** Starts this instance's worker; a second app built on the same deps shares the one already running. */
  start(work: { handlers: JobHandler[]; periodic: PeriodicJob[]; log: JobLog }): Promise<void>;
  /**
   * Stops claiming (once the last app sharing the worker stops) and waits a little for the jobs
   * running here; one still running stays leased and is run again later.
   */
  stop(): Promise<void>;
  /** Runs every job due now, and those they add, until none is left or running here. */
  drain(): Promise<void>;
  stats(): Promise<QueueStats>;
  /** What this instance's worker did since it started (queueStats counts the table, for all instances). */
  counters(): JobCounters;
}

/** Longer than any adapter's own time limit, so a job is never run twice at once by two instances. */
const LEASE_MS = 5 * 60_000;
const STOP_WAIT_MS = 5_000;
const ERROR_TEXT_MAX = 2_000;

const errorText = (err: unknown) => (err instanceof Error ? err.message : String(err)).slice(0, ERROR_TEXT_MAX);
const uniformRandom = () => randomInt(0, 1_000_000) / 1_000_000;

export function createJobQueue(db: Db, opts: { name: string; pollMs: number; concurrency: number }): JobQueue {
  const { name } = opts;
  const handlers = new Map<string, JobHandler>();
  const inFlight = new Set<Promise<void>>();
  const roundsRunning = new Set<string>();
  const roundsInFlight = new Set<Promise<void>>();
  const timers: NodeJS.Timeout[] = [];
  const counts: JobCounters = { completed: 0, failed: 0, dead: 0 };
  let log: JobLog = { warn: () => {}, error: () => {} };
  /** Apps built on these deps; a process runs one worker however many of them share it. */
  let users = 0;
  let started = false;
  let stopped = false;
  let claiming: Promise<void> | undefined;
  let claimAgain = false;
  let backlog = false;

  async function runJob(job: ClaimedJob): Promise<void> {
    const where = { job: { id: job.id, kind: job.kind, attempt: job.attempts } };
    try {
      await handlers.get(job.kind)!.run(job.payload);
    } catch (err) {
      counts.failed++;
      const dead = job.attempts >= job.max_attempts;
      if (dead) counts.dead++;
      const retryInMs = dead ? null : retryDelayMs(job.attempts, uniformRandom());
      await failJob(db, job, errorText(err), retryInMs).catch((e: unknown) =>
        log.error({ err: e, ...where }, 'could not record a failed job'),
      );
      if (dead)
        log.error(
          { err, ...where },
          `job ${job.kind} #${job.id} failed ${job.attempts} times and is dead: npm run jobs lists it`,
        );
      else log.warn({ err, ...where, retryInMs }, `job ${job.kind} #${job.id} failed; retrying`);
      return;
    }
    counts.completed++;
    // If this is lost the job runs again after its lease: jobs are written to bear that.
    await completeJob(db, job).catch((err: unknown) => log.error({ err, ...where }, 'could not record a finished job'));
  }

  function track(run: Promise<void>): void {
    inFlight.add(run);
    void run.finally(() => {
      inFlight.delete(run);
      if (backlog && !stopped) void claim();
    });
  }

  /** One claim at a time per instance, so drain() sees every job a concurrent wake-up took. */
  function claim(): Promise<void> {
    if (stopped) return Promise.resolve();
    if (claiming) {
      claimAgain = true;
      return claiming;
    }
    claiming = backgroundWork
      .run(true, async () => {
        do {
          claimAgain = false;
          const free = opts.concurrency - inFlight.size;
          const jobs = await claimJobs(db, name, [...handlers.keys()], free, LEASE_MS);
          backlog = free > 0 && jobs.length === free;
          for (const job of jobs) track(backgroundWork.run(true, () => runJob(job)));
        } while (claimAgain && !stopped);
      })
      .catch((err: unknown) => log.error({ err }, 'claiming jobs failed'))
      .finally(() => {
        claiming = undefined;
      });
    return claiming;
  }

  async function runRound(job: PeriodicJob): Promise<void> {
    if (roundsRunning.has(job.name) || stopped) return;
    roundsRunning.add(job.name);
    try {
      if (!(await claimPeriodicRound(db, name, job.name, job.everyMs, LEASE_MS))) return;
      let error: string | null = null;
      try {
        await job.run();
      } catch (err) {
        error = errorText(err);
        log.error({ err, periodicJob: job.name }, `periodic job ${job.name} failed`);
      }
      await finishPeriodicRound(db, name, job.name, error);
    } finally {
      roundsRunning.delete(job.name);
    }
  }

  const every = (ms: number, fn: () => Promise<void>) => {
    const timer = setInterval(() => void backgroundWork.run(true, fn), ms);
    // A pending tick never keeps the process alive on its own.
    timer.unref();
    timers.push(timer);
  };

  return {
    name,
    async add(tx, kind, payload) {
      await insertJob(tx, name, kind.kind, payload, kind.maxAttempts);
    },
    wake() {
      if (started && !stopped) setImmediate(() => void claim());
    },
    async start(work) {
      if (users++ > 0) return;
      started = true;
      log = work.log;
      for (const h of work.handlers) handlers.set(h.kind, h);
      for (const job of work.periodic) {
        await ensurePeriodicJob(db, name, job.name, job.everyMs);
        // Instances look often enough that a round starts within a fifth of its period (a minute at most) of being due.
        const lookEveryMs = Math.min(job.everyMs, 60_000, Math.max(opts.pollMs, job.everyMs / 5));
        every(lookEveryMs, () => {
          const round = runRound(job).catch((err: unknown) =>
            log.error({ err, periodicJob: job.name }, 'starting a periodic job failed'),
          );
          roundsInFlight.add(round);
          return round.finally(() => roundsInFlight.delete(round));
        });
      }
      every(opts.pollMs, claim);
      void claim();
    },
    async stop() {
      if (--users > 0) return;
      stopped = true;
      for (const timer of timers) clearInterval(timer);
      await claiming;
      let waited: NodeJS.Timeout | undefined;
      await Promise.race([
        Promise.allSettled([...inFlight, ...roundsInFlight]),
        new Promise((resolve) => {
          waited = setTimeout(resolve, STOP_WAIT_MS);
        }),
      ]);
      clearTimeout(waited);
    },
    async drain() {
      for (;;) {
        await claim();
        if (inFlight.size === 0) return;
        await Promise.allSettled([...inFlight]);
      }
    },
    stats: () => queueStats(db, name),
    counters: () => ({ ...counts }),
  };
}
