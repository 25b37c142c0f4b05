import { STREAM_HOST_GRACE_MS } from '@sankofa/contracts';
import type { AppDeps } from '../../deps.ts';
import { endSilentStreams, endStreamsById, selectLiveStreamIds } from './streams.repo.ts';
import { announceEnded } from './streams.ts';
import type { PeriodicJob } from '../../lib/jobs/job-queue.ts';

const REAP_EVERY_MS = 5_000;

/**
 * Ends live streams whose host's page has been silent for longer than the grace period, and on Janus
 * those whose room is gone (Janus restarted) or cannot be checked (Janus down): their viewers hear
 * the end instead of watching a frozen picture. Returns how many ended.
 */
export async function reapGhostStreams(deps: Pick<AppDeps, 'bus' | 'clock' | 'database' | 'sfu'>): Promise<number> {
  const now = deps.clock();
  const db = deps.database.db;
  const ended = await endSilentStreams(db, new Date(now.getTime() - STREAM_HOST_GRACE_MS), now);
  if (deps.sfu) {
    const live = await selectLiveStreamIds(db);
    const rooms = await deps.sfu.existingRooms(live).catch(() => new Set<string>());
    const roomless = live.filter((id) => !rooms.has(id));
    if (roomless.length) ended.push(...(await endStreamsById(db, roomless, now)));
  }
  await announceEnded(deps, ended, now);
  return ended.length;
}

/** One instance of the deployment reaps at a time (decision 0021), so a stream's end is announced once. */
export const streamReaper = (deps: Pick<AppDeps, 'bus' | 'clock' | 'database' | 'sfu'>): PeriodicJob => ({
  name: 'streams.reap',
  everyMs: REAP_EVERY_MS,
  run: () => reapGhostStreams(deps),
});
