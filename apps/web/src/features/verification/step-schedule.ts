/** How an attempt is paced, as the server said when it opened the attempt. */
interface CapturePlan {
  /** Number of steps (instructions). */
  steps: number;
  /** How long each instruction is shown. */
  stepMs: number;
  /** Frames captured during each step. */
  framesPerStep: number;
}

interface ScheduleHandlers {
  /** Step `step` (0-based) begins: show its instruction. */
  onStep(step: number): void;
  /** Time to capture frame `index` of step `step`. */
  onFrame(step: number, index: number): void;
}

/**
 * When, within a step, its frames are taken: evenly spread, each in the middle of its share of the
 * step (for 4 frames over 2 s: 250, 750, 1250 and 1750 ms), so none falls on a step boundary where
 * the person is still reading the new instruction.
 */
export function frameOffsets(stepMs: number, framesPerStep: number): number[] {
  return Array.from({ length: framesPerStep }, (_, i) => Math.round(((i + 0.5) * stepMs) / framesPerStep));
}

/** Every event of an attempt in time order: step starts and frame captures, in ms from the start. */
export function captureTimeline(plan: CapturePlan): { at: number; step: number; frame: number | null }[] {
  const offsets = frameOffsets(plan.stepMs, plan.framesPerStep);
  const events: { at: number; step: number; frame: number | null }[] = [];
  for (let step = 0; step < plan.steps; step++) {
    const start = step * plan.stepMs;
    events.push({ at: start, step, frame: null });
    offsets.forEach((offset, frame) => events.push({ at: start + offset, step, frame }));
  }
  return events;
}

/**
 * Runs the timeline: the first step begins at once, each later event fires at its time measured from
 * the start (every timer is set up front, so a slow handler does not push the rest later). Handlers
 * must not block: capturing and uploading happen outside the timer. Resolves when the last step has
 * had its full time; rejects with the abort reason when `signal` aborts, firing nothing more.
 */
export function runSchedule(plan: CapturePlan, handlers: ScheduleHandlers, signal?: AbortSignal): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const timers: ReturnType<typeof setTimeout>[] = [];
    const abort = () => {
      for (const t of timers) clearTimeout(t);
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', abort, { once: true });
    for (const event of captureTimeline(plan)) {
      const fire = () =>
        event.frame === null ? handlers.onStep(event.step) : handlers.onFrame(event.step, event.frame);
      if (event.at === 0) fire();
      else timers.push(setTimeout(fire, event.at));
    }
    timers.push(
      setTimeout(() => {
        signal?.removeEventListener('abort', abort);
        resolve();
      }, plan.steps * plan.stepMs),
    );
  });
}
