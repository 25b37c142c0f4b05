import { VERIFICATION_FRAME_MAX_BYTES, VERIFICATION_STEP_MS, type VerificationProgress } from '@sankofa/contracts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../lib/errors.ts';
import { livenessProgress } from './decide-attempt.ts';
import { selectAttempt, type AttemptRow } from './verification.repo.ts';

/** Upload and queueing delay a frame may have after its step ended; more means it was not taken live. */
const FRAME_GRACE_MS = 5_000;
/** After the last step, the browser has this long to ask for the decision. */
export const FINISH_GRACE_MS = 30_000;

const attemptNotFound = () =>
  new AppError(404, 'attempt_not_found', 'This verification attempt was not found. Please start again.');
export const attemptClosed = () =>
  new AppError(409, 'attempt_closed', 'This verification attempt is already finished. Please start a new one.');

/** An undecided attempt of mine (another member's attempt reads as missing). */
export async function openAttempt(deps: Pick<AppDeps, 'database'>, me: string, attemptId: string): Promise<AttemptRow> {
  const attempt = await selectAttempt(deps.database.db, me, attemptId);
  if (!attempt) throw attemptNotFound();
  if (attempt.decided) throw attemptClosed();
  return attempt;
}

const isJpeg = (b: Buffer) => b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff;

/** Frame readings under way on this instance, by attempt. */
const underWay = new Map<string, Set<Promise<void>>>();

function track(attemptId: string, job: Promise<void>): void {
  let jobs = underWay.get(attemptId);
  if (!jobs) underWay.set(attemptId, (jobs = new Set()));
  jobs.add(job);
  void job.finally(() => {
    jobs.delete(job);
    if (jobs.size === 0 && underWay.get(attemptId) === jobs) underWay.delete(attemptId);
  });
}

/** How long a decision waits for frames still being read (on any instance) before going on without them. */
const READINGS_WAIT_MS = 30_000;

/** Resolves once every frame received for the attempt has been read or given up on, or at the deadline. */
export async function readingsSettled(
  deps: Pick<AppDeps, 'attemptStore'>,
  attemptId: string,
  waitMs = READINGS_WAIT_MS,
): Promise<void> {
  const deadline = Date.now() + waitMs;
  await Promise.allSettled([...(underWay.get(attemptId) ?? [])]);
  // Frames sent to other instances are read there; their readings arrive in the shared store.
  while ((await deps.attemptStore.waiting(attemptId)) > 0 && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * Takes one camera frame of a step: checks it belongs to this attempt and arrived in time, starts
 * reading it, and answers how far the attempt has got by what the server has read so far.
 */
export async function submitFrame(
  deps: Pick<AppDeps, 'attemptStore' | 'clock' | 'database' | 'faceEngine'>,
  me: string,
  params: { attemptId: string; step: number; index: number },
  jpeg: Buffer,
  onError: (err: unknown) => void,
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
  const { step, index } = params;
  await deps.attemptStore.expectFrame(attempt.id, step, index);
  // Read in the background: holding the request for the model would hold one of the browser's few
  // connections, queueing the next frames behind it until they arrive too late.
  const reading = deps.faceEngine.analyseFrame(jpeg).catch((err: unknown) => {
    // An unreadable or unanswered frame counts as missing; enough of them make the attempt incomplete.
    if ((err as { code?: string }).code !== 'unreadable_image') onError(err);
    return null;
  });
  track(attempt.id, reading.then((r) => deps.attemptStore.settleFrame(attempt.id, step, index, r)).catch(onError));
  const frames = await deps.attemptStore.frames(attempt.id);
  return {
    framesAnalysed: frames.length,
    framesExpected: steps * attempt.frames_per_step,
    liveness: livenessProgress(attempt.steps, frames, attempt.frames_per_step),
  };
}
