import { randomInt } from 'node:crypto';
import {
  VERIFICATION_ACTIONS,
  VERIFICATION_ATTEMPTS_PER_HOUR,
  VERIFICATION_FRAMES_PER_STEP,
  VERIFICATION_STEP_MS,
  VERIFICATION_TOO_MANY,
  type VerificationAction,
  type VerificationAttempt,
} from '@sankofa/contracts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../lib/errors.ts';
import { preparePhotoEmbeddings } from './photo-embeddings.ts';
import { HOUR_MS, memberVerification } from './verification-status.ts';
import { insertAttempt, lockMember } from './verification.repo.ts';

/** A fresh order of the five actions for each attempt, so a recording of another attempt does not fit. */
function shuffledActions(pick: (n: number) => number = randomInt): VerificationAction[] {
  const steps = [...VERIFICATION_ACTIONS];
  for (let i = steps.length - 1; i > 0; i--) {
    const j = pick(i + 1);
    [steps[i], steps[j]] = [steps[j]!, steps[i]!];
  }
  return steps;
}

/**
 * Starts an attempt: consent given, not verified yet, and fewer than three attempts in the last
 * hour, counted under a lock on the member's row so parallel starts cannot slip past the limit.
 */
export async function startAttempt(
  deps: Pick<AppDeps, 'attemptStore' | 'clock' | 'database' | 'faceEngine' | 'storage'>,
  me: string,
  onError: (err: unknown) => void,
): Promise<VerificationAttempt> {
  const at = deps.clock();
  const steps = shuffledActions();
  const { attemptId, attemptsLeft } = await deps.database.db.transaction(async (tx) => {
    await lockMember(tx, me);
    const member = await memberVerification(tx, me, at);
    if (!member.consent)
      throw new AppError(409, 'consent_required', 'Please agree to the face verification (biometric) check first.');
    if (member.verified) throw new AppError(409, 'already_verified', 'Your profile is already verified.');
    if (member.recent.length >= VERIFICATION_ATTEMPTS_PER_HOUR) {
      const retryAt = Date.parse(member.recent[0]!) + HOUR_MS;
      const retryAfterSeconds = Math.max(1, Math.ceil((retryAt - at.getTime()) / 1000));
      throw new AppError(
        429,
        'too_many_attempts',
        VERIFICATION_TOO_MANY,
        { retryAfterSeconds },
        {
          'retry-after': String(retryAfterSeconds),
        },
      );
    }
    const attemptId = await insertAttempt(tx, { userId: me, steps, framesPerStep: VERIFICATION_FRAMES_PER_STEP, at });
    return { attemptId, attemptsLeft: VERIFICATION_ATTEMPTS_PER_HOUR - member.recent.length - 1 };
  });
  preparePhotoEmbeddings(deps, attemptId, me, onError);
  return { attemptId, steps, stepMs: VERIFICATION_STEP_MS, framesPerStep: VERIFICATION_FRAMES_PER_STEP, attemptsLeft };
}
