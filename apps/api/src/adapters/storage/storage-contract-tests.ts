import { randomBytes } from 'node:crypto';
import { text } from 'node:stream/consumers';
import { expect, it } from 'vitest';
import type { Storage } from './storage.ts';

const hex = (bytes: number) => randomBytes(bytes).toString('hex');
/** Keys as the product makes them: a photo's two sizes and a stream's thumbnail. */
export const photoKeys = () => {
  const name = hex(16);
  return [`photos/${name}-l.webp`, `photos/${name}-s.webp`];
};
export const thumbnailKey = () => `streams/${hex(16)}/${hex(8)}.webp`;

/**
 * What every Storage must do, whatever holds the bytes. `holds` looks past the adapter (the file
 * system, or a plain client on the bucket), so a deletion is seen to have really happened.
 */
export function storageContract(get: () => { storage: Storage; holds(key: string): Promise<boolean> }): void {
  it('stores an object and streams it back with its type and size', async () => {
    const { storage, holds } = get();
    const [key] = photoKeys();
    await storage.put(key!, Buffer.from('webp bytes'), 'image/webp');
    const got = await storage.get(key!);
    expect(got).not.toBeNull();
    expect(got!.contentType).toBe('image/webp');
    expect(got!.size).toBe(10);
    expect(await text(got!.body)).toBe('webp bytes');
    expect(await holds(key!)).toBe(true);
  });

  it('answers null for a well-formed name it does not hold', async () => {
    const { storage } = get();
    expect(await storage.get(photoKeys()[0]!)).toBeNull();
    expect(await storage.get(`photos/${'a'.repeat(64)}.webp`)).toBeNull();
  });

  it("deletes a photo's two sizes and a stream thumbnail in one call, a missing key included", async () => {
    const { storage, holds } = get();
    const keys = [...photoKeys(), thumbnailKey()];
    for (const key of keys) await storage.put(key, Buffer.from(key), 'image/webp');
    const missing = photoKeys()[0]!;
    await storage.delete([...keys, missing]);
    for (const key of keys) {
      expect(await holds(key), key).toBe(false);
      expect(await storage.get(key), key).toBeNull();
    }
    await storage.delete([]);
  });

  it('deletes many objects at once and leaves the others', async () => {
    const { storage, holds } = get();
    const doomed = Array.from({ length: 12 }, () => photoKeys()).flat();
    const kept = photoKeys();
    for (const key of [...doomed, ...kept]) await storage.put(key, Buffer.from('x'), 'image/webp');
    await storage.delete(doomed);
    for (const key of doomed) expect(await holds(key), key).toBe(false);
    for (const key of kept) expect(await holds(key), key).toBe(true);
  });

  it('deleting again what is already gone is not an error', async () => {
    const { storage } = get();
    const keys = photoKeys();
    for (const key of keys) await storage.put(key, Buffer.from('x'), 'image/webp');
    await storage.delete(keys);
    await storage.delete(keys);
  });

  it('refuses keys that are not ours before anything is touched', async () => {
    const { storage, holds } = get();
    const [key] = photoKeys();
    await storage.put(key!, Buffer.from('x'), 'image/webp');
    await expect(storage.put('../etc/passwd', Buffer.from('x'), 'image/webp')).rejects.toThrow(/invalid storage key/);
    await expect(storage.get('photos/../../x.webp')).rejects.toThrow(/invalid storage key/);
    await expect(storage.delete([key!, '/abs.webp'])).rejects.toThrow(/invalid storage key/);
    await expect(storage.get(`photos/${'a'.repeat(5_000)}.webp`)).rejects.toThrow(/invalid storage key/);
    expect(await holds(key!)).toBe(true);
  });
}
