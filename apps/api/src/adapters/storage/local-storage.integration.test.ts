import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from './local-storage.ts';
import { StorageDeleteError } from './storage.ts';
import { photoKeys, storageContract } from './storage-contract-tests.ts';

const root = mkdtempSync(path.join(tmpdir(), 'sankofa-media-'));
const storage = createLocalStorage(root);
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('local disk storage adapter', () => {
  storageContract(() => ({ storage, holds: async (key) => existsSync(path.join(root, key)) }));

  it('throws, naming the keys it could not remove, and still removes the others', async () => {
    const [stuck, gone] = [photoKeys()[0]!, photoKeys()[0]!];
    // A folder where the file would be cannot be removed as a file.
    mkdirSync(path.join(root, stuck), { recursive: true });
    await storage.put(gone, Buffer.from('x'), 'image/webp');
    const err = await storage.delete([stuck, gone]).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(StorageDeleteError);
    expect((err as StorageDeleteError).keys).toEqual([stuck]);
    expect(existsSync(path.join(root, gone))).toBe(false);
  });

  it('addresses objects under /media', () => {
    expect(storage.url('photos/abc-l.webp')).toBe('/media/photos/abc-l.webp');
  });
});
