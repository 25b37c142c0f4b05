import { sql } from 'drizzle-orm';
import { rowsOf } from '../db/rows.ts';
import type { TestApp } from './harness.ts';

/** The app's queued jobs as they stand: kind, state, attempts and last error, oldest first. */
export async function jobsOf(
  t: TestApp,
): Promise<{ kind: string; state: string; attempts: number; last_error: string | null }[]> {
  return rowsOf(
    await t.deps.database.db.execute(sql`
      select kind, state, attempts, last_error from jobs where queue = ${t.deps.jobs.name} order by id`),
  );
}

/** As if the back-off had passed: every waiting retry is due now, and the worker runs them. */
export async function retryJobsNow(t: TestApp): Promise<void> {
  await t.deps.database.db.execute(
    sql`update jobs set run_after = now() where queue = ${t.deps.jobs.name} and state = 'queued'`,
  );
  await t.deps.jobs.drain();
}
