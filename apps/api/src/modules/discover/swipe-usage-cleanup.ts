import type { AppDeps } from '../../deps.ts';
import { utcDay } from './allowance-message.ts';
import { deleteSwipeUsageBefore } from './swipe-usage.repo.ts';
import type { PeriodicJob } from '../../lib/jobs/job-queue.ts';

/** Days of usage kept: today's row is the only one a swipe reads; a week is left for support questions. */
const SWIPE_USAGE_KEEP_DAYS = 7;
const CLEAN_EVERY_MS = 60 * 60 * 1000;

/** Deletes daily like counters of days more than SWIPE_USAGE_KEEP_DAYS before today (UTC, app clock); returns how many. */
export async function deleteOldSwipeUsage(deps: Pick<AppDeps, 'clock' | 'database'>): Promise<number> {
  const oldest = new Date(deps.clock().getTime() - SWIPE_USAGE_KEEP_DAYS * 24 * 3600 * 1000);
  return deleteSwipeUsageBefore(deps.database.db, utcDay(oldest));
}

/** Hourly is plenty for a table that grows by one row per active member per day; one instance cleans at a time. */
export const swipeUsageCleanup = (deps: Pick<AppDeps, 'clock' | 'database'>): PeriodicJob => ({
  name: 'discover.swipe-usage-cleanup',
  everyMs: CLEAN_EVERY_MS,
  run: () => deleteOldSwipeUsage(deps),
});
