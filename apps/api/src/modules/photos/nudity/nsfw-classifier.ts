import { createModelWorker, type ModelReply } from '../../../lib/model-worker.ts';
import type { NudityClassifier, NudityScores } from './nudity-classifier.ts';

export class NudityEngineError extends Error {
  constructor(
    readonly code: 'unreadable_image' | 'engine_busy' | 'engine_failed' | 'engine_closed',
    message: string,
  ) {
    super(message);
    this.name = 'NudityEngineError';
  }
}

interface Options {
  /** Photos waiting beyond which new ones are refused rather than answered late: ~0.25 s each. */
  maxQueued?: number;
  /** One photo, the first model load included, must be answered within this. */
  timeoutMs?: number;
  maxInputPixels?: number;
  /** tfjs backend in the worker: 'wasm' (default) or 'cpu'. */
  backend?: 'wasm' | 'cpu';
}

interface Reply extends ModelReply {
  scores?: Partial<NudityScores>;
  /** Of `workMs`, the part spent decoding the photo to the model's 224×224 input. */
  decodeMs?: number;
}

export interface NsfwClassifier extends NudityClassifier {
  /** Starts the worker and loads the model now rather than on the first photo; resolves in ms taken. */
  warmUp(): Promise<number>;
  /** Time the last photo took in the worker, model load excluded (for the benchmark). */
  lastWorkMs(): number;
  /** Of that, the time spent decoding the photo (for the benchmark). */
  lastDecodeMs(): number;
}

/**
 * The nudity check of production: nsfwjs' MobileNetV2 (weights inside the npm package) on the tfjs
 * WASM backend, in one worker thread (the model worker shared with the face engine) so the model
 * never blocks the API's event loop. Photos are answered one at a time in arrival order.
 */
export function createNsfwClassifier(options: Options = {}): NsfwClassifier {
  const worker = createModelWorker<Reply>({
    entry: new URL('./nsfw-worker.mjs', import.meta.url),
    workerData: { maxInputPixels: options.maxInputPixels ?? 40_000_000, backend: options.backend ?? 'wasm' },
    maxQueued: options.maxQueued ?? 60,
    timeoutMs: options.timeoutMs ?? 30_000,
    error: (code, message) => new NudityEngineError(code, message),
    name: 'The nudity check',
    busyMessage: 'Photo checks are busy. Please try again shortly.',
  });
  let lastWork = 0;
  let lastDecode = 0;

  return {
    async classify(image) {
      const reply = await worker.run(image);
      lastWork = reply.workMs ?? 0;
      lastDecode = reply.decodeMs ?? 0;
      const s = reply.scores ?? {};
      return {
        porn: s.porn ?? 0,
        hentai: s.hentai ?? 0,
        sexy: s.sexy ?? 0,
        neutral: s.neutral ?? 0,
        drawing: s.drawing ?? 0,
      };
    },
    async warmUp() {
      const started = performance.now();
      await worker.run(null);
      return performance.now() - started;
    },
    lastWorkMs: () => lastWork,
    lastDecodeMs: () => lastDecode,
    close: () => worker.close(),
  };
}
