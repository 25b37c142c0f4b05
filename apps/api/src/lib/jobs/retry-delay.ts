/** The first retry waits about this long; each later one about twice the one before. */
export const RETRY_BASE_MS = 5_000;
/** No retry waits longer than this, so a store or relay that comes back is used within the hour. */
export const RETRY_MAX_MS = 3_600_000;

/**
 * Exponential back-off with jitter: after failed attempt `attempt` (1, 2, …) the job waits between
 * half and all of min(base · 2^(attempt−1), max). The random half spreads retries of jobs that failed
 * together (a relay that was down for everyone), so they do not all come back at the same moment.
 * `random` is in [0, 1).
 */
export function retryDelayMs(attempt: number, random: number): number {
  const ceiling = Math.min(RETRY_MAX_MS, RETRY_BASE_MS * 2 ** Math.max(0, attempt - 1));
  return Math.round(ceiling * (0.5 + random / 2));
}
