import { VERIFICATION_FRAME_MAX_BYTES, VERIFICATION_STEP_MS, type VerificationProgress } from '@sankofa/contracts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../lib/errors.ts';
import { livenessProgress } from './decide-attempt.ts';
import { selectAttempt, type AttemptRow } from './verification.repo.ts';

/** Upload and queueing delay a frame may have after its step ended; more means it was not taken live. */
export const FRAME_GRACE_MS = 5_000;
/** After the last step, the browser has this long to ask for the decision. */
export const FINISH_GRACE_MS = 30_000;

export const attemptNotFound = () =>
  new AppError(404, 'attempt_not_found', 'This verification attempt was not found. Please start again.');
export const attemptClosed = () =>
  new AppError(409, 'attempt_closed', 'This verification attempt is already finished. Please start a new one.');

/** An undecided attempt of mine (another member's attempt reads as missing). */
export async function openAttempt(deps: AppDeps, me: string, attemptId: string): Promise<AttemptRow> {
  const attempt = await selectAttempt(deps.database.db, me, attemptId);
  if (!attempt) throw attemptNotFound();
  if (attempt.decided) throw attemptClosed();
  return attempt;
}

const isJpeg = (b: Buffer) => b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff;

/** Reads one camera frame of a step and answers how far the attempt has got by what the server has seen. */
export async function submitFrame(
  deps: AppDeps,
  me: string,
  params: { attemptId: string; step: number; index: number },
  jpeg: Buffer,
): Promise<VerificationProgress> {
  const arrived = deps.clock().getTime();
  const attempt = await openAttempt(deps, me, params.attemptId);
  const steps = attempt.steps.length;
  if (params.step >= steps || params.index >= attempt.frames_per_step)
    throw new AppError(
      400,
      'bad_frame',
      `Frames are numbered by step (0 to ${steps - 1}) and index (0 to ${attempt.frames_per_step - 1}).`,
    );
  const stepEnds = Date.parse(attempt.started_at) + (params.step + 1) * VERIFICATION_STEP_MS;
  if (arrived > stepEnds + FRAME_GRACE_MS)
    throw new AppError(409, 'frame_late', 'This step is over. Please start the verification again.');
  if (jpeg.length > VERIFICATION_FRAME_MAX_BYTES)
    throw new AppError(413, 'frame_too_large', 'A camera frame may be at most 512 KB.');
  if (!isJpeg(jpeg)) throw new AppError(400, 'bad_frame', 'A camera frame must be a JPEG image.');
  let reading;
  try {
    reading = await deps.faceEngine.analyseFrame(jpeg);
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'unreadable_image')
      throw new AppError(400, 'bad_frame', 'This camera frame could not be read. Please try again.');
    if (code === 'engine_busy')
      throw new AppError(503, 'engine_busy', 'Face checks are busy right now. Please try again in a minute.');
    throw err;
  }
  const frames = await deps.attemptStore.addFrame(attempt.id, params.index, { step: params.step, reading });
  return {
    framesAnalysed: frames.length,
    framesExpected: steps * attempt.frames_per_step,
    liveness: livenessProgress(attempt.steps, frames, attempt.frames_per_step),
  };
}
