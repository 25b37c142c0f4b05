import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type SignedUpUser, type TestApp } from '../../test/harness.ts';
import { expectError } from '../../test/expect-error.ts';
import { deletePhoto, listPhotos, reorder, setMain, storedBytes, upload } from './photo-test-client.ts';
import { jpeg } from './test-images.ts';

let t: TestApp;
let me: SignedUpUser;
let other: SignedUpUser;
let image: Buffer;
beforeAll(async () => {
  t = await createTestApp();
  image = await jpeg();
});
beforeEach(async () => {
  [me, other] = [await signUp(t), await signUp(t)];
});
afterAll(async () => {
  await t?.close();
});

type PhotoJson = { id: string; url: string; thumbUrl: string };
async function uploadMany(user: SignedUpUser, n: number): Promise<PhotoJson[]> {
  const out: PhotoJson[] = [];
  for (let i = 0; i < n; i++) {
    const res = await upload(t, user.accessToken, image);
    expect(res.statusCode, res.body).toBe(201);
    out.push(res.json());
  }
  return out;
}
const ids = (photos: { id: string }[]) => photos.map((p) => p.id);
const list = async (user: SignedUpUser) => (await listPhotos(t, user.accessToken)).json();

describe('GET /api/photos', () => {
  it('is empty with no main photo for a new user', async () => {
    const res = await listPhotos(t, me.accessToken);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ photos: [], mainPhotoId: null });
  });

  it('lists only my own photos', async () => {
    const mine = await uploadMany(me, 2);
    await uploadMany(other, 1);
    expect(ids((await list(me)).photos)).toEqual(ids(mine));
  });
});

describe('PUT /api/photos/main', () => {
  it('makes one of my photos the main one without changing the order', async () => {
    const [a, b, c] = await uploadMany(me, 3);
    const res = await setMain(t, me.accessToken, c!.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().mainPhotoId).toBe(c!.id);
    expect(ids(res.json().photos)).toEqual([a!.id, b!.id, c!.id]);
  });

  it("answers 404 for someone else's photo or an unknown one, and changes nothing", async () => {
    const [mine] = await uploadMany(me, 1);
    const [theirs] = await uploadMany(other, 1);
    expectError(await setMain(t, other.accessToken, mine!.id), 404, 'photo_not_found');
    expectError(await setMain(t, me.accessToken, theirs!.id), 404, 'photo_not_found');
    expectError(await setMain(t, me.accessToken, '00000000-0000-4000-8000-000000000000'), 404, 'photo_not_found');
    expect((await list(me)).mainPhotoId).toBe(mine!.id);
    expect((await list(other)).mainPhotoId).toBe(theirs!.id);
  });

  it('refuses a body that is not a photo id', async () => {
    expectError(await setMain(t, me.accessToken, 'not-a-uuid'), 400, 'validation_failed');
  });
});

describe('PUT /api/photos/order', () => {
  it('puts my photos in the order given', async () => {
    const [a, b, c] = await uploadMany(me, 3);
    const res = await reorder(t, me.accessToken, [c!.id, a!.id, b!.id]);
    expect(res.statusCode, res.body).toBe(200);
    expect(ids(res.json().photos)).toEqual([c!.id, a!.id, b!.id]);
    expect(res.json().mainPhotoId).toBe(a!.id);
    expect(ids((await list(me)).photos)).toEqual([c!.id, a!.id, b!.id]);
  });

  it('needs every one of my photos exactly once', async () => {
    const [a, b, c] = await uploadMany(me, 3);
    for (const order of [[a!.id, b!.id], [a!.id, b!.id, c!.id, a!.id], [a!.id, a!.id, b!.id], []]) {
      const err = expectError(await reorder(t, me.accessToken, order), 400, 'photo_order_mismatch');
      expect(err.message).toMatch(/each of your photos exactly once/);
    }
    expect(ids((await list(me)).photos)).toEqual([a!.id, b!.id, c!.id]);
  });

  it("answers 404 when the order names someone else's photo, and changes nothing", async () => {
    const mine = await uploadMany(me, 2);
    const [theirs] = await uploadMany(other, 1);
    expectError(await reorder(t, other.accessToken, [...ids(mine).reverse()]), 404, 'photo_not_found');
    expectError(await reorder(t, other.accessToken, [theirs!.id, ...ids(mine)]), 404, 'photo_not_found');
    expectError(await reorder(t, me.accessToken, [theirs!.id, mine[1]!.id]), 404, 'photo_not_found');
    expect(ids((await list(me)).photos)).toEqual(ids(mine));
    expect(ids((await list(other)).photos)).toEqual([theirs!.id]);
  });
});

describe('DELETE /api/photos/:id', () => {
  it('deletes my photo and both of its stored files', async () => {
    const [a, b] = await uploadMany(me, 2);
    const res = await deletePhoto(t, me.accessToken, b!.id);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(ids((await list(me)).photos)).toEqual([a!.id]);
    expect(await storedBytes(t, b!.url)).toBeNull();
    expect(await storedBytes(t, b!.thumbUrl)).toBeNull();
    expect((await t.app.inject({ method: 'GET', url: b!.url })).statusCode).toBe(404);
    expect(await storedBytes(t, a!.url)).not.toBeNull();
  });

  it('hands the main role to the first remaining photo, and clears it with the last photo', async () => {
    const [a, b, c] = await uploadMany(me, 3);
    await reorder(t, me.accessToken, [c!.id, b!.id, a!.id]);
    expect((await list(me)).mainPhotoId).toBe(a!.id);
    await deletePhoto(t, me.accessToken, a!.id);
    expect((await list(me)).mainPhotoId).toBe(c!.id);
    await deletePhoto(t, me.accessToken, c!.id);
    await deletePhoto(t, me.accessToken, b!.id);
    expect(await list(me)).toEqual({ photos: [], mainPhotoId: null });
  });

  it("answers 404 for someone else's photo and leaves it and its files alone", async () => {
    const [mine] = await uploadMany(me, 1);
    expectError(await deletePhoto(t, other.accessToken, mine!.id), 404, 'photo_not_found');
    expect(ids((await list(me)).photos)).toEqual([mine!.id]);
    expect(await storedBytes(t, mine!.url)).not.toBeNull();
  });

  it('answers 404 the second time and 400 for an id that is not a photo id', async () => {
    const [a] = await uploadMany(me, 1);
    expect((await deletePhoto(t, me.accessToken, a!.id)).statusCode).toBe(204);
    expectError(await deletePhoto(t, me.accessToken, a!.id), 404, 'photo_not_found');
    expectError(await deletePhoto(t, me.accessToken, '..%2F..%2Fetc'), 400, 'validation_failed');
  });

  it('makes room for a new photo once one is deleted', async () => {
    const photos = await uploadMany(me, 6);
    expectError(await upload(t, me.accessToken, image), 409, 'photo_limit');
    await deletePhoto(t, me.accessToken, photos[2]!.id);
    const res = await upload(t, me.accessToken, image);
    expect(res.statusCode).toBe(201);
    expect(ids((await list(me)).photos).at(-1)).toBe(res.json().id);
  });
});
