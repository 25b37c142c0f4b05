/**
 * After a deploy, an open tab still asks for the old build's chunks, which are gone. One reload gets
 * the new build; a second failure soon after is something a reload will not fix, so it is shown.
 */
const RELOADED_AT = 'chunk-reload-at';
/** A failure within this long after the automatic reload is not answered with another one. */
const GUARD_MS = 5 * 60_000;

/** How browsers and Vite word a module that could not be fetched (Chromium, Firefox, Safari, CSS preload). */
const CHUNK_FAILURE =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|disallowed MIME type/i;

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || CHUNK_FAILURE.test(error.message);
}

type Store = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * Reloads the page unless it did so for a failed chunk in the last few minutes, and says whether it
 * did. Without a usable sessionStorage it never reloads: nothing could stop a loop.
 */
export function reloadOnce(storage: Store | null, reload: () => void, now: number = Date.now()): boolean {
  if (!storage) return false;
  try {
    const last = Number(storage.getItem(RELOADED_AT) ?? 0);
    if (now - last >= 0 && now - last < GUARD_MS) return false;
    storage.setItem(RELOADED_AT, String(now));
  } catch {
    return false;
  }
  reload();
  return true;
}

/** sessionStorage, or null where the browser refuses it (some private modes throw on access). */
export function sessionStore(): Store | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}
