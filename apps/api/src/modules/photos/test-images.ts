import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

// Test images are made at test time, so every hostile file is described by the code that builds it.

const noise = { type: 'gaussian' as const, mean: 128, sigma: 40 };

export function noisyImage(width: number, height: number): sharp.Sharp {
  return sharp({ create: { width, height, channels: 3, background: '#000', noise } });
}

export const jpeg = (width = 64, height = 48) => noisyImage(width, height).jpeg().toBuffer();
export const png = (width = 64, height = 48) => noisyImage(width, height).png().toBuffer();
export const webp = (width = 64, height = 48) => noisyImage(width, height).webp().toBuffer();

/** Text a person might leak: the strings the stored copy must not contain. */
export const LEAKY_TEXT = { description: 'kitchen-table-at-home', datum: 'WGS-84' };

/**
 * A phone-style JPEG: sideways (EXIF orientation 6, so 64×32 on disk shows as 32×64), with GPS
 * coordinates, a description, and an ICC profile.
 */
export function jpegWithGps(): Promise<Buffer> {
  return noisyImage(64, 32)
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { ImageDescription: LEAKY_TEXT.description, Make: 'PhoneCo' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '5/1 33/1 0/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '0/1 12/1 0/1',
        GPSMapDatum: LEAKY_TEXT.datum,
      },
    })
    .toBuffer();
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/**
 * A decompression bomb: a complete, valid 1-bit greyscale PNG of width×height pixels whose rows are
 * all zero, so it is tens of kilobytes on disk and width×height bytes (400 MB for 20000²) decoded.
 */
export function pngBomb(width = 20_000, height = 20_000): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([1, 0, 0, 0, 0], 8); // bit depth 1, greyscale, deflate, adaptive filter, no interlace
  const rows = Buffer.alloc((1 + Math.ceil(width / 8)) * height);
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    signature,
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The start of an iPhone photo: an ISO-BMFF `ftyp` box whose brand is `heic`. */
export function heicBytes(): Buffer {
  const ftyp = Buffer.concat([
    Buffer.from([0, 0, 0, 0x18]),
    Buffer.from('ftypheic', 'latin1'),
    Buffer.from([0, 0, 0, 0]),
    Buffer.from('mif1heic', 'latin1'),
  ]);
  return Buffer.concat([ftyp, Buffer.alloc(4096, 0x2a)]);
}

/** A JPEG cut off halfway: right magic bytes, unreadable body. */
export async function truncatedJpeg(): Promise<Buffer> {
  const whole = await jpeg(256, 256);
  return whole.subarray(0, Math.floor(whole.length / 2));
}
