import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { inPeriodicJob, startPeriodicJob } from './periodic-job.ts';

describe('startPeriodicJob', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('skips ticks while a round is still running, reports failures and stops', async () => {
    let rounds = 0;
    let finish: (() => void) | undefined;
    const errors: unknown[] = [];
    const job = () => {
      rounds++;
      if (rounds === 2) return Promise.reject(new Error('round 2 failed'));
      return new Promise<void>((resolve) => (finish = resolve));
    };
    const stop = startPeriodicJob(job, (e) => errors.push(e), 1000);

    await vi.advanceTimersByTimeAsync(3500);
    expect(rounds).toBe(1); // the first round has not finished: ticks 2 and 3 were skipped
    finish!();
    await vi.advanceTimersByTimeAsync(1000);
    expect(rounds).toBe(2);
    expect(errors).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(rounds).toBe(3); // a failed round does not stop the next
    finish!();
    stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(rounds).toBe(3);
  });

  it('marks what a round does, through its awaits, and nothing outside it', async () => {
    const seen: boolean[] = [];
    const stop = startPeriodicJob(
      async () => {
        seen.push(inPeriodicJob());
        await Promise.resolve();
        seen.push(inPeriodicJob());
      },
      () => {},
      1000,
    );
    await vi.advanceTimersByTimeAsync(1000);
    stop();
    expect(seen).toEqual([true, true]);
    expect(inPeriodicJob()).toBe(false);
  });
});
