/**
 * Runs `job` every `everyMs` on this instance, never two rounds at once (a slow round makes the next
 * tick skip rather than pile up). Jobs that run on every instance must be idempotent. Returns stop.
 */
export function startPeriodicJob(job: () => Promise<unknown>, onError: (err: unknown) => void, everyMs: number): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    job()
      .catch(onError)
      .finally(() => {
        running = false;
      });
  }, everyMs);
  // A pending round never keeps the process alive on its own.
  timer.unref();
  return () => clearInterval(timer);
}
