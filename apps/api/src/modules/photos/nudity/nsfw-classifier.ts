import { Worker } from 'node:worker_threads';
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

interface Reply {
  id: number;
  ok: boolean;
  code?: 'unreadable_image' | 'engine_failed';
  error?: string;
  scores?: Partial<NudityScores>;
  loadMs?: number;
  workMs?: number;
}

export interface NsfwClassifier extends NudityClassifier {
  /** Starts the worker and loads the model now rather than on the first photo; resolves in ms taken. */
  warmUp(): Promise<number>;
  /** Time the last photo took in the worker, model load excluded (for the benchmark). */
  lastWorkMs(): number;
}

/**
 * The nudity check of production: nsfwjs' MobileNetV2 (weights inside the npm package) on the tfjs
 * WASM backend, in one worker thread so the model never blocks the API's event loop. Photos are
 * answered one at a time in arrival order; a crashed or stuck worker is replaced on the next photo.
 */
export function createNsfwClassifier(options: Options = {}): NsfwClassifier {
  const maxQueued = options.maxQueued ?? 60;
  const timeoutMs = options.timeoutMs ?? 30_000;
  let worker: Worker | null = null;
  let closed = false;
  let nextId = 1;
  let queued = 0;
  let tail: Promise<unknown> = Promise.resolve();
  let inFlight: ((err: Error) => void) | null = null;
  let lastWork = 0;

  const startWorker = (): Worker => {
    const w = new Worker(new URL('./nsfw-worker.mjs', import.meta.url), {
      workerData: { maxInputPixels: options.maxInputPixels ?? 40_000_000, backend: options.backend ?? 'wasm' },
      execArgv: [],
    });
    const fail = (err: Error) => {
      if (worker === w) worker = null;
      inFlight?.(new NudityEngineError('engine_failed', `nudity check stopped: ${err.message}`));
    };
    w.on('error', fail);
    w.on('exit', (code) => fail(new Error(`worker exited with code ${code}`)));
    return w;
  };

  const run = (image: Uint8Array | null): Promise<Reply> => {
    if (closed) return Promise.reject(new NudityEngineError('engine_closed', 'The nudity check is closed.'));
    if (queued >= maxQueued) return Promise.reject(new NudityEngineError('engine_busy', 'Photo checks are busy. Please try again shortly.'));
    queued++;
    const job = tail.then(
      () =>
        new Promise<Reply>((resolve, reject) => {
          if (closed) return reject(new NudityEngineError('engine_closed', 'The nudity check is closed.'));
          const w = (worker ??= startWorker());
          const id = nextId++;
          const timer = setTimeout(() => {
            inFlight?.(new NudityEngineError('engine_failed', `The nudity check took longer than ${timeoutMs} ms.`));
            if (worker === w) worker = null;
            void w.terminate();
          }, timeoutMs);
          const settle = () => {
            clearTimeout(timer);
            w.off('message', onMessage);
            inFlight = null;
          };
          const onMessage = (reply: Reply) => {
            if (reply.id !== id) return;
            settle();
            if (reply.ok) resolve(reply);
            else reject(new NudityEngineError(reply.code === 'unreadable_image' ? 'unreadable_image' : 'engine_failed', reply.error ?? 'The nudity check failed.'));
          };
          inFlight = (err) => {
            settle();
            reject(err);
          };
          w.on('message', onMessage);
          if (!image) return void w.postMessage({ id, image: null });
          const copy = new Uint8Array(image);
          w.postMessage({ id, image: copy }, [copy.buffer]);
        }),
    );
    const counted = job.finally(() => queued--);
    tail = counted.catch(() => undefined);
    return counted;
  };

  return {
    async classify(image) {
      const reply = await run(image);
      lastWork = reply.workMs ?? 0;
      const s = reply.scores ?? {};
      return { porn: s.porn ?? 0, hentai: s.hentai ?? 0, sexy: s.sexy ?? 0, neutral: s.neutral ?? 0, drawing: s.drawing ?? 0 };
    },
    async warmUp() {
      const started = performance.now();
      await run(null);
      return performance.now() - started;
    },
    lastWorkMs: () => lastWork,
    async close() {
      closed = true;
      const w = worker;
      worker = null;
      inFlight?.(new NudityEngineError('engine_closed', 'The nudity check is closed.'));
      if (w) await w.terminate();
    },
  };
}
