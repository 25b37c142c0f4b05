import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { assertKey, MEDIA_PREFIX, StorageDeleteError, type Storage } from './storage.ts';

const TYPES: Record<string, string> = { '.webp': 'image/webp', '.jpg': 'image/jpeg', '.png': 'image/png' };

export function createLocalStorage(root: string): Storage {
  const fileOf = (key: string) => {
    assertKey(key);
    return path.join(root, key);
  };
  return {
    async put(key, body) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Written beside and renamed, so a reader never sees half a file.
      const tmp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
      await writeFile(tmp, body, { mode: 0o600 });
      await rename(tmp, file);
    },
    async get(key) {
      const file = fileOf(key);
      try {
        const s = await stat(file);
        return {
          body: createReadStream(file),
          contentType: TYPES[path.extname(key)] ?? 'application/octet-stream',
          size: s.size,
        };
      } catch (err) {
        // A name that cannot be a file here (too long, a file where a folder would be) is simply not stored.
        if (['ENOENT', 'ENAMETOOLONG', 'ENOTDIR'].includes((err as NodeJS.ErrnoException).code ?? '')) return null;
        throw err;
      }
    },
    async delete(keys) {
      // Every key is checked before any file is touched.
      const files = keys.map(fileOf);
      const results = await Promise.allSettled(files.map((f) => rm(f, { force: true })));
      const failed = results.flatMap((r, i) => (r.status === 'rejected' ? [{ key: keys[i]!, err: r.reason }] : []));
      if (failed.length > 0)
        throw new StorageDeleteError(
          failed.map((f) => f.key),
          String(failed[0]!.err),
          { cause: failed[0]!.err },
        );
    },
    url: (key) => `${MEDIA_PREFIX}${key}`,
  };
}
