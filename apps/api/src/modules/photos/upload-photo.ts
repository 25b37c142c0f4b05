import { MAX_PHOTOS, type Photo } from '@sankofa/contracts';
import type { AppDeps } from '../../deps.ts';
import { AppError, tooManyRequests } from '../../lib/errors.ts';
import { photoLimit } from './photo-errors.ts';
import { newPhotoKeys, removeUnlistedFiles } from './photo-files.ts';
import { photoView } from './photo-view.ts';
import { insertPhoto, lockPhotoOwner, photoCount, setMainPhotoId } from './photos.repo.ts';
import { processPhoto } from './process-photo.ts';
import { raiseSignal } from '../safety/raise-signal.ts';
import { isExplicit, type NudityScores } from './nudity/nudity-classifier.ts';

type Log = (err: unknown, msg: string) => void;

/** Checked before the upload is read: decoding photos is the costliest thing a member can ask for. */
export async function limitPhotoUploads(deps: Pick<AppDeps, 'env' | 'limiter'>, userId: string): Promise<void> {
  const decision = await deps.limiter.hit(`photos:upload:${userId}`, deps.env.RATE_PHOTO_UPLOADS_PER_HOUR, 3600);
  if (!decision.allowed) {
    throw tooManyRequests(
      decision.retryAfterSeconds,
      'You have uploaded a lot of photos in the last hour. Please try again later.',
    );
  }
}

/**
 * Re-encodes the upload, stores both sizes, then records the photo at the end of the user's list.
 * Files are written before the row so a listed photo always has its files; if the row cannot be
 * written (the limit was reached meanwhile, the database failed) the files are removed again.
 */
export async function uploadPhoto(
  deps: Pick<AppDeps, 'clock' | 'database' | 'env' | 'jobs' | 'nudityClassifier' | 'storage'>,
  userId: string,
  input: Buffer,
  log: Log,
): Promise<Photo> {
  // Cheap early answer for the common case; the locked count in the transaction is the real guard.
  if ((await photoCount(deps.database.db, userId)).count >= MAX_PHOTOS) throw photoLimit();

  const processed = await processPhoto(input, { maxPixels: deps.env.UPLOAD_MAX_PIXELS });
  // The re-encoded photo is read (what others would see), in the model's worker thread.
  const scores = await nudityScores(deps, processed.large, log);
  const held = scores !== null && isExplicit(scores);
  const keys = newPhotoKeys();
  const written = await Promise.allSettled([
    deps.storage.put(keys.largeKey, processed.large, 'image/webp'),
    deps.storage.put(keys.smallKey, processed.small, 'image/webp'),
  ]);
  const failed = written.find((r) => r.status === 'rejected');
  if (failed) {
    await removeUnlistedFiles(deps, [keys.largeKey, keys.smallKey], log);
    throw failed.reason;
  }

  try {
    const row = await deps.database.db.transaction(async (tx) => {
      const owner = await lockPhotoOwner(tx, userId);
      if (!owner) throw new AppError(404, 'profile_not_found', 'Your profile was not found. Please sign in again.');
      const { count, nextPosition } = await photoCount(tx, userId);
      if (count >= MAX_PHOTOS) throw photoLimit();
      const inserted = await insertPhoto(tx, {
        userId,
        position: nextPosition,
        ...keys,
        width: processed.width,
        height: processed.height,
        heldAt: held ? deps.clock() : null,
      });
      if (!owner.mainPhotoId) await setMainPhotoId(tx, userId, inserted.id);
      if (held) {
        await raiseSignal(
          deps,
          { userId, kind: 'nudity_suspected', detail: { scores }, contentRef: `photo:${inserted.id}` },
          tx,
        );
      }
      return inserted;
    });
    return photoView(deps, row);
  } catch (err) {
    await removeUnlistedFiles(deps, [keys.largeKey, keys.smallKey], log);
    throw err;
  }
}

/**
 * The model's reading, or null when it could not give one: the photo then publishes, because a
 * broken model must not hold every member's photos (onboarding needs one); the failure is logged.
 */
async function nudityScores(
  deps: Pick<AppDeps, 'nudityClassifier'>,
  image: Buffer,
  log: Log,
): Promise<NudityScores | null> {
  try {
    return await deps.nudityClassifier.classify(image);
  } catch (err) {
    log(err, 'nudity check failed; the photo was published unchecked');
    return null;
  }
}
