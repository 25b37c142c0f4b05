import type { FaceEngine, FaceReading } from './face-engine.ts';

/** For tests that never read a face: any use is a mistake in the test. */
export const noFaceEngine: FaceEngine = {
  analyseFrame: () => Promise.reject(new Error('This test app has no face engine')),
  embedPhoto: () => Promise.reject(new Error('This test app has no face engine')),
  similarity: () => {
    throw new Error('This test app has no face engine');
  },
  close: async () => {},
};

/**
 * A face engine that answers what the test queued, in order: the HTTP flow, limits and access rules
 * are tested with it; the model itself has its own tests.
 */
export interface ScriptedFaceEngine extends FaceEngine {
  queue(...readings: FaceReading[]): void;
  /** Forgets readings queued and not used (between tests). */
  reset(): void;
  /** Descriptors each photo gives, in the order photos are read. */
  photos: (number[] | null)[];
  /** Frames analysed so far. */
  analysed: number;
}

export function createScriptedFaceEngine(): ScriptedFaceEngine {
  const pending: FaceReading[] = [];
  const engine: ScriptedFaceEngine = {
    photos: [],
    analysed: 0,
    queue: (...readings) => void pending.push(...readings),
    reset: () => void pending.splice(0),
    async analyseFrame() {
      const next = pending.shift();
      if (!next) throw new Error('No reading queued for this frame');
      engine.analysed++;
      return next;
    },
    async embedPhoto() {
      return engine.photos.shift() ?? null;
    },
    similarity(a, b) {
      // Cosine similarity mapped to 0..1, enough for scripted descriptors.
      let dot = 0;
      let na = 0;
      let nb = 0;
      a.forEach((x, i) => {
        const y = b[i] ?? 0;
        dot += x * y;
        na += x * x;
        nb += y * y;
      });
      return na && nb ? (dot / Math.sqrt(na * nb) + 1) / 2 : 0;
    },
    close: async () => {},
  };
  return engine;
}
