import type { AttemptFrame } from './face-engine.ts';

/** Frame and photo readings of an attempt still being made; dropped when it is decided or left. */
export interface AttemptStore {
  /** Saves one frame's reading (a retried upload of the same frame replaces it); returns every frame so far. */
  addFrame(attemptId: string, index: number, frame: AttemptFrame): Promise<AttemptFrame[]>;
  frames(attemptId: string): Promise<AttemptFrame[]>;
  /** Descriptors of the profile photos (see AttemptEvidence.photoEmbeddings). */
  setPhotos(attemptId: string, embeddings: number[][] | null): Promise<void>;
  /** undefined while they have not been read yet. */
  photos(attemptId: string): Promise<number[][] | null | undefined>;
  drop(attemptId: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * How long readings of an undecided attempt are kept. An attempt lasts ten seconds; one left
 * half-way (tab closed) must not keep face descriptors around.
 */
export const ATTEMPT_TTL_MS = 2 * 60_000;

interface Entry {
  frames: Map<string, AttemptFrame>;
  photos?: number[][] | null;
  timer: ReturnType<typeof setTimeout>;
}

/** In-process store for a single instance (the embedded default; Redis when instances share work). */
export function createMemoryAttemptStore(ttlMs = ATTEMPT_TTL_MS): AttemptStore {
  const entries = new Map<string, Entry>();
  const entry = (id: string): Entry => {
    let e = entries.get(id);
    if (!e) {
      e = { frames: new Map(), timer: setTimeout(() => entries.delete(id), ttlMs) };
      e.timer.unref?.();
      entries.set(id, e);
    }
    return e;
  };
  const ordered = (e: Entry | undefined) =>
    e ? [...e.frames.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([, f]) => f) : [];
  return {
    async addFrame(id, index, frame) {
      const e = entry(id);
      e.frames.set(frameKey(frame.step, index), frame);
      return ordered(e);
    },
    async frames(id) {
      return ordered(entries.get(id));
    },
    async setPhotos(id, embeddings) {
      entry(id).photos = embeddings;
    },
    async photos(id) {
      return entries.get(id)?.photos;
    },
    async drop(id) {
      const e = entries.get(id);
      if (e) clearTimeout(e.timer);
      entries.delete(id);
    },
    async close() {
      for (const e of entries.values()) clearTimeout(e.timer);
      entries.clear();
    },
  };
}

/** Sorts frames by step, then by index within the step. */
export const frameKey = (step: number, index: number) =>
  `${String(step).padStart(2, '0')}:${String(index).padStart(3, '0')}`;
