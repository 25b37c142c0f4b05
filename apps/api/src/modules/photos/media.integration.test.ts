import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type SignedUpUser, type TestApp } from '../../test/harness.ts';
import { expectError } from '../../test/expect-error.ts';
import { storedBytes, upload } from './photo-test-client.ts';
import { jpeg } from './test-images.ts';

let t: TestApp;
let u: SignedUpUser;
let photo: { url: string; thumbUrl: string };
beforeAll(async () => {
  t = await createTestApp();
  u = await signUp(t);
  photo = (await upload(t, u.accessToken, await jpeg())).json();
});
afterAll(async () => {
  await t?.close();
});

describe('GET /media/*', () => {
  it('streams a stored photo to anyone with its address, as immutable WebP that is never sniffed', async () => {
    for (const url of [photo.url, photo.thumbUrl]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
      expect(res.rawPayload.equals((await storedBytes(t, url))!)).toBe(true);
    }
  });

  it('answers 404 in the project error shape for a well-formed name that does not exist', async () => {
    expectError(await t.app.inject({ method: 'GET', url: `/media/photos/${'0'.repeat(32)}-l.webp` }), 404, 'not_found');
  });

  it.each([
    '/media/../package.json',
    '/media/photos/../../package.json',
    '/media/..%2F..%2Fpackage.json',
    '/media/photos%2F..%2F..%2Fauth-secret',
    '/media/%2e%2e/%2e%2e/etc/passwd',
    '/media//etc/passwd.png',
    '/media/photos/ABC-l.webp',
    '/media/photos/x.svg',
    '/media/auth-secret',
    `/media/photos/${'a'.repeat(5000)}-l.webp`,
    `/media/photos/${'a'.repeat(300)}/${'b'.repeat(300)}.webp`,
    `/media/streams/${'0'.repeat(32)}/${'1'.repeat(17)}.webp`,
    `/media/photos/${'0'.repeat(32)}-l.webp%00.png`,
    '/media/',
  ])('never leaves the media folder: %s is a 404', async (url) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('not_found');
  });
});
