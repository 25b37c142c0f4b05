import type { Storage } from '../adapters/storage/storage.ts';
import type { Tx } from '../db/client.ts';
import { handleJob, jobKind, type JobHandler, type JobQueue } from './jobs/job-queue.ts';

/**
 * Stored objects are deleted by the job worker (issue #26): the deletion is queued in the transaction
 * that deletes the rows pointing at them, so it cannot be forgotten, and a store that refuses is
 * asked again with back-off (for one to two days, then the job is left dead and logged for
 * the operator). Deleting a key that is already gone succeeds, so a repeated job does no harm.
 */
export const STORAGE_DELETION_JOB = jobKind<{ keys: string[] }>('storage.delete', 60);

export async function queueStorageDeletion(deps: { jobs: JobQueue }, tx: Tx, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  await deps.jobs.add(tx, STORAGE_DELETION_JOB, { keys });
}

/** Reads the store when the job runs (tests swap it for one that fails). */
export const storageDeletionJob = (deps: { storage: Storage }): JobHandler =>
  handleJob(STORAGE_DELETION_JOB, ({ keys }) => deps.storage.delete(keys));
