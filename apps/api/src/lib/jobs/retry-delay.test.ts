import { describe, expect, it } from 'vitest';
import { RETRY_BASE_MS, RETRY_MAX_MS, retryDelayMs } from './retry-delay.ts';

describe('retryDelayMs', () => {
  it('doubles with each attempt, between half and all of the step', () => {
    expect(retryDelayMs(1, 0)).toBe(RETRY_BASE_MS / 2);
    expect(retryDelayMs(1, 0.999999)).toBeCloseTo(RETRY_BASE_MS, -1);
    expect(retryDelayMs(2, 0)).toBe(RETRY_BASE_MS);
    expect(retryDelayMs(4, 0)).toBe(RETRY_BASE_MS * 4);
    for (let attempt = 1; attempt < 12; attempt++) {
      expect(retryDelayMs(attempt + 1, 0)).toBeGreaterThanOrEqual(retryDelayMs(attempt, 0));
    }
  });

  it('never waits longer than the cap, however many attempts failed', () => {
    expect(retryDelayMs(40, 0.999999)).toBeLessThanOrEqual(RETRY_MAX_MS);
    expect(retryDelayMs(1000, 0)).toBe(RETRY_MAX_MS / 2);
  });

  it('spreads jobs that failed together', () => {
    const delays = new Set([0, 0.25, 0.5, 0.75].map((r) => retryDelayMs(3, r)));
    expect(delays.size).toBe(4);
  });
});
