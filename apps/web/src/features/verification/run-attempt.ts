import { i18n } from '@/lib/i18n/i18n.ts';
import type {
  VerificationAction,
  VerificationAttempt,
  VerificationFailure,
  VerificationProgress,
  VerificationResult,
} from '@sankofa/contracts';
import { ApiError } from '@/lib/api-client.ts';
import { runSchedule } from './step-schedule.ts';
import { TEXT } from './texts.ts';

/** The calls an attempt makes (the real API in the app, a fake in tests). */
export interface AttemptApi {
  start(): Promise<VerificationAttempt>;
  upload(attemptId: string, step: number, index: number, frame: Blob): Promise<VerificationProgress>;
  finish(attemptId: string): Promise<VerificationResult>;
}

interface AttemptEvents {
  /** The server opened the attempt; its steps are in the order to show them. */
  onAttempt(attempt: VerificationAttempt): void;
  onStep(step: number, action: VerificationAction): void;
  /** The server's latest progress (the liveness readout). */
  onProgress(progress: VerificationProgress): void;
  /** Every step has had its time: waiting for the uploads and the decision. */
  onProcessing(): void;
}

/** Why the attempt could not be decided by the face checks themselves. */
export type OutcomeProblem = 'too_many_attempts' | 'capture_failed' | 'error';

export type AttemptOutcome =
  | { verified: true; liveness: number; similarity: number | null }
  | {
      verified: false;
      reason: VerificationFailure | OutcomeProblem;
      message: string;
      action?: VerificationAction;
      liveness: number;
    };

/**
 * One attempt from start to decision:
 * 1. open it on the server (its order of steps, timing and frames per step);
 * 2. show each step for `stepMs`; during it capture `framesPerStep` frames evenly spread, and send
 *    each as soon as it is encoded, without holding up the step timer;
 * 3. after the last step, wait until every upload has settled, then ask for the decision.
 * Server errors become a failed outcome with the server's message; aborting (the screen closed)
 * rejects with the abort reason and never asks for a decision.
 */
export async function runAttempt(deps: {
  api: AttemptApi;
  capture: () => Promise<Blob | null>;
  events: AttemptEvents;
  signal: AbortSignal;
}): Promise<AttemptOutcome> {
  const { api, capture, events, signal } = deps;
  let attempt: VerificationAttempt;
  try {
    attempt = await api.start();
  } catch (err) {
    return failure(err, 0);
  }
  signal.throwIfAborted();
  events.onAttempt(attempt);

  let liveness = 0;
  let latest = -1;
  let sent = 0;
  let closed = false;
  const uploads: Promise<void>[] = [];

  const sendFrame = async (step: number, index: number) => {
    const frame = await capture().catch(() => null);
    if (!frame || closed || signal.aborted) return;
    sent++;
    try {
      const progress = await api.upload(attempt.attemptId, step, index, frame);
      // Answers come back as the server finishes each frame, not always in order: keep the latest.
      if (progress.framesAnalysed >= latest && !signal.aborted) {
        latest = progress.framesAnalysed;
        liveness = progress.liveness;
        events.onProgress(progress);
      }
    } catch (err) {
      // A closed or unknown attempt takes no more frames; the decision will say why.
      if (err instanceof ApiError && (err.code === 'attempt_closed' || err.code === 'attempt_not_found')) closed = true;
    }
  };

  await runSchedule(
    { steps: attempt.steps.length, stepMs: attempt.stepMs, framesPerStep: attempt.framesPerStep },
    {
      onStep: (step) => events.onStep(step, attempt.steps[step]!),
      onFrame: (step, index) => void uploads.push(sendFrame(step, index)),
    },
    signal,
  );
  events.onProcessing();
  await Promise.allSettled(uploads);
  signal.throwIfAborted();

  let result: VerificationResult;
  try {
    result = await api.finish(attempt.attemptId);
  } catch (err) {
    return failure(err, liveness);
  }
  // No frame could be taken at all: say so, rather than what the server made of no frames.
  if (sent === 0 && !result.verified)
    return { verified: false, reason: 'capture_failed', message: TEXT.captureFailed, liveness: 0 };
  return result;
}

function failure(err: unknown, liveness: number): AttemptOutcome {
  if (err instanceof ApiError) {
    if (err.code === 'already_verified') return { verified: true, liveness: 1, similarity: null };
    if (err.status === 429 || err.code === 'too_many_attempts') {
      return { verified: false, reason: 'too_many_attempts', message: i18n.t('verification:tooMany'), liveness };
    }
    return { verified: false, reason: 'error', message: err.message, liveness };
  }
  if (err instanceof Error && err.name === 'AbortError') throw err;
  return { verified: false, reason: 'error', message: i18n.t('verification:attemptError'), liveness };
}
