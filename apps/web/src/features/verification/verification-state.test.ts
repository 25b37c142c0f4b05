import { beforeAll, describe, expect, it } from 'vitest';
import type { VerificationAction } from '@sankofa/contracts';
import { i18n } from '@/lib/i18n/i18n.ts';
import {
  initialVerificationState as idle,
  livenessPercent,
  stepLabel,
  verificationReducer as reduce,
  type VerificationEvent,
  type VerificationState,
} from './verification-state.ts';

// The words come from the English verification texts, as a browser showing English gets them.
beforeAll(() => i18n.loadNamespaces('verification'));

const steps: VerificationAction[] = ['smile', 'turn_left', 'look_straight', 'blink', 'turn_right'];
const progress = (liveness: number, framesAnalysed = 1) => ({ framesAnalysed, framesExpected: 20, liveness });
const play = (events: VerificationEvent[], from: VerificationState = idle) => events.reduce(reduce, from);

const running = play([{ type: 'start' }, { type: 'attempt', run: 1, steps, stepMs: 2000 }]);

describe('verification state', () => {
  it('goes idle → starting → running → processing → success', () => {
    const starting = reduce(idle, { type: 'start' });
    expect(starting).toMatchObject({ phase: 'starting', run: 1 });
    expect(running).toMatchObject({ phase: 'running', step: 0, steps, stepMs: 2000 });
    expect(stepLabel(running)).toBe('Step 1 of 5');
    const third = reduce(running, { type: 'step', run: 1, step: 2 });
    expect(stepLabel(third)).toBe('Step 3 of 5');
    const processing = reduce(third, { type: 'processing', run: 1 });
    expect(processing.phase).toBe('processing');
    expect(stepLabel(processing)).toBeNull();
    const success = reduce(processing, {
      type: 'outcome',
      run: 1,
      outcome: { verified: true, liveness: 0.93, similarity: 0.71 },
    });
    expect(success).toMatchObject({ phase: 'success', liveness: 0.93, failure: null });
  });

  it('shows the server progress as the liveness, clamped to 0..1', () => {
    let s = reduce(running, { type: 'progress', run: 1, progress: progress(0.35) });
    expect(s.liveness).toBe(0.35);
    expect(livenessPercent(s.liveness)).toBe(35);
    s = reduce(s, { type: 'progress', run: 1, progress: progress(7) });
    expect(s.liveness).toBe(1);
    s = reduce(s, { type: 'progress', run: 1, progress: progress(Number.NaN) });
    expect(s.liveness).toBe(0);
    // Progress still arrives while the decision is awaited.
    s = reduce(reduce(s, { type: 'processing', run: 1 }), { type: 'progress', run: 1, progress: progress(0.6) });
    expect(s.liveness).toBe(0.6);
  });

  it('fails with the outcome, and Try Again returns to idle with the liveness at 0', () => {
    const failed = play(
      [
        { type: 'progress', run: 1, progress: progress(0.4) },
        { type: 'outcome', run: 1, outcome: { verified: false, reason: 'no_face', message: 'No face', liveness: 0.4 } },
      ],
      running,
    );
    expect(failed).toMatchObject({
      phase: 'failed',
      liveness: 0.4,
      failure: { reason: 'no_face', message: 'No face' },
    });
    const again = reduce(failed, { type: 'reset' });
    expect(again).toMatchObject({ phase: 'idle', liveness: 0, failure: null, steps: [], step: 0 });
    // The next attempt is a new run.
    expect(reduce(again, { type: 'start' }).run).toBe(2);
  });

  it('can fail before any step (too many attempts)', () => {
    const failed = play([
      { type: 'start' },
      {
        type: 'outcome',
        run: 1,
        outcome: { verified: false, reason: 'too_many_attempts', message: 'Wait', liveness: 0 },
      },
    ]);
    expect(failed.phase).toBe('failed');
  });

  it('ignores events of an earlier attempt and events out of place', () => {
    const failed = play(
      [
        { type: 'outcome', run: 1, outcome: { verified: false, reason: 'spoof', message: 'x', liveness: 0.2 } },
        { type: 'reset' },
        { type: 'start' },
      ],
      running,
    );
    expect(failed).toMatchObject({ phase: 'starting', run: 2 });
    expect(reduce(failed, { type: 'progress', run: 1, progress: progress(0.9) })).toBe(failed);
    expect(
      reduce(failed, { type: 'outcome', run: 1, outcome: { verified: true, liveness: 1, similarity: null } }),
    ).toBe(failed);
    expect(reduce(failed, { type: 'attempt', run: 1, steps, stepMs: 2000 })).toBe(failed);
    // Start only from idle, reset only from failed, steps only within range.
    expect(reduce(running, { type: 'start' })).toBe(running);
    expect(reduce(running, { type: 'reset' })).toBe(running);
    expect(reduce(running, { type: 'step', run: 1, step: 5 })).toBe(running);
    expect(reduce(idle, { type: 'progress', run: 0, progress: progress(0.5) })).toBe(idle);
    const success = reduce(running, {
      type: 'outcome',
      run: 1,
      outcome: { verified: true, liveness: 1, similarity: null },
    });
    expect(reduce(success, { type: 'reset' })).toBe(success);
  });
});
