import sharp from 'sharp';
import { fileTypeFromBuffer } from 'file-type';
import { runImageWork } from '../../lib/image-work.ts';
import { imageTooLarge, imageTooNarrow, unreadableImage, unsupportedImage } from './photo-errors.ts';

const ACCEPTED = new Set(['image/jpeg', 'image/png', 'image/webp']);
export const LARGE_SIDE = 1600;
export const SMALL_SIDE = 400;
const QUALITY = 80;
/**
 * Longest side ÷ shortest side. Beyond it a photo is a strip that shows nothing in a card or a square,
 * and covering a square with it would mean enlarging the short side hundreds of times (decision 0024).
 */
export const MAX_ASPECT_RATIO = 20;

interface ProcessedPhoto {
  /** WebP that fits inside LARGE_SIDE², upright, without any metadata. */
  large: Buffer;
  /** Square WebP thumbnail, SMALL_SIDE² (or the short side, if smaller), cropped around the most interesting region. */
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
  if (Math.max(meta.width, meta.height) / Math.min(meta.width, meta.height) > MAX_ASPECT_RATIO)
    throw imageTooNarrow(MAX_ASPECT_RATIO);

  return runImageWork(() => encode(input, opts.maxPixels));
}

async function encode(input: Buffer, maxPixels: number): Promise<ProcessedPhoto> {
  try {
    // One decode of the original, straight to the large size; both outputs are encoded from that.
    const { data, info } = await sharp(input, {
      limitInputPixels: maxPixels,
      failOn: 'error',
      sequentialRead: true,
    })
      .rotate()
      .resize({ width: LARGE_SIDE, height: LARGE_SIDE, fit: 'inside', withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
    const large = await sharp(data, raw).webp({ quality: QUALITY }).toBuffer();
    // Cropped down, never up: a square no larger than the short side needs no enlarging.
    const side = Math.min(SMALL_SIDE, info.width, info.height);
    const small = await sharp(data, raw)
      .resize(side, side, { fit: 'cover', position: sharp.strategy.attention })
      .webp({ quality: QUALITY })
      .toBuffer();
    return { large, small, width: info.width, height: info.height };
  } catch (err) {
    if (err instanceof Error && /pixel limit/i.test(err.message)) throw imageTooLarge(maxPixels);
    throw unreadableImage();
  }
}
