const BACKOFF_START_MS = 200;
export const BACKOFF_MAX_MS = 30_000;

/** Uniform in [0, 1): spreads reconnects of many tabs after a server restart (not product data). */
function jitter(): number {
  return crypto.getRandomValues(new Uint32Array(1))[0]! / 2 ** 32;
}

/** Back-off for the n-th consecutive failure: 200 ms doubling, capped at 30 s, with ±25 % jitter. */
export function backoffDelay(attempt: number, random: () => number = jitter): number {
  const base = Math.min(BACKOFF_MAX_MS, BACKOFF_START_MS * 2 ** Math.min(attempt, 20));
  return Math.min(BACKOFF_MAX_MS, Math.round(base * (0.75 + random() * 0.5)));
}
