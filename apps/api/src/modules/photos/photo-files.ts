import { randomBytes } from 'node:crypto';
import type { AppDeps } from '../../deps.ts';
import type { Tx } from '../../db/client.ts';
import { queueStorageDeletion } from '../../lib/storage-deletion.ts';
import { deleteAllPhotoRows } from './photos.repo.ts';

type Log = (err: unknown, msg: string) => void;

/**
 * Storage keys for one photo: 128 random bits, so a file's address says nothing about its owner and
 * cannot be guessed from another photo's.
 */
export function newPhotoKeys(): { largeKey: string; smallKey: string } {
  const name = randomBytes(16).toString('hex');
  return { largeKey: `photos/${name}-l.webp`, smallKey: `photos/${name}-s.webp` };
}

/**
 * For files that no row ever pointed at (an upload that failed half-way): removed at once, and if the
 * store refuses, queued to be retried like any deletion. A failure of both is logged for an operator,
 * never shown to the member, whose request failed for its own reason.
 */
export async function removeUnlistedFiles(
  deps: Pick<AppDeps, 'database' | 'jobs' | 'storage'>,
  keys: string[],
  log: Log,
): Promise<void> {
  if (keys.length === 0) return;
  try {
    await deps.storage.delete(keys);
  } catch (err) {
    log(err, `could not delete ${keys.length} stored photo file(s); retrying later`);
    try {
      await deps.database.db.transaction((tx) => queueStorageDeletion(deps, tx, keys));
    } catch (queueErr) {
      log(queueErr, `could not queue the deletion of ${keys.length} stored photo file(s)`);
    }
  }
}

/**
 * For account deletion inside its own transaction: deletes the user's photo rows and queues the
 * deletion of their files in that transaction, which runs once it has committed (wake the queue then).
 */
export async function deleteAllPhotosOf(deps: Pick<AppDeps, 'jobs'>, tx: Tx, userId: string): Promise<void> {
  const rows = await deleteAllPhotoRows(tx, userId);
  await queueStorageDeletion(
    deps,
    tx,
    rows.flatMap((r) => [r.largeKey, r.smallKey]),
  );
}

/**
 * Deletes every photo of a user: rows, and files through the queue. Call it before the user row is
 * deleted (that cascade would drop the rows and with them the only record of the keys).
 */
export async function deleteAllPhotoFiles(deps: Pick<AppDeps, 'database' | 'jobs'>, userId: string): Promise<void> {
  await deps.database.db.transaction((tx) => deleteAllPhotosOf(deps, tx, userId));
  deps.jobs.wake();
}
