import { CALL_RINGING_STALE_MS, CALL_STALE_MS } from '@sankofa/contracts/constants';
import type { AppDeps } from '../../deps.ts';
import type { PeriodicJob } from '../../lib/jobs/job-queue.ts';
import { announceEnded } from './announce-call.ts';
import { sweepCalls } from './calls.repo.ts';

const SWEEP_EVERY_MS = 2_000;

/**
 * Misses calls that rang out or whose calling page went away (silent for CALL_RINGING_STALE_MS, or
 * its socket closed CALL_CALLER_GONE_GRACE_MS ago), and ends calls both of whose pages went silent
 * (closed, crashed, lost the network), from the state in PostgreSQL: whichever instance runs the round decides, and no
 * call depends on the instance it started on still being there. Returns how many it finished.
 */
export async function sweepStaleCalls(deps: Pick<AppDeps, 'bus' | 'clock' | 'database' | 'storage'>): Promise<number> {
  const now = deps.clock();
  const before = (ms: number) => new Date(now.getTime() - ms);
  const finished = await sweepCalls(deps.database.db, now, before(CALL_STALE_MS), before(CALL_RINGING_STALE_MS));
  const failures: unknown[] = [];
  await announceEnded(deps, finished, (err) => failures.push(err));
  if (failures.length) throw new AggregateError(failures, 'call hooks failed');
  return finished.length;
}

/** One instance sweeps at a time (decision 0021). */
export const callSweeper = (deps: Pick<AppDeps, 'bus' | 'clock' | 'database' | 'storage'>): PeriodicJob => ({
  name: 'calls.sweep',
  everyMs: SWEEP_EVERY_MS,
  run: () => sweepStaleCalls(deps),
});
