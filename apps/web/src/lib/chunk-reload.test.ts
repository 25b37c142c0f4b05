import { describe, expect, it, vi } from 'vitest';
import { isChunkLoadError, reloadOnce } from './chunk-reload.ts';

function memoryStore(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) };
}

describe('isChunkLoadError', () => {
  it('knows each browser’s words for a module that could not be fetched', () => {
    for (const message of [
      'Failed to fetch dynamically imported module: https://example.org/assets/discover-page-abc123.js',
      'error loading dynamically imported module: https://example.org/assets/x.js',
      'Importing a module script failed.',
      'Unable to preload CSS for /assets/profile-page-1a2b.css',
    ]) {
      expect(isChunkLoadError(new TypeError(message)), message).toBe(true);
    }
    expect(isChunkLoadError(Object.assign(new Error('Loading chunk 7 failed'), { name: 'ChunkLoadError' }))).toBe(true);
  });

  it('leaves other errors alone', () => {
    expect(isChunkLoadError(new TypeError("Cannot read properties of undefined (reading 'name')"))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });
});

describe('reloadOnce', () => {
  it('reloads the first time and not again soon after, so it can never loop', () => {
    const store = memoryStore();
    const reload = vi.fn();
    expect(reloadOnce(store, reload, 1_000_000)).toBe(true);
    expect(reloadOnce(store, reload, 1_000_000 + 5_000)).toBe(false);
    expect(reloadOnce(store, reload, 1_000_000 + 4 * 60_000)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads again for a later deploy, long after the last reload', () => {
    const reload = vi.fn();
    const store = memoryStore({ 'chunk-reload-at': String(1_000_000) });
    expect(reloadOnce(store, reload, 1_000_000 + 60 * 60_000)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('never reloads when the session store is missing or refuses', () => {
    const reload = vi.fn();
    expect(reloadOnce(null, reload)).toBe(false);
    const refusing = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(reloadOnce(refusing, reload)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
