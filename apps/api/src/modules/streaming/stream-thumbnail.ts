import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { fileTypeFromBuffer } from 'file-type';
import { STREAM_THUMBNAIL_MAX_BYTES } from '@sankofa/contracts';
import type { AppDeps } from '../../deps.ts';
import { AppError, tooManyRequests } from '../../lib/errors.ts';
import { runImageWork } from '../../lib/image-work.ts';
import { queueStorageDeletion } from '../../lib/storage-deletion.ts';
import { STREAM_LIST_CHANNEL } from './stream-events.ts';
import { notYourStream } from './stream-errors.ts';
import { setThumbnail } from './streams.repo.ts';

const ACCEPTED = new Set(['image/jpeg', 'image/png', 'image/webp']);
const WIDTH = 480;
const HEIGHT = 270;
// A video frame; anything bigger than a 4K frame is not one.
const MAX_PIXELS = 3840 * 2160;
// Frames are 16:9 or 9:16 (1.78); a strip is no frame, and covering 480×270 with one would enlarge it hugely.
const MAX_ASPECT_RATIO = 4;

const notAFrame = () =>
  new AppError(415, 'unsupported_image', 'A thumbnail must be a JPEG, PNG or WebP frame of the stream.');

/**
 * Stores a frame of the host's own video as the stream's card picture: the bytes decide what the
 * file is, it is re-encoded (nothing of the upload survives) to a small WebP, and the previous one
 * is removed once the row points at the new one.
 */
export async function storeThumbnail(
  deps: Pick<AppDeps, 'bus' | 'database' | 'env' | 'jobs' | 'limiter' | 'storage'>,
  me: string,
  streamId: string,
  body: Buffer,
): Promise<{ thumbnailUrl: string }> {
  const rate = await deps.limiter.hit(`streams:thumbnail:${me}`, deps.env.RATE_STREAM_THUMBNAILS_PER_HOUR, 3600);
  if (!rate.allowed)
    throw tooManyRequests(rate.retryAfterSeconds, 'Too many stream pictures in the last hour. Please try again later.');
  if (body.length === 0) throw notAFrame();
  if (body.length > STREAM_THUMBNAIL_MAX_BYTES) {
    throw new AppError(
      413,
      'too_large',
      `A thumbnail must be under ${Math.round(STREAM_THUMBNAIL_MAX_BYTES / 1024)} KB.`,
    );
  }
  const type = await fileTypeFromBuffer(body);
  if (!type || !ACCEPTED.has(type.mime)) throw notAFrame();
  const webp = await runImageWork(() => encodeFrame(body)).catch((err: unknown) => {
    throw err instanceof AppError ? err : notAFrame();
  });
  const key = `streams/${streamId.replaceAll('-', '')}/${randomBytes(8).toString('hex')}.webp`;
  await deps.storage.put(key, webp, 'image/webp');
  // The frame it replaces is deleted by the job worker, queued with the change of the row.
  const updated = await deps.database.db.transaction(async (tx) => {
    const changed = await setThumbnail(tx, me, streamId, key);
    if (changed?.old_key) await queueStorageDeletion(deps, tx, [changed.old_key]);
    return changed;
  });
  if (!updated) {
    await deps.storage.delete([key]);
    throw notYourStream();
  }
  if (updated.old_key) deps.jobs.wake();
  const thumbnailUrl = deps.storage.url(key);
  // The list channel reaches every follower; a premium event's frames go only to those allowed,
  // who get them with the list (GET /api/streams) rather than live.
  if (!updated.premium)
    await deps.bus.publish(STREAM_LIST_CHANNEL, { type: 'stream.thumbnail_changed', streamId, thumbnailUrl });
  return { thumbnailUrl };
}

async function encodeFrame(body: Buffer): Promise<Buffer> {
  const { width, height } = await sharp(body, { limitInputPixels: false }).metadata();
  if (!width || !height || width * height > MAX_PIXELS) throw notAFrame();
  if (Math.max(width, height) / Math.min(width, height) > MAX_ASPECT_RATIO) throw notAFrame();
  return sharp(body, { limitInputPixels: MAX_PIXELS, failOn: 'error' })
    .resize(WIDTH, HEIGHT, { fit: 'cover', withoutEnlargement: true })
    .webp({ quality: 70 })
    .toBuffer();
}
