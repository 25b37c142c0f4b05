import { readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { MAX_PHOTOS } from '@sankofa/contracts';
import { createTestApp, signUp, type SignedUpUser, type TestApp } from '../../test/harness.ts';
import { expectError } from '../../test/expect-error.ts';
import { bearer, countingMultipart, listPhotos, storedBytes, upload } from './photo-test-client.ts';
import { heicBytes, jpeg, jpegWithGps, LEAKY_TEXT, png, pngBomb, truncatedJpeg, webp } from './test-images.ts';

let t: TestApp;
let u: SignedUpUser;
beforeAll(async () => {
  t = await createTestApp();
});
beforeEach(async () => {
  u = await signUp(t);
});
afterAll(async () => {
  await t?.close();
});

const storedFileCount = () => {
  const dir = path.join(t.deps.env.DATA_DIR, 'media', 'photos');
  try {
    return readdirSync(dir).length;
  } catch {
    return 0;
  }
};

describe('POST /api/photos: accepted uploads', () => {
  it.each([
    ['JPEG', jpeg, 'image/jpeg'],
    ['PNG', png, 'image/png'],
    ['WebP', webp, 'image/webp'],
  ])('re-encodes a %s into a large and a square small WebP under random names', async (_name, make, type) => {
    const res = await upload(t, u.accessToken, await make(640, 480), { type, name: 'me.img' });
    expect(res.statusCode, res.body).toBe(201);
    const photo = res.json();
    expect(Object.keys(photo).sort()).toEqual(['height', 'id', 'thumbUrl', 'url', 'width']);
    expect(photo).toMatchObject({ width: 640, height: 480 });
    expect(photo.url).toMatch(/^\/media\/photos\/[0-9a-f]{32}-l\.webp$/);
    expect(photo.thumbUrl).toMatch(/^\/media\/photos\/[0-9a-f]{32}-s\.webp$/);

    const large = await sharp((await storedBytes(t, photo.url))!).metadata();
    const small = await sharp((await storedBytes(t, photo.thumbUrl))!).metadata();
    expect([large.format, large.width, large.height]).toEqual(['webp', 640, 480]);
    expect([small.format, small.width, small.height]).toEqual(['webp', 400, 400]);
  });

  it('makes the first photo the main one and appends later ones at the end', async () => {
    const first = (await upload(t, u.accessToken, await jpeg())).json();
    const second = (await upload(t, u.accessToken, await png(), { type: 'image/png' })).json();
    const list = (await listPhotos(t, u.accessToken)).json();
    expect(list.mainPhotoId).toBe(first.id);
    expect(list.photos.map((p: { id: string }) => p.id)).toEqual([first.id, second.id]);
  });

  it('shrinks a large photo to fit inside 1600 px', async () => {
    const res = await upload(t, u.accessToken, await jpeg(3200, 1800));
    expect(res.json()).toMatchObject({ width: 1600, height: 900 });
  });

  it('turns a sideways phone photo upright and stores no metadata at all: no EXIF, GPS, ICC or XMP', async () => {
    const original = await jpegWithGps();
    const before = await sharp(original).metadata();
    // The test image really carries what must not survive.
    expect([before.orientation, before.exif && before.icc ? 'exif+icc' : 'missing']).toEqual([6, 'exif+icc']);
    expect(original.includes(LEAKY_TEXT.datum) && original.includes('Exif')).toBe(true);

    const res = await upload(t, u.accessToken, original);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ width: 32, height: 64 });
    for (const url of [res.json().url, res.json().thumbUrl]) {
      const stored = (await storedBytes(t, url))!;
      const meta = await sharp(stored).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.icc).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.iptc).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      for (const needle of ['Exif', 'GPS', 'XMP', 'ICC', LEAKY_TEXT.datum, LEAKY_TEXT.description, 'PhoneCo']) {
        expect(stored.includes(needle), `stored copy contains ${needle}`).toBe(false);
      }
    }
  });
});

describe('POST /api/photos: hostile and broken uploads', () => {
  it('judges a file by its bytes: text named photo.jpg and sent as image/jpeg is refused', async () => {
    const res = await upload(
      t,
      u.accessToken,
      Buffer.from('GIF89a? no: just some text pretending to be a photo\n'.repeat(20)),
    );
    const err = expectError(res, 415, 'unsupported_image');
    expect(err.message).toMatch(/JPEG, PNG and WebP/);
  });

  it('refuses HEIC with a message saying which formats work and how to convert', async () => {
    const err = expectError(
      await upload(t, u.accessToken, heicBytes(), { name: 'IMG_0001.HEIC', type: 'image/heic' }),
      415,
      'unsupported_image',
    );
    expect(err.message).toMatch(/HEIC/);
    expect(err.message).toMatch(/JPEG, PNG and WebP/);
  });

  it('refuses other image formats (GIF, TIFF, SVG) as unsupported', async () => {
    const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c60' } })
      .gif()
      .toBuffer();
    const tiff = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c60' } })
      .tiff()
      .toBuffer();
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><script>alert(1)</script></svg>',
    );
    for (const bytes of [gif, tiff, svg]) expectError(await upload(t, u.accessToken, bytes), 415, 'unsupported_image');
  });

  it('refuses a zero-byte file', async () => {
    const err = expectError(await upload(t, u.accessToken, Buffer.alloc(0)), 400, 'no_file');
    expect(err.message).toMatch(/empty/);
  });

  it('asks for a file when there is none, it is in another field, or the body is not multipart', async () => {
    const onlyText = new FormData();
    onlyText.append('caption', 'hello');
    expectError(
      await t.app.inject({ method: 'POST', url: '/api/photos', headers: bearer(u.accessToken), payload: onlyText }),
      400,
      'no_file',
    );
    expectError(await upload(t, u.accessToken, await jpeg(), { field: 'avatar' }), 400, 'no_file');
    expectError(
      await t.app.inject({
        method: 'POST',
        url: '/api/photos',
        headers: bearer(u.accessToken),
        payload: { photo: 'x' },
      }),
      400,
      'no_file',
    );
  });

  it('refuses a 50 MB upload with 413 after reading at most a little past the limit', async () => {
    const files = storedFileCount();
    const big = Buffer.alloc(50 * 2 ** 20, 0x5a);
    big.set([0xff, 0xd8, 0xff, 0xe0]);
    const err = expectError(await upload(t, u.accessToken, big), 413, 'file_too_large');
    expect(err.message).toMatch(/10 MB/);

    // Streamed without a length: the server stops pulling once the limit is passed.
    const body = countingMultipart(50 * 2 ** 20);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/photos',
      headers: { ...bearer(u.accessToken), 'content-type': `multipart/form-data; boundary=${body.boundary}` },
      payload: body.stream,
    });
    expectError(res, 413, 'file_too_large');
    expect(res.headers.connection).toBe('close');
    expect(body.pulled()).toBeLessThan(12 * 2 ** 20);
    expect(storedFileCount()).toBe(files);
  });

  it('refuses a declared 50 MB body from its header alone, before reading it', async () => {
    const body = countingMultipart(50 * 2 ** 20);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/photos',
      headers: {
        ...bearer(u.accessToken),
        'content-type': `multipart/form-data; boundary=${body.boundary}`,
        'content-length': String(50 * 2 ** 20 + 300),
      },
      payload: body.stream,
    });
    expectError(res, 413, 'file_too_large');
    expect(body.pulled()).toBeLessThan(2 ** 20);
  });

  it('refuses a decompression bomb (a 50 kB PNG declaring 20000×20000 pixels) before decoding it', async () => {
    const bomb = pngBomb(20_000, 20_000);
    expect(bomb.length).toBeLessThan(100_000);
    const err = expectError(
      await upload(t, u.accessToken, bomb, { type: 'image/png', name: 'bomb.png' }),
      422,
      'image_too_large',
    );
    expect(err.message).toMatch(/too many pixels/);
  });

  it('refuses a 20000×1 strip (a few hundred bytes) before decoding it, with a message saying to crop it', async () => {
    const strip = await sharp({ create: { width: 20_000, height: 1, channels: 3, background: '#0b3d1e' } })
      .png()
      .toBuffer();
    const err = expectError(
      await upload(t, u.accessToken, strip, { type: 'image/png', name: 'strip.png' }),
      422,
      'image_too_narrow',
    );
    expect(err.message).toMatch(/crop/);
  });

  it('refuses a corrupt JPEG (right magic bytes, body cut off) as unreadable', async () => {
    expectError(await upload(t, u.accessToken, await truncatedJpeg()), 422, 'unreadable_image');
  });

  it('keeps nothing from refused uploads', async () => {
    await upload(t, u.accessToken, heicBytes());
    await upload(t, u.accessToken, pngBomb(20_000, 20_000));
    await upload(t, u.accessToken, await truncatedJpeg());
    expect((await listPhotos(t, u.accessToken)).json()).toEqual({ photos: [], mainPhotoId: null });
  });
});

describe('POST /api/photos: the limit of six', () => {
  it(`refuses photo number ${MAX_PHOTOS + 1} with 409 and a clear message, storing nothing`, async () => {
    const image = await jpeg();
    for (let i = 0; i < MAX_PHOTOS; i++) expect((await upload(t, u.accessToken, image)).statusCode).toBe(201);
    const files = storedFileCount();
    const err = expectError(await upload(t, u.accessToken, image), 409, 'photo_limit');
    expect(err.message).toBe('You can have at most 6 photos. Remove one to add another.');
    expect(storedFileCount()).toBe(files);
    expect((await listPhotos(t, u.accessToken)).json().photos).toHaveLength(MAX_PHOTOS);
  });

  it('holds under concurrent uploads: exactly the free places are taken, and refused uploads leave no files', async () => {
    const image = await jpeg();
    const before = storedFileCount();
    for (let i = 0; i < MAX_PHOTOS - 2; i++) await upload(t, u.accessToken, image);
    const results = await Promise.all(Array.from({ length: 6 }, () => upload(t, u.accessToken, image)));
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 201, 409, 409, 409, 409]);
    expect((await listPhotos(t, u.accessToken)).json().photos).toHaveLength(MAX_PHOTOS);
    expect(storedFileCount() - before).toBe(2 * MAX_PHOTOS);
  });
});

describe('photo routes need a signed-in user', () => {
  it('answers 401 to every photo route without a valid token, before reading an upload', async () => {
    expectError(await upload(t, null, await jpeg()), 401, 'unauthorized');
    expectError(await upload(t, 'not-a-token', await jpeg()), 401, 'invalid_token');
    const id = '00000000-0000-4000-8000-000000000000';
    for (const [method, url, payload] of [
      ['GET', '/api/photos', undefined],
      ['DELETE', `/api/photos/${id}`, undefined],
      ['PUT', '/api/photos/main', { photoId: id }],
      ['PUT', '/api/photos/order', { photoIds: [id] }],
    ] as const) {
      expectError(await t.app.inject({ method, url, ...(payload && { payload }) }), 401, 'unauthorized');
    }
  });
});

describe('POST /api/photos: uploads per hour', () => {
  it('answers 429 with Retry-After past the hourly limit, before reading the file, and keeps nothing of it', async () => {
    const limited = await createTestApp({ env: { RATE_PHOTO_UPLOADS_PER_HOUR: '2' } });
    try {
      const who = await signUp(limited);
      for (let i = 0; i < 2; i++)
        expect((await upload(limited, who.accessToken, await jpeg(64, 48))).statusCode).toBe(201);
      const refused = await upload(limited, who.accessToken, await jpeg(64, 48));
      expectError(refused, 429, 'rate_limited');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect((await listPhotos(limited, who.accessToken)).json().photos).toHaveLength(2);
      // Another member's limit is their own.
      const other = await signUp(limited);
      expect((await upload(limited, other.accessToken, await jpeg(64, 48))).statusCode).toBe(201);
    } finally {
      await limited.close();
    }
  });
});
