import { AsyncLocalStorage } from 'node:async_hooks';

/** Set while a periodic job's round runs, so what it does can be told from what requests do. */
export const periodicJobRound = new AsyncLocalStorage<true>();

/** Whether the caller runs inside a periodic job's round (and not for any request). */
export const inPeriodicJob = (): boolean => periodicJobRound.getStore() === true;

/**
 * Runs `job` every `everyMs` on this instance, never two rounds at once (a slow round makes the next
 * tick skip rather than pile up). Jobs that run on every instance must be idempotent. Returns stop.
 */
export function startPeriodicJob(job: () => Promise<unknown>, onError: (err: unknown) => void, everyMs: number): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    periodicJobRound
      .run(true, job)
      .catch(onError)
      .finally(() => {
        running = false;
      });
  }, everyMs);
  // A pending round never keeps the process alive on its own.
  timer.unref();
  return () => clearInterval(timer);
}
