import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { createTestApp, GOOD_PASSWORD, type TestApp } from '../../test/harness.ts';
import { rawS3Client, s3Holds, S3_STORES, s3StorageOn, STORE_START_TIMEOUT_MS } from '../../test/s3-stores.ts';
import { MEDIA_PREFIX, type Storage } from '../../adapters/storage/storage.ts';
import { call, member } from '../social/social-test-kit.ts';
import { goLive } from '../streaming/streaming-test-kit.ts';
import { bearer, deletePhoto, upload } from './photo-test-client.ts';
import { jpeg } from './test-images.ts';

// Issue #26: what a member deletes is gone from every store, and /media answers 404 for it, on
// local disk, s3rver and (when installed) OpenStack Swift's S3 API.

interface Backend {
  name: string;
  skip: string | null;
  /** The storage for the app (undefined: the harness's local disk) and a look past the adapter. */
  open(): Promise<{ storage?: Storage; holds(t: TestApp, key: string): Promise<boolean>; close(): Promise<void> }>;
}

const BUCKET = 'sankofa-media';
const BACKENDS: Backend[] = [
  {
    name: 'local disk',
    skip: null,
    open: async () => ({
      holds: async (t, key) => existsSync(path.join(t.deps.env.DATA_DIR, 'media', key)),
      close: async () => undefined,
    }),
  },
  ...S3_STORES.map((store): Backend => ({
    name: store.name,
    skip: store.skip,
    async open() {
      const s3 = await store.start(BUCKET);
      const raw = rawS3Client(s3);
      return {
        storage: s3StorageOn(s3),
        holds: (_t, key) => s3Holds(raw, BUCKET, key),
        async close() {
          raw.destroy();
          await s3.stop();
        },
      };
    },
  })),
];

const keyOf = (url: string) => url.slice(MEDIA_PREFIX.length);
const frame = () =>
  sharp({ create: { width: 64, height: 36, channels: 3, background: '#f2b705' } })
    .jpeg()
    .toBuffer();

for (const backend of BACKENDS)
  describe.skipIf(backend.skip)(`deleted media on ${backend.name}`, () => {
    let t: TestApp;
    let store: Awaited<ReturnType<Backend['open']>>;
    beforeAll(async () => {
      store = await backend.open();
      t = await createTestApp({ deps: store.storage ? { storage: store.storage } : {} });
    }, STORE_START_TIMEOUT_MS);
    afterAll(async () => {
      await t?.close();
      await store?.close();
    });

    const status = async (url: string) => (await t.app.inject({ method: 'GET', url })).statusCode;
    async function expectGone(urls: string[]) {
      for (const url of urls) {
        expect(await status(url), url).toBe(404);
        expect(await store.holds(t, keyOf(url)), url).toBe(false);
      }
    }

    it('a deleted photo answers 404 under /media and is no longer in the store', async () => {
      const u = await member(t);
      const res = await upload(t, u.token, await jpeg());
      expect(res.statusCode, res.body).toBe(201);
      const photo = res.json() as { id: string; url: string; thumbUrl: string };
      for (const url of [photo.url, photo.thumbUrl]) {
        expect(await status(url), url).toBe(200);
        expect(await store.holds(t, keyOf(url)), url).toBe(true);
      }
      expect((await deletePhoto(t, u.token, photo.id)).statusCode).toBe(204);
      await expectGone([photo.url, photo.thumbUrl]);
    });

    it("a deleted account leaves none of its photos or stream thumbnails, and nobody else's goes", async () => {
      const u = await member(t);
      const other = await member(t);
      const urls: string[] = [];
      for (let i = 0; i < 2; i++) {
        const photo = (await upload(t, u.token, await jpeg())).json() as { url: string; thumbUrl: string };
        urls.push(photo.url, photo.thumbUrl);
      }
      const stream = await goLive(t, u);
      const thumb = await t.app.inject({
        method: 'PUT',
        url: `/api/streams/${stream.id}/thumbnail`,
        headers: { ...bearer(u.token), 'content-type': 'image/jpeg' },
        payload: await frame(),
      });
      expect(thumb.statusCode, thumb.body).toBe(200);
      urls.push((thumb.json() as { thumbnailUrl: string }).thumbnailUrl);
      await call(t, u, 'POST', '/api/streams/end', {});
      const kept = (await upload(t, other.token, await jpeg())).json() as { url: string };
      for (const url of urls) expect(await status(url), url).toBe(200);

      const deleted = await t.app.inject({
        method: 'DELETE',
        url: '/api/auth/user',
        headers: { ...bearer(u.token), 'content-type': 'application/json' },
        payload: JSON.stringify({ password: GOOD_PASSWORD }),
      });
      expect(deleted.statusCode, deleted.body).toBe(204);
      await expectGone(urls);
      expect(await status(kept.url)).toBe(200);
    });
  });
