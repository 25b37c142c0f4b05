import { sql } from 'drizzle-orm';
import type { AppDeps } from '../../deps.ts';
import { rowsOf } from '../../db/rows.ts';
import { utcDay } from './allowance-message.ts';
import { startPeriodicJob } from '../../lib/periodic-job.ts';

/** Days of usage kept: today's row is the only one a swipe reads; a week is left for support questions. */
export const SWIPE_USAGE_KEEP_DAYS = 7;
const CLEAN_EVERY_MS = 60 * 60 * 1000;

/** Deletes daily like counters of days more than SWIPE_USAGE_KEEP_DAYS before today (UTC, app clock); returns how many. */
export async function deleteOldSwipeUsage(deps: AppDeps): Promise<number> {
  const oldest = new Date(deps.clock().getTime() - SWIPE_USAGE_KEEP_DAYS * 24 * 3600 * 1000);
  const result = await deps.database.db.execute(sql`
    with gone as (delete from daily_swipe_usage where day < ${utcDay(oldest)}::date returning 1)
    select count(*)::int as n from gone`);
  return rowsOf<{ n: number }>(result)[0]!.n;
}

/**
 * Runs on every instance, like the stream reaper: the delete is idempotent, so instances need not
 * agree on who cleans. Hourly is plenty for a table that grows by one row per active member per day.
 */
export function startSwipeUsageCleanup(deps: AppDeps, onError: (err: unknown) => void, everyMs = CLEAN_EVERY_MS): () => void {
  return startPeriodicJob(() => deleteOldSwipeUsage(deps), onError, everyMs);
}
