import type { AppDeps } from '../../deps.ts';
import { photoNotFound } from './photo-errors.ts';
import { removeStoredFiles } from './photo-files.ts';
import { deletePhotoRow, fillMissingMainPhoto, lockPhotoOwner } from './photos.repo.ts';

type Log = (err: unknown, msg: string) => void;

/** Deletes one of the caller's photos; someone else's photo is "not found", never "forbidden". */
export async function deletePhoto(deps: AppDeps, userId: string, photoId: string, log: Log): Promise<void> {
  const row = await deps.database.db.transaction(async (tx) => {
    await lockPhotoOwner(tx, userId);
    const deleted = await deletePhotoRow(tx, userId, photoId);
    if (!deleted) throw photoNotFound();
    await fillMissingMainPhoto(tx, userId);
    return deleted;
  });
  // Only after the commit: until then the row still pointed at these files.
  await removeStoredFiles(deps, [row.largeKey, row.smallKey], log);
}
