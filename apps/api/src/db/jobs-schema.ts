import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Work done off the request path (decision 0021): written in the same transaction as the change that
 * calls for it, claimed by any instance's worker with SKIP LOCKED. A finished job is deleted; one that
 * failed `max_attempts` times stays as 'dead' with its last error for the operator (`npm run jobs`).
 * `queue` is the set of workers that take the job: every instance of a deployment shares 'main'.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    queue: text('queue').notNull().default('main'),
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull(),
    state: text('state', { enum: ['queued', 'running', 'dead'] })
      .notNull()
      .default('queued'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull(),
    runAfter: ts('run_after').notNull().defaultNow(),
    /** While 'running': the claim's lease. A worker that died mid-job leaves it to be claimed again after this. */
    lockedUntil: ts('locked_until'),
    lastError: text('last_error'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('jobs_due_idx')
      .on(t.queue, t.runAfter)
      .where(sql`${t.state} <> 'dead'`),
    index('jobs_dead_idx')
      .on(t.queue, t.createdAt)
      .where(sql`${t.state} = 'dead'`),
    check('jobs_state_check', sql`${t.state} in ('queued', 'running', 'dead')`),
  ],
);

/**
 * One row per periodic job and queue: whichever instance moves `next_run_at` on first runs the round,
 * so the instances of a deployment share one schedule. `locked_until` keeps a slow round from being
 * started again elsewhere while it runs.
 */
export const periodicJobs = pgTable(
  'periodic_jobs',
  {
    queue: text('queue').notNull().default('main'),
    name: text('name').notNull(),
    nextRunAt: ts('next_run_at').notNull().defaultNow(),
    lockedUntil: ts('locked_until'),
    lastStartedAt: ts('last_started_at'),
    lastError: text('last_error'),
  },
  (t) => [primaryKey({ columns: [t.queue, t.name] })],
);
