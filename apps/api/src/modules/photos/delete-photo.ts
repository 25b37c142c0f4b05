import type { AppDeps } from '../../deps.ts';
import { queueStorageDeletion } from '../../lib/storage-deletion.ts';
import { photoNotFound } from './photo-errors.ts';
import { deletePhotoRow, fillMissingMainPhoto, lockPhotoOwner } from './photos.repo.ts';

/**
 * Deletes one of the caller's photos; someone else's photo is "not found", never "forbidden". Its
 * files are deleted by the job worker, queued in the same transaction: once the row is gone they are
 * removed, retried until the store accepts (issue #26).
 */
export async function deletePhoto(
  deps: Pick<AppDeps, 'database' | 'jobs'>,
  userId: string,
  photoId: string,
): Promise<void> {
  await deps.database.db.transaction(async (tx) => {
    await lockPhotoOwner(tx, userId);
    const deleted = await deletePhotoRow(tx, userId, photoId);
    if (!deleted) throw photoNotFound();
    await fillMissingMainPhoto(tx, userId);
    await queueStorageDeletion(deps, tx, [deleted.largeKey, deleted.smallKey]);
  });
  deps.jobs.wake();
}
