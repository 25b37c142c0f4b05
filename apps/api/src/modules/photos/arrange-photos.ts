import type { PhotoList } from '@sankofa/contracts';
import type { AppDeps } from '../../deps.ts';
import type { Tx } from '../../db/client.ts';
import { listPhotos } from './list-photos.ts';
import { notYourPhotos, orderMismatch, photoNotFound } from './photo-errors.ts';
import { countOwnedAmong, lockPhotoOwner, ownPhotoIds, setMainPhotoId, setPhotoPositions } from './photos.repo.ts';

export async function setMainPhoto(
  deps: Pick<AppDeps, 'database' | 'storage'>,
  userId: string,
  photoId: string,
): Promise<PhotoList> {
  return deps.database.db.transaction(async (tx) => {
    await lockPhotoOwner(tx, userId);
    if ((await countOwnedAmong(tx, userId, [photoId])) !== 1) throw photoNotFound();
    await setMainPhotoId(tx, userId, photoId);
    return listPhotos(deps, userId, tx);
  });
}

/**
 * The new order must name every one of the caller's photos once. Naming a photo that is not theirs is
 * "not found" (as for every other photo action); a list that misses or repeats one of theirs is a 400.
 */
export async function reorderPhotos(
  deps: Pick<AppDeps, 'database' | 'storage'>,
  userId: string,
  photoIds: string[],
): Promise<PhotoList> {
  return deps.database.db.transaction(async (tx) => {
    await lockPhotoOwner(tx, userId);
    const own = await ownPhotoIds(tx, userId);
    if (!photoIds.every((id) => own.includes(id))) throw photoNotFound();
    if (new Set(photoIds).size !== photoIds.length || photoIds.length !== own.length) throw orderMismatch();
    await setPhotoPositions(tx, userId, photoIds);
    return listPhotos(deps, userId, tx);
  });
}

/**
 * For onboarding completion, inside its transaction: the photos the user chose, in the order chosen,
 * come first (positions 0..n-1) and the first becomes the main photo. Any other photo of the user's
 * keeps its relative order after them; a repeated id counts once. Throws 400 when an id is not one of the user's photos.
 */
export async function attachOrderedPhotos(tx: Tx, userId: string, photoIds: string[]): Promise<void> {
  const chosen = [...new Set(photoIds)];
  if (chosen.length === 0) return;
  await lockPhotoOwner(tx, userId);
  if ((await countOwnedAmong(tx, userId, chosen)) !== chosen.length) throw notYourPhotos();
  const rest = (await ownPhotoIds(tx, userId)).filter((id) => !chosen.includes(id));
  await setPhotoPositions(tx, userId, [...chosen, ...rest]);
  await setMainPhotoId(tx, userId, chosen[0]!);
}
