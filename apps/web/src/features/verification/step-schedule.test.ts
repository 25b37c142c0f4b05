import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { captureTimeline, frameOffsets, runSchedule } from './step-schedule.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const plan = { steps: 5, stepMs: 2000, framesPerStep: 4 };

function recorder() {
  const log: string[] = [];
  const start = Date.now();
  return {
    log,
    handlers: {
      onStep: (s: number) => log.push(`${Date.now() - start} step ${s}`),
      onFrame: (s: number, i: number) => log.push(`${Date.now() - start} frame ${s}.${i}`),
    },
  };
}

describe('frame timing', () => {
  it('spreads the frames evenly over a step, none on its edges', () => {
    expect(frameOffsets(2000, 4)).toEqual([250, 750, 1250, 1750]);
    expect(frameOffsets(1000, 1)).toEqual([500]);
    expect(frameOffsets(2000, 3)).toEqual([333, 1000, 1667]);
  });

  it('lays out five steps of four frames in time order', () => {
    const timeline = captureTimeline(plan);
    expect(timeline).toHaveLength(25);
    expect(timeline.filter((e) => e.frame === null).map((e) => e.at)).toEqual([0, 2000, 4000, 6000, 8000]);
    expect(timeline.at(-1)).toEqual({ at: 9750, step: 4, frame: 3 });
    const times = timeline.map((e) => e.at);
    expect([...times].sort((a, b) => a - b)).toEqual(times);
  });
});

describe('runSchedule', () => {
  it('shows the first step at once and each later one every stepMs, capturing in between', async () => {
    const { log, handlers } = recorder();
    let done = false;
    const finished = runSchedule(plan, handlers).then(() => (done = true));
    expect(log).toEqual(['0 step 0']);
    await vi.advanceTimersByTimeAsync(1999);
    expect(log).toEqual(['0 step 0', '250 frame 0.0', '750 frame 0.1', '1250 frame 0.2', '1750 frame 0.3']);
    await vi.advanceTimersByTimeAsync(1);
    expect(log.at(-1)).toBe('2000 step 1');
    await vi.advanceTimersByTimeAsync(7999);
    expect(log.filter((l) => l.includes('step'))).toEqual([
      '0 step 0',
      '2000 step 1',
      '4000 step 2',
      '6000 step 3',
      '8000 step 4',
    ]);
    expect(log.filter((l) => l.includes('frame'))).toHaveLength(20);
    // The last step gets its whole two seconds.
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await finished;
    expect(done).toBe(true);
  });

  it('does not wait for work a frame starts (uploads never hold up the steps)', async () => {
    const { log, handlers } = recorder();
    const pending: Promise<void>[] = [];
    const busy = {
      ...handlers,
      onFrame: (s: number, i: number) => {
        handlers.onFrame(s, i);
        pending.push(new Promise<void>(() => {})); // an upload that never answers
      },
    };
    const finished = runSchedule({ steps: 2, stepMs: 1000, framesPerStep: 2 }, busy);
    await vi.advanceTimersByTimeAsync(2000);
    await finished;
    expect(pending).toHaveLength(4);
    expect(log).toEqual([
      '0 step 0',
      '250 frame 0.0',
      '750 frame 0.1',
      '1000 step 1',
      '1250 frame 1.0',
      '1750 frame 1.1',
    ]);
  });

  it('stops at once and rejects when aborted', async () => {
    const { log, handlers } = recorder();
    const abort = new AbortController();
    const finished = runSchedule(plan, handlers, abort.signal);
    const outcome = finished.catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(2100);
    abort.abort(new DOMException('closed', 'AbortError'));
    await vi.advanceTimersByTimeAsync(20_000);
    expect(log).toEqual([
      '0 step 0',
      '250 frame 0.0',
      '750 frame 0.1',
      '1250 frame 0.2',
      '1750 frame 0.3',
      '2000 step 1',
    ]);
    expect(await outcome).toMatchObject({ name: 'AbortError' });
    expect(vi.getTimerCount()).toBe(0);
  });

  it('fires nothing when already aborted', async () => {
    const { log, handlers } = recorder();
    const abort = new AbortController();
    abort.abort();
    await expect(runSchedule(plan, handlers, abort.signal)).rejects.toBeDefined();
    expect(log).toEqual([]);
  });
});
