import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { AppError } from '../../lib/errors.ts';
import { LARGE_SIDE, MAX_ASPECT_RATIO, processPhoto, SMALL_SIDE } from './process-photo.ts';
import { heicBytes, jpeg, jpegWithGps, noisyImage, png, pngBomb, truncatedJpeg, webp } from './test-images.ts';

const limits = { maxPixels: 50_000_000 };
const refusal = async (input: Buffer | Promise<Buffer>, opts = limits) => {
  const err = await processPhoto(await input, opts).then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  return err as AppError;
};

describe('processPhoto', () => {
  it('makes a large WebP that fits inside the large side and a square small one', async () => {
    const out = await processPhoto(await jpeg(3000, 1000), limits);
    expect([out.width, out.height]).toEqual([LARGE_SIDE, 533]);
    expect(await sharp(out.large).metadata()).toMatchObject({ format: 'webp', width: LARGE_SIDE, height: 533 });
    expect(await sharp(out.small).metadata()).toMatchObject({ format: 'webp', width: SMALL_SIDE, height: SMALL_SIDE });
  });

  it('never enlarges the large copy of a small photo', async () => {
    const out = await processPhoto(await png(300, 200), limits);
    expect([out.width, out.height]).toEqual([300, 200]);
  });

  it('keeps transparency of a PNG', async () => {
    const withAlpha = await sharp({
      create: { width: 50, height: 50, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0.5 } },
    })
      .png()
      .toBuffer();
    expect((await sharp((await processPhoto(withAlpha, limits)).large).metadata()).hasAlpha).toBe(true);
  });

  it('turns a 16-bit PNG into ordinary 8-bit colour, not noise', async () => {
    const deep = await noisyImage(40, 40).png().toColourspace('rgb16').toBuffer();
    const stats = await sharp((await processPhoto(deep, limits)).large).stats();
    for (const c of stats.channels.slice(0, 3)) expect(c.mean).toBeGreaterThan(90);
  });

  it('applies EXIF orientation and strips every metadata block', async () => {
    const out = await processPhoto(await jpegWithGps(), limits);
    expect([out.width, out.height]).toEqual([32, 64]);
    for (const file of [out.large, out.small]) {
      const meta = await sharp(file).metadata();
      expect([meta.exif, meta.icc, meta.xmp, meta.iptc, meta.orientation]).toEqual([
        undefined,
        undefined,
        undefined,
        undefined,
        undefined,
      ]);
    }
  });

  it('accepts WebP input', async () => {
    expect((await processPhoto(await webp(20, 10), limits)).width).toBe(20);
  });

  it('refuses what is not JPEG, PNG or WebP by its bytes, naming the formats that work', async () => {
    for (const bytes of [
      Buffer.from('plain text'),
      await noisyImage(8, 8).gif().toBuffer(),
      await noisyImage(8, 8).avif().toBuffer(),
    ]) {
      const err = await refusal(bytes);
      expect([err.status, err.code]).toEqual([415, 'unsupported_image']);
      expect(err.message).toMatch(/JPEG, PNG and WebP/);
    }
    expect((await refusal(heicBytes())).message).toMatch(/HEIC.*JPEG, PNG and WebP/s);
  });

  it('refuses a pixel bomb from its header, whatever its size on disk', async () => {
    const err = await refusal(pngBomb(20_000, 20_000));
    expect([err.status, err.code]).toEqual([422, 'image_too_large']);
    expect((await refusal(jpeg(200, 200), { maxPixels: 200 * 199 })).code).toBe('image_too_large');
    expect((await processPhoto(await jpeg(200, 200), { maxPixels: 200 * 200 })).width).toBe(200);
  });

  it('refuses a strip (20000×1 or 1×20000, a couple of hundred bytes) from its header, before any work', async () => {
    const sizes: Array<[number, number]> = [
      [20_000, 1],
      [1, 20_000],
    ];
    for (const [width, height] of sizes) {
      const strip = await sharp({ create: { width, height, channels: 3, background: '#0b3d1e' } })
        .png()
        .toBuffer();
      expect(strip.length).toBeLessThan(1_000);
      const err = await refusal(strip);
      expect([err.status, err.code]).toEqual([422, 'image_too_narrow']);
      expect(err.message).toMatch(/too long and thin/);
    }
  });

  it('keeps a photo at the aspect limit, and crops its square thumbnail down to the short side, never up', async () => {
    const out = await processPhoto(await png(2000, 2000 / MAX_ASPECT_RATIO), limits);
    expect([out.width, out.height]).toEqual([LARGE_SIDE, LARGE_SIDE / MAX_ASPECT_RATIO]);
    expect(await sharp(out.small).metadata()).toMatchObject({
      width: LARGE_SIDE / MAX_ASPECT_RATIO,
      height: LARGE_SIDE / MAX_ASPECT_RATIO,
    });
    expect((await refusal(png(2100, 100))).code).toBe('image_too_narrow');
  });

  it('refuses damaged files with the right magic bytes as unreadable', async () => {
    expect((await refusal(truncatedJpeg())).code).toBe('unreadable_image');
    const headerOnly = Buffer.from([
      0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
    ]);
    expect((await refusal(headerOnly)).code).toBe('unreadable_image');
  });
});
