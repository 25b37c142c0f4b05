import type { AttemptFrame, FaceReading } from './face-engine.ts';

/**
 * Frame and photo readings of an attempt still being made; dropped when it is decided or left.
 * A frame is first expected (received, its reading under way), then settled with its reading, or
 * with null when it could not be read (it then counts as missing). A retried upload of the same
 * frame replaces the earlier one.
 */
export interface AttemptStore {
  expectFrame(attemptId: string, step: number, index: number): Promise<void>;
  settleFrame(attemptId: string, step: number, index: number, reading: FaceReading | null): Promise<void>;
  /** The frames read so far, by step then index. */
  frames(attemptId: string): Promise<AttemptFrame[]>;
  /** Frames received whose reading is not in yet. */
  waiting(attemptId: string): Promise<number>;
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

/** What the store holds for one frame. */
export type FrameSlot = { state: 'waiting' } | { state: 'failed' } | { state: 'read'; frame: AttemptFrame };

/** Sorts frames by step, then by index within the step. */
export const frameKey = (step: number, index: number) =>
  `${String(step).padStart(2, '0')}:${String(index).padStart(3, '0')}`;

export function readFrames(slots: Iterable<[string, FrameSlot]>): AttemptFrame[] {
  return [...slots]
    .sort(([a], [b]) => a.localeCompare(b))
    .flatMap(([, slot]) => (slot.state === 'read' ? [slot.frame] : []));
}

export const countWaiting = (slots: Iterable<FrameSlot>) => [...slots].filter((s) => s.state === 'waiting').length;

interface Entry {
  slots: Map<string, FrameSlot>;
  photos?: number[][] | null;
  timer: ReturnType<typeof setTimeout>;
}

/** In-process store for a single instance (the embedded default; Redis when instances share work). */
export function createMemoryAttemptStore(ttlMs = ATTEMPT_TTL_MS): AttemptStore {
  const entries = new Map<string, Entry>();
  const entry = (id: string): Entry => {
    let e = entries.get(id);
    if (!e) {
      e = { slots: new Map(), timer: setTimeout(() => entries.delete(id), ttlMs) };
      e.timer.unref?.();
      entries.set(id, e);
    }
    return e;
  };
  return {
    async expectFrame(id, step, index) {
      entry(id).slots.set(frameKey(step, index), { state: 'waiting' });
    },
    async settleFrame(id, step, index, reading) {
      entry(id).slots.set(
        frameKey(step, index),
        reading ? { state: 'read', frame: { step, reading } } : { state: 'failed' },
      );
    },
    async frames(id) {
      return readFrames(entries.get(id)?.slots ?? []);
    },
    async waiting(id) {
      return countWaiting(entries.get(id)?.slots.values() ?? []);
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
