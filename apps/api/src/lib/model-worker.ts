import { Worker } from 'node:worker_threads';

/** What every model worker answers: its job's id, and either its result or why not. */
export interface ModelReply {
  id: number;
  ok: boolean;
  code?: 'unreadable_image' | 'engine_failed';
  error?: string;
  loadMs?: number;
  workMs?: number;
}

export type ModelErrorCode = 'unreadable_image' | 'engine_busy' | 'engine_failed' | 'engine_closed';

export interface ModelWorkerOptions {
  /** The worker's entry (plain JavaScript: a worker started under tsx or vitest has no TypeScript loader). */
  entry: URL;
  workerData: unknown;
  /** Jobs waiting beyond which new ones are refused (engine_busy) rather than answered too late. */
  maxQueued: number;
  /** One job, the first model load included, must be answered within this. */
  timeoutMs: number;
  /** The caller's own error type and words, so each engine keeps its messages. */
  error: (code: ModelErrorCode, message: string) => Error;
  /** What the engine is called in its messages ("The face engine", "The nudity check"). */
  name: string;
  busyMessage: string;
}

export interface ModelWorker<R extends ModelReply> {
  /** Sends one job (`image` null: load the model and run it once on a blank picture) and waits for its reply. */
  run(image: Uint8Array | null, extra?: Record<string, unknown>): Promise<R>;
  close(): Promise<void>;
}

/**
 * One worker thread that runs a model, shared by the face engine and the nudity check: jobs are
 * answered one at a time in arrival order (the model never blocks the API's event loop, and two jobs
 * never compete for the same wasm memory), the queue is bounded, a stuck job is given up after the
 * timeout, and a crashed or stuck worker is replaced on the next job. The image is transferred, not
 * cloned, so a photo costs no copy on the way in beyond the one that keeps the caller's buffer its own.
 */
export function createModelWorker<R extends ModelReply>(o: ModelWorkerOptions): ModelWorker<R> {
  let worker: Worker | null = null;
  let closed = false;
  let nextId = 1;
  let queued = 0;
  // Each job starts when the previous one has settled: one image in the worker at a time.
  let tail: Promise<unknown> = Promise.resolve();
  // The job in the worker, with the worker it runs on: a worker given up after a timeout reports
  // its exit later, when the next job already runs on a fresh one, and must not fail that job.
  let inFlight: { on: Worker; reject: (err: Error) => void } | null = null;
  const closedError = () => o.error('engine_closed', `${o.name} is closed.`);

  const startWorker = (): Worker => {
    // The parent's loader flags (tsx, vitest) would only add weight to a plain JavaScript entry.
    const w = new Worker(o.entry, { workerData: o.workerData, execArgv: [] });
    const fail = (err: Error) => {
      if (worker === w) worker = null;
      if (inFlight?.on === w) inFlight.reject(o.error('engine_failed', `${o.name} stopped: ${err.message}`));
    };
    w.on('error', fail);
    w.on('exit', (code) => fail(new Error(`worker exited with code ${code}`)));
    return w;
  };

  const job = (image: Uint8Array | null, extra: Record<string, unknown>) =>
    new Promise<R>((resolve, reject) => {
      if (closed) return reject(closedError());
      const w = (worker ??= startWorker());
      const id = nextId++;
      const timer = setTimeout(() => {
        // A stuck model cannot be interrupted; a fresh worker is the only way on.
        inFlight?.reject(o.error('engine_failed', `${o.name} took longer than ${o.timeoutMs} ms.`));
        if (worker === w) worker = null;
        void w.terminate();
      }, o.timeoutMs);
      const settle = () => {
        clearTimeout(timer);
        w.off('message', onMessage);
        inFlight = null;
      };
      const onMessage = (reply: R) => {
        if (reply.id !== id) return;
        settle();
        if (reply.ok) resolve(reply);
        else if (reply.code === 'unreadable_image')
          reject(o.error('unreadable_image', reply.error ?? 'The image could not be read.'));
        else reject(o.error('engine_failed', reply.error ?? `${o.name} failed.`));
      };
      inFlight = {
        on: w,
        reject: (err) => {
          settle();
          reject(err);
        },
      };
      w.on('message', onMessage);
      if (!image) return void w.postMessage({ ...extra, id, image: null });
      // A copy, so the caller's buffer (often a slice of a larger pool) stays its own.
      const copy = new Uint8Array(image);
      w.postMessage({ ...extra, id, image: copy }, [copy.buffer]);
    });

  return {
    run(image, extra = {}) {
      if (closed) return Promise.reject(closedError());
      if (queued >= o.maxQueued) return Promise.reject(o.error('engine_busy', o.busyMessage));
      queued++;
      const counted = tail.then(() => job(image, extra)).finally(() => queued--);
      tail = counted.catch(() => undefined);
      return counted;
    },
    async close() {
      closed = true;
      const w = worker;
      worker = null;
      inFlight?.reject(closedError());
      if (w) await w.terminate();
    },
  };
}
