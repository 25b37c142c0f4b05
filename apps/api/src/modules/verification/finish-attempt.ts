import { VERIFICATION_STEP_MS, type VerificationResult } from '@sankofa/contracts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../lib/errors.ts';
import { decideAttempt } from './decide-attempt.ts';
import type { AttemptDecision } from './face-engine.ts';
import { photoEmbeddingsFor } from './photo-embeddings.ts';
import { FINISH_GRACE_MS, attemptClosed, openAttempt, readingsSettled } from './submit-frame.ts';
import {
  clearFaceCheckRequirement,
  decideAttemptRow,
  insertFaceVerification,
  markProfileVerified,
} from './verification.repo.ts';

const SECURITY_VERSION = '2.0';
const EXPIRED = 'This attempt took too long. Please start the verification again.';

/**
 * Decides an attempt from what the server read of its frames and photos, records the outcome (and on
 * success the verification and the verified profile, in one transaction), then forgets every frame
 * reading and face descriptor of it.
 */
export async function finishAttempt(
  deps: Pick<AppDeps, 'attemptStore' | 'clock' | 'database' | 'faceEngine' | 'storage'>,
  me: string,
  attemptId: string,
): Promise<VerificationResult> {
  const attempt = await openAttempt(deps, me, attemptId);
  try {
    const at = deps.clock();
    const lastStepEnds = Date.parse(attempt.started_at) + attempt.steps.length * VERIFICATION_STEP_MS;
    let decision: AttemptDecision;
    if (at.getTime() > lastStepEnds + FINISH_GRACE_MS) {
      decision = { verified: false, reason: 'expired', message: EXPIRED, liveness: 0, similarity: null };
    } else {
      const [, photoEmbeddings] = await Promise.all([
        readingsSettled(deps, attempt.id),
        photoEmbeddingsFor(deps, attempt.id, me),
      ]);
      const frames = await deps.attemptStore.frames(attempt.id);
      decision = decideAttempt({
        steps: attempt.steps,
        framesPerStep: attempt.frames_per_step,
        frames,
        photoEmbeddings,
      });
    }
    await record(deps, me, attempt.id, attempt.steps.length, decision, at);
    if (decision.verified) return { verified: true, liveness: decision.liveness, similarity: decision.similarity };
    return {
      verified: false,
      reason: decision.reason,
      message: decision.message,
      ...(decision.action ? { action: decision.action } : {}),
      liveness: decision.liveness,
    };
  } finally {
    await deps.attemptStore.drop(attempt.id);
  }
}

async function record(
  deps: Pick<AppDeps, 'database'>,
  me: string,
  attemptId: string,
  steps: number,
  decision: AttemptDecision,
  at: Date,
) {
  await deps.database.db.transaction(async (tx) => {
    const first = await decideAttemptRow(tx, {
      attemptId,
      outcome: decision.verified ? 'verified' : 'failed',
      reason: decision.verified ? null : decision.reason,
      liveness: decision.liveness,
      similarity: decision.similarity,
      at,
    });
    if (!first) throw attemptClosed();
    if (!decision.verified) return;
    try {
      await insertFaceVerification(tx, {
        userId: me,
        attemptId,
        score: decision.similarity ?? decision.liveness,
        data: {
          liveness_score: decision.liveness,
          similarity_score: decision.similarity,
          timestamp: at.toISOString(),
          verification_steps_completed: steps,
          security_version: SECURITY_VERSION,
        },
      });
    } catch {
      throw new AppError(500, 'save_failed', 'Failed to save verification data. Please try again.');
    }
    if (!(await markProfileVerified(tx, me)))
      throw new AppError(500, 'profile_update_failed', 'Failed to update profile verification status.');
    await clearFaceCheckRequirement(tx, me);
  });
}
