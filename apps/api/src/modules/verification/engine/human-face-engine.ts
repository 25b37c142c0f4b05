import { createModelWorker, type ModelReply } from '../../../lib/model-worker.ts';
import type { FaceEngine, FaceReading } from '../face-engine.ts';
import { FACE_THRESHOLDS, FRAME_MAX_SIDE, PHOTO_MAX_SIDE, type FaceThresholds } from '../thresholds.ts';
import { EYE_POINTS, toReading, type RawFace } from './readings.ts';
import { faceSimilarity } from './similarity.ts';

/** An image the engine could not read, or an engine that could not answer; the route decides what to say. */
export class FaceEngineError extends Error {
  constructor(
    readonly code: 'unreadable_image' | 'engine_busy' | 'engine_failed' | 'engine_closed',
    message: string,
  ) {
    super(message);
    this.name = 'FaceEngineError';
  }
}

interface HumanFaceEngineOptions {
  thresholds?: FaceThresholds;
  /**
   * Images waiting for the worker beyond which new ones are refused (engine_busy) rather than
   * answered too late to matter: at ~0.15 s each, 120 is about 18 s of work.
   */
  maxQueued?: number;
  /** One image, including the first model load, must be answered within this. */
  timeoutMs?: number;
  /** Largest pixel count decoded, so a crafted image cannot exhaust memory. */
  maxInputPixels?: number;
}

export interface HumanFaceEngine extends FaceEngine {
  /** Starts the worker and loads the models now rather than on the first image; resolves in ms taken. */
  warmUp(): Promise<number>;
}

interface WorkerReply extends ModelReply {
  faces?: RawFace[];
}

// Only the face models: body, hands, objects and gestures would cost time and are never read.
const HUMAN_CONFIG = {
  debug: false,
  async: true,
  warmup: 'none',
  // One worker serves every member in turn: results must never be carried from one image to the next.
  cacheSensitivity: 0,
  skipAllowed: false,
  filter: { enabled: true, equalization: false, flip: false, return: false },
  gesture: { enabled: false },
  body: { enabled: false },
  hand: { enabled: false },
  object: { enabled: false },
  segmentation: { enabled: false },
  face: {
    enabled: true,
    // Several faces are looked for so that a second person in view can be told apart from one.
    detector: { rotation: false, maxDetected: 4, minConfidence: 0.2, skipFrames: 0, skipTime: 0, return: false },
    mesh: { enabled: true },
    // Refines the eyelids the blink check reads.
    iris: { enabled: true },
    emotion: { enabled: true, skipFrames: 0, skipTime: 0 },
    description: { enabled: true, skipFrames: 0, skipTime: 0 },
    antispoof: { enabled: true, skipFrames: 0, skipTime: 0 },
    liveness: { enabled: true, skipFrames: 0, skipTime: 0 },
  },
};

/**
 * The face engine of production: @vladmandic/human on the tfjs WASM backend, in one worker thread
 * (the model worker shared with the nudity check) so model work never blocks the API's event loop.
 * Images are answered one at a time in arrival order; the worker starts and loads its models on
 * first use, and is started again after a crash.
 */
export function createHumanFaceEngine(options: HumanFaceEngineOptions = {}): HumanFaceEngine {
  const thresholds = options.thresholds ?? FACE_THRESHOLDS;
  const maxQueued = options.maxQueued ?? 120;
  const timeoutMs = options.timeoutMs ?? 30_000;
  const maxInputPixels = options.maxInputPixels ?? 16_000_000;

  const worker = createModelWorker<WorkerReply>({
    entry: new URL('./human-worker.mjs', import.meta.url),
    workerData: { config: HUMAN_CONFIG, eyePoints: EYE_POINTS, maxInputPixels },
    maxQueued,
    timeoutMs,
    error: (code, message) => new FaceEngineError(code, message),
    name: 'The face engine',
    busyMessage: 'Face checks are busy. Please try again shortly.',
  });
  /** `image` null only loads the models and runs them once on an empty picture. */
  const run = (image: Uint8Array | null, maxSide: number) => worker.run(image, { maxSide });

  return {
    async analyseFrame(jpeg: Buffer): Promise<FaceReading> {
      const reply = await run(jpeg, FRAME_MAX_SIDE);
      return toReading(reply.faces ?? [], thresholds);
    },

    async embedPhoto(image: Buffer): Promise<number[] | null> {
      const reply = await run(image, PHOTO_MAX_SIDE);
      const reading = toReading(reply.faces ?? [], thresholds);
      return reading.faces === 1 ? (reading.face?.embedding ?? null) : null;
    },

    similarity: faceSimilarity,

    async warmUp(): Promise<number> {
      const started = performance.now();
      await run(null, FRAME_MAX_SIDE);
      return performance.now() - started;
    },

    close: () => worker.close(),
  };
}
