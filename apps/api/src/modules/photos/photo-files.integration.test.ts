import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, signUp, type SignedUpUser, type TestApp } from '../../test/harness.ts';
import { expectError } from '../../test/expect-error.ts';
import { createLocalStorage } from '../../adapters/storage/local-storage.ts';
import type { Storage } from '../../adapters/storage/storage.ts';
import { photos } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { attachOrderedPhotos } from './arrange-photos.ts';
import { deleteAllPhotoFiles } from './photo-files.ts';
import { deletePhoto, listPhotos, storedBytes, upload } from './photo-test-client.ts';
import { jpeg } from './test-images.ts';
import { jobsOf, retryJobsNow } from '../../test/jobs.ts';

// What other modules call (onboarding, account deletion), and how storage failures are handled.

let t: TestApp;
let u: SignedUpUser;
let image: Buffer;
/** Switches that make the wrapped local storage fail, one operation at a time. */
const failing = { put: 0, delete: false };

beforeAll(async () => {
  image = await jpeg();
  t = await createTestApp();
  const local = createLocalStorage(path.join(t.deps.env.DATA_DIR, 'media'));
  const flaky: Storage = {
    ...local,
    async put(key, body, type) {
      if (failing.put > 0 && failing.put-- === 1) throw new Error('disk full');
      return local.put(key, body, type);
    },
    async delete(keys) {
      if (failing.delete) throw new Error('bucket unreachable');
      return local.delete(keys);
    },
  };
  t.deps.storage = flaky;
});
beforeEach(async () => {
  u = await signUp(t);
  failing.put = 0;
  failing.delete = false;
});
afterAll(async () => {
  await t?.close();
});

const uploadOk = async (user = u) => {
  const res = await upload(t, user.accessToken, image);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; url: string; thumbUrl: string };
};
const storedFileCount = () => {
  const dir = path.join(t.deps.env.DATA_DIR, 'media', 'photos');
  return existsSync(dir) ? readdirSync(dir).length : 0;
};

describe('attachOrderedPhotos (onboarding completion)', () => {
  it('orders the chosen photos first, makes the first one main and keeps the others after them', async () => {
    const [a, b, c] = [await uploadOk(), await uploadOk(), await uploadOk()];
    await t.deps.database.db.transaction((tx) => attachOrderedPhotos(tx, u.id, [c.id, a.id]));
    const list = (await listPhotos(t, u.accessToken)).json();
    expect(list.photos.map((p: { id: string }) => p.id)).toEqual([c.id, a.id, b.id]);
    expect(list.mainPhotoId).toBe(c.id);
  });

  it("throws a 400 AppError for someone else's photo and changes nothing", async () => {
    const mine = await uploadOk();
    const other = await signUp(t);
    const theirs = await uploadOk(other);
    const attempt = t.deps.database.db.transaction((tx) => attachOrderedPhotos(tx, u.id, [theirs.id, mine.id]));
    await expect(attempt).rejects.toBeInstanceOf(AppError);
    await expect(attempt).rejects.toMatchObject({ status: 400, code: 'photo_not_yours' });
    expect((await listPhotos(t, other.accessToken)).json().mainPhotoId).toBe(theirs.id);
  });
});

describe('deleteAllPhotoFiles (account deletion)', () => {
  it('removes every photo row and stored file of the user, and only theirs', async () => {
    const mine = [await uploadOk(), await uploadOk()];
    const other = await signUp(t);
    const theirs = await uploadOk(other);
    await deleteAllPhotoFiles(t.deps, u.id);
    await t.deps.jobs.drain();
    expect(await t.deps.database.db.select().from(photos).where(eq(photos.userId, u.id))).toEqual([]);
    for (const p of mine) {
      expect(await storedBytes(t, p.url)).toBeNull();
      expect(await storedBytes(t, p.thumbUrl)).toBeNull();
    }
    expect((await listPhotos(t, u.accessToken)).json()).toEqual({ photos: [], mainPhotoId: null });
    expect(await storedBytes(t, theirs.url)).not.toBeNull();
  });
});

describe('when storage fails', () => {
  it('deletes the photo when its files cannot be removed yet, and removes them once the store is back (issue #26)', async () => {
    const p = await uploadOk();
    failing.delete = true;
    expect((await deletePhoto(t, u.accessToken, p.id)).statusCode).toBe(204);
    expect((await listPhotos(t, u.accessToken)).json().photos).toEqual([]);
    expect(await storedBytes(t, p.url)).not.toBeNull();
    const waiting = (await jobsOf(t)).filter((j) => j.kind === 'storage.delete');
    expect(waiting).toEqual([
      { kind: 'storage.delete', state: 'queued', attempts: 1, last_error: 'bucket unreachable' },
    ]);
    expect((await t.deps.jobs.stats()).total).toMatchObject({ retrying: 1 });

    failing.delete = false;
    await retryJobsNow(t);
    expect(await storedBytes(t, p.url)).toBeNull();
    expect(await storedBytes(t, p.thumbUrl)).toBeNull();
    expect(await jobsOf(t)).toEqual([]);
  });

  it('records no photo when a file cannot be written, and removes the one that was', async () => {
    const before = storedFileCount();
    failing.put = 2;
    const res = await upload(t, u.accessToken, image);
    expect(res.statusCode).toBe(500);
    expect(res.json().error.code).toBe('internal_error');
    expect((await listPhotos(t, u.accessToken)).json().photos).toEqual([]);
    expect(storedFileCount()).toBe(before);
  });

  it('answers a refused upload with the refusal even if cleaning up fails', async () => {
    for (let i = 0; i < 6; i++) await uploadOk();
    failing.delete = true;
    expectError(await upload(t, u.accessToken, image), 409, 'photo_limit');
  });
});
