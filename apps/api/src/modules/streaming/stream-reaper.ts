import { STREAM_HOST_GRACE_MS } from '@sankofa/contracts';
import type { AppDeps } from '../../deps.ts';
import { endSilentStreams } from './streams.repo.ts';
import { announceEnded } from './streams.ts';
import { startPeriodicJob } from '../../lib/periodic-job.ts';

const REAP_EVERY_MS = 5_000;

/** Ends live streams whose host's page has been silent for longer than the grace period; returns how many. */
export async function reapGhostStreams(deps: AppDeps): Promise<number> {
  const now = deps.clock();
  const ended = await endSilentStreams(deps.database.db, new Date(now.getTime() - STREAM_HOST_GRACE_MS), now);
  await announceEnded(deps, ended, now);
  return ended.length;
}

/** Runs on every instance; the statement is idempotent, so instances need not agree on who reaps. */
export function startStreamReaper(deps: AppDeps, onError: (err: unknown) => void, everyMs = REAP_EVERY_MS): () => void {
  return startPeriodicJob(() => reapGhostStreams(deps), onError, everyMs);
}
