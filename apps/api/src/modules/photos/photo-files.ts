import { randomBytes } from 'node:crypto';
import type { AppDeps } from '../../deps.ts';
import type { Tx } from '../../db/client.ts';
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
 * Best effort: no row points at these files any more (or ever did), so one left behind is unreachable
 * clutter rather than a listed photo without its file; the failure is logged for an operator, not shown.
 */
export async function removeStoredFiles(deps: Pick<AppDeps, 'storage'>, keys: string[], log: Log): Promise<void> {
  if (keys.length === 0) return;
  try {
    await deps.storage.delete(keys);
  } catch (err) {
    log(err, `could not delete ${keys.length} stored photo file(s)`);
  }
}

/**
 * For account deletion inside its own transaction: deletes the user's photo rows and returns their
 * storage keys, to be passed to removeStoredFiles once that transaction has committed.
 */
export async function deleteAllPhotoRowsOf(tx: Tx, userId: string): Promise<string[]> {
  const rows = await deleteAllPhotoRows(tx, userId);
  return rows.flatMap((r) => [r.largeKey, r.smallKey]);
}

/**
 * Deletes every photo of a user, rows first and then files. Call it before the user row is deleted
 * (that cascade would drop the rows and with them the only record of the keys).
 */
export async function deleteAllPhotoFiles(
  deps: Pick<AppDeps, 'storage' | 'database'>,
  userId: string,
  log: Log,
): Promise<void> {
  const keys = await deps.database.db.transaction((tx) => deleteAllPhotoRowsOf(tx, userId));
  await removeStoredFiles(deps, keys, log);
}
