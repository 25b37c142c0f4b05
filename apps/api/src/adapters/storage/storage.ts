import type { Readable } from 'node:stream';

/** Where photo files live: local disk by default, any S3-compatible store in production. */
export interface Storage {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** null when there is no such object. */
  get(key: string): Promise<{ body: Readable; contentType: string; size: number } | null>;
  /**
   * Removes every key or throws (a StorageDeleteError naming the keys that may remain), so the caller
   * can try again; removing a key that does not exist is not an error.
   */
  delete(keys: string[]): Promise<void>;
  /** The address a browser loads the object from. */
  url(key: string): string;
}

/**
 * What an adapter accepts: lower-case segments of bounded length and an image suffix, so no key can
 * escape a folder or be too long for a file system.
 */
const STORAGE_KEY = /^(?=.{1,200}$)[a-z0-9]{1,64}(?:\/[a-z0-9_-]{1,64})*\.(?:webp|jpg|png)$/;

/**
 * The only names we make and serve under /media: a photo's two sizes and a stream's thumbnail, random
 * hex of fixed length. Any other name is a plain 404 before a file system or a bucket is asked.
 */
export const MEDIA_NAME = /^(?:photos\/[0-9a-f]{32}-[ls]|streams\/[0-9a-f]{32}\/[0-9a-f]{16})\.webp$/;

/** A deletion that did not finish: `keys` may still be stored (the others are gone) and are safe to retry. */
export class StorageDeleteError extends Error {
  constructor(
    readonly keys: string[],
    reason: string,
    options?: { cause?: unknown },
  ) {
    super(`could not delete ${keys.length} stored object(s): ${reason}`, options);
    this.name = 'StorageDeleteError';
  }
}

export function assertKey(key: string): void {
  if (!STORAGE_KEY.test(key)) throw new Error(`invalid storage key: ${key}`);
}

/** Route under which the API streams stored media when the store has no public URL of its own. */
export const MEDIA_PREFIX = '/media/';
