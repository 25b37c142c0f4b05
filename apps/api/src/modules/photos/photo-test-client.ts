import { Readable } from 'node:stream';
import type { TestApp } from '../../test/harness.ts';

// Requests the web client makes, for the integration tests.

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

interface UploadOptions {
  name?: string;
  type?: string;
  field?: string;
}

function photoForm(bytes: Buffer | Uint8Array, opts: UploadOptions = {}): FormData {
  const form = new FormData();
  form.append(
    opts.field ?? 'photo',
    new Blob([new Uint8Array(bytes)], { type: opts.type ?? 'image/jpeg' }),
    opts.name ?? 'photo.jpg',
  );
  return form;
}

export const upload = (t: TestApp, token: string | null, bytes: Buffer | Uint8Array, opts: UploadOptions = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/photos',
    headers: token ? bearer(token) : {},
    payload: photoForm(bytes, opts),
  });

export const listPhotos = (t: TestApp, token: string) =>
  t.app.inject({ method: 'GET', url: '/api/photos', headers: bearer(token) });

export const deletePhoto = (t: TestApp, token: string, id: string) =>
  t.app.inject({ method: 'DELETE', url: `/api/photos/${id}`, headers: bearer(token) });

export const setMain = (t: TestApp, token: string, photoId: string) =>
  t.app.inject({ method: 'PUT', url: '/api/photos/main', headers: bearer(token), payload: { photoId } });

export const reorder = (t: TestApp, token: string, photoIds: string[]) =>
  t.app.inject({ method: 'PUT', url: '/api/photos/order', headers: bearer(token), payload: { photoIds } });

/** The stored object behind a /media URL, as bytes. */
export async function storedBytes(t: TestApp, url: string): Promise<Buffer | null> {
  const object = await t.deps.storage.get(url.replace(/^\/media\//, ''));
  if (!object) return null;
  const chunks: Buffer[] = [];
  for await (const c of object.body) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
}

/**
 * A multipart body of `totalBytes` made on demand, counting how much of it the server pulled: the
 * proof that an oversized upload is refused without being read to the end.
 */
export function countingMultipart(totalBytes: number): { stream: Readable; boundary: string; pulled: () => number } {
  const boundary = 'sankofa-test-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="huge.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
  );
  const block = Buffer.alloc(64 * 1024, 0x5a);
  block.set([0xff, 0xd8, 0xff, 0xe0]);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  let pulled = 0;
  function* chunks() {
    const count = (c: Buffer) => ((pulled += c.length), c);
    yield count(head);
    for (let left = totalBytes; left > 0; left -= block.length)
      yield count(block.subarray(0, Math.min(block.length, left)));
    yield count(tail);
  }
  // Readable.from pulls from the generator only as the consumer reads.
  const stream = Readable.from(chunks(), { objectMode: false });
  return { stream, boundary, pulled: () => pulled };
}
