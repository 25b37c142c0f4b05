import type { Readable } from 'node:stream';

/** Where photo files live: local disk by default, any S3-compatible store in production. */
export interface Storage {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** null when there is no such object. */
  get(key: string): Promise<{ body: Readable; contentType: string; size: number } | null>;
  /** Removing a key that does not exist is not an error. */
  delete(keys: string[]): Promise<void>;
  /** The address a browser loads the object from. */
  url(key: string): string;
}

/** Keys are ours (random hex + fixed suffix); anything else is refused so no path can escape. */
export const STORAGE_KEY = /^[a-z0-9]+(?:\/[a-z0-9_-]+)*\.(?:webp|jpg|png)$/;

export function assertKey(key: string): void {
  if (!STORAGE_KEY.test(key)) throw new Error(`invalid storage key: ${key}`);
}

/** Route under which the API streams stored media when the store has no public URL of its own. */
export const MEDIA_PREFIX = '/media/';
