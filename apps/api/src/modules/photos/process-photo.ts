import sharp from 'sharp';
import { fileTypeFromBuffer } from 'file-type';
import { imageTooLarge, unreadableImage, unsupportedImage } from './photo-errors.ts';

const ACCEPTED = new Set(['image/jpeg', 'image/png', 'image/webp']);
export const LARGE_SIDE = 1600;
export const SMALL_SIDE = 400;
const QUALITY = 80;

// libvips' operation cache keeps recent results (up to ~50 MB) for re-use; uploads never repeat,
// so it would only hold memory.
sharp.cache(false);

export interface ProcessedPhoto {
  /** WebP that fits inside LARGE_SIDE², upright, without any metadata. */
  large: Buffer;
  /** Square WebP thumbnail, SMALL_SIDE², cropped around the most interesting region. */
  small: Buffer;
  width: number;
  height: number;
}

/**
 * Decides what a file is from its bytes (the name and the declared type are the sender's word),
 * refuses pixel bombs from the header before anything is decoded, and re-encodes the picture so
 * nothing of the original file (EXIF with GPS, XMP, ICC, comments, trailing data) survives.
 */
export async function processPhoto(input: Buffer, opts: { maxPixels: number }): Promise<ProcessedPhoto> {
  const type = await fileTypeFromBuffer(input);
  if (!type || !ACCEPTED.has(type.mime)) throw unsupportedImage(type?.mime);

  let meta: sharp.Metadata;
  try {
    // Reads the header only; sharp's own default pixel cap would hide a bomb's size behind a generic error.
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw unreadableImage();
  }
  if (!meta.width || !meta.height) throw unreadableImage();
  // Only the first frame of an animation is decoded, so one frame's size is what costs memory.
  if (meta.width * meta.height > opts.maxPixels) throw imageTooLarge(opts.maxPixels);

  try {
    // One decode of the original, straight to the large size; both outputs are encoded from that.
    const { data, info } = await sharp(input, {
      limitInputPixels: opts.maxPixels,
      failOn: 'error',
      sequentialRead: true,
    })
      .rotate()
      .resize({ width: LARGE_SIDE, height: LARGE_SIDE, fit: 'inside', withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
    const large = await sharp(data, raw).webp({ quality: QUALITY }).toBuffer();
    const small = await sharp(data, raw)
      .resize(SMALL_SIDE, SMALL_SIDE, { fit: 'cover', position: sharp.strategy.attention })
      .webp({ quality: QUALITY })
      .toBuffer();
    return { large, small, width: info.width, height: info.height };
  } catch (err) {
    if (err instanceof Error && /pixel limit/i.test(err.message)) throw imageTooLarge(opts.maxPixels);
    throw unreadableImage();
  }
}
