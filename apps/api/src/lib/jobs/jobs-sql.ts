import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';

/** Statements of the job queue (decision 0021); times are the database's, which every instance shares. */

export interface ClaimedJob {
  id: number;
  kind: string;
  payload: unknown;
  /** Counting this one. */
  attempts: number;
  max_attempts: number;
}

const ms = (n: number) => sql`(${Math.round(n)}::int * interval '1 millisecond')`;
const list = (values: string[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

export async function insertJob(
  tx: Tx,
  queue: string,
  kind: string,
  payload: unknown,
  maxAttempts: number,
): Promise<void> {
  await tx.execute(sql`
    insert into jobs (queue, kind, payload, max_attempts)
    values (${queue}, ${kind}, ${JSON.stringify(payload)}::jsonb, ${maxAttempts})`);
}

/**
 * Takes up to `limit` due jobs of the given kinds for `leaseMs`: queued ones whose time has come, and
 * running ones whose lease ran out (their worker died). SKIP LOCKED lets instances claim side by side,
 * each row going to exactly one of them.
 */
export async function claimJobs(
  db: Tx,
  queue: string,
  kinds: string[],
  limit: number,
  leaseMs: number,
): Promise<ClaimedJob[]> {
  if (kinds.length === 0 || limit <= 0) return [];
  const result = await db.execute(sql`
    update jobs set state = 'running', attempts = attempts + 1, locked_until = now() + ${ms(leaseMs)}
    where id in (
      select id from jobs
      where queue = ${queue} and kind in (${list(kinds)}) and state <> 'dead' and run_after <= now()
        and (state = 'queued' or locked_until <= now())
      order by run_after, id
      limit ${limit}
      for update skip locked)
    returning id, kind, payload, attempts, max_attempts`);
  return rowsOf<ClaimedJob>(result).map((r) => ({ ...r, id: Number(r.id) }));
}

/** Only the claim that still holds the job finishes it: one whose lease ran out and was claimed again changes nothing. */
const stillHeld = (job: ClaimedJob) => sql`id = ${job.id} and state = 'running' and attempts = ${job.attempts}`;

export async function completeJob(db: Tx, job: ClaimedJob): Promise<void> {
  await db.execute(sql`delete from jobs where ${stillHeld(job)}`);
}

/** Back in the queue after `retryInMs`, or dead (kept, with its error, for the operator) when that is null. */
export async function failJob(db: Tx, job: ClaimedJob, error: string, retryInMs: number | null): Promise<void> {
  const next =
    retryInMs === null
      ? sql`state = 'dead', locked_until = null`
      : sql`state = 'queued', locked_until = null, run_after = now() + ${ms(retryInMs)}`;
  await db.execute(sql`update jobs set ${next}, last_error = ${error} where ${stillHeld(job)}`);
}

/** The schedule row of a periodic job; its first round comes one period after it is first seen. */
export async function ensurePeriodicJob(db: Tx, queue: string, name: string, everyMs: number): Promise<void> {
  await db.execute(sql`
    insert into periodic_jobs (queue, name, next_run_at) values (${queue}, ${name}, now() + ${ms(everyMs)})
    on conflict do nothing`);
}

/**
 * Starts a round when it is due and no other instance runs one: moves the schedule on by one period
 * and leases the round. True when this caller won the round.
 */
export async function claimPeriodicRound(
  db: Tx,
  queue: string,
  name: string,
  everyMs: number,
  leaseMs: number,
): Promise<boolean> {
  const result = await db.execute(sql`
    update periodic_jobs set next_run_at = now() + ${ms(everyMs)}, locked_until = now() + ${ms(leaseMs)}, last_started_at = now()
    where (queue, name) in (
      select queue, name from periodic_jobs
      where queue = ${queue} and name = ${name} and next_run_at <= now() and (locked_until is null or locked_until <= now())
      for update skip locked)
    returning name`);
  return rowsOf(result).length === 1;
}

export async function finishPeriodicRound(db: Tx, queue: string, name: string, error: string | null): Promise<void> {
  await db.execute(
    sql`update periodic_jobs set locked_until = null, last_error = ${error} where queue = ${queue} and name = ${name}`,
  );
}
