import { STREAM_HOST_GRACE_MS } from '@sankofa/contracts';
import type { AppDeps } from '../../deps.ts';
import { endSilentStreams } from './streams.repo.ts';
import { announceEnded } from './streams.ts';
import type { PeriodicJob } from '../../lib/jobs/job-queue.ts';

const REAP_EVERY_MS = 5_000;

/** Ends live streams whose host's page has been silent for longer than the grace period; returns how many. */
export async function reapGhostStreams(deps: Pick<AppDeps, 'bus' | 'clock' | 'database'>): Promise<number> {
  const now = deps.clock();
  const ended = await endSilentStreams(deps.database.db, new Date(now.getTime() - STREAM_HOST_GRACE_MS), now);
  await announceEnded(deps, ended, now);
  return ended.length;
}

/** One instance of the deployment reaps at a time (decision 0021), so a stream's end is announced once. */
export const streamReaper = (deps: Pick<AppDeps, 'bus' | 'clock' | 'database'>): PeriodicJob => ({
  name: 'streams.reap',
  everyMs: REAP_EVERY_MS,
  run: () => reapGhostStreams(deps),
});
