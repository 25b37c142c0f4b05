import { z } from 'zod';
import { VERIFICATION_ACTIONS, VERIFICATION_STEPS } from './constants/verification.ts';
export * from './constants/verification.ts';
export const VerificationAction = z.enum(VERIFICATION_ACTIONS);
export type VerificationAction = z.infer<typeof VerificationAction>;

export const VERIFICATION_INSTRUCTIONS: Record<VerificationAction, string> = {
  look_straight: 'Look straight at the camera',
  blink: 'Blink slowly twice',
  turn_left: 'Turn your head slightly left',
  turn_right: 'Turn your head slightly right',
  smile: 'Smile naturally',
};

/** Starting an attempt: the server's order of steps and how the browser should capture them. */
export const VerificationAttempt = z.object({
  attemptId: z.uuid(),
  steps: z.array(VerificationAction).length(VERIFICATION_STEPS),
  stepMs: z.number().int().positive(),
  framesPerStep: z.number().int().positive(),
  /** Attempts left in the current hour after this one. */
  attemptsLeft: z.number().int().min(0),
});
export type VerificationAttempt = z.infer<typeof VerificationAttempt>;

/**
 * The server's progress after a frame: how far the attempt has got by what the server has seen
 * (the liveness readout), never a timer.
 */
export const VerificationProgress = z.object({
  framesAnalysed: z.number().int().min(0),
  framesExpected: z.number().int().positive(),
  /** 0..1: the share of steps whose action the server has confirmed, weighted by its liveness score. */
  liveness: z.number().min(0).max(1),
});
export type VerificationProgress = z.infer<typeof VerificationProgress>;

/** Which check failed; the message says it in words a person can act on. */
export const VerificationFailure = z.enum([
  'incomplete',
  'no_face',
  'several_faces',
  'different_person',
  'action_missed',
  'spoof',
  'no_photo_face',
  'photo_mismatch',
  'expired',
]);
export type VerificationFailure = z.infer<typeof VerificationFailure>;

export const VerificationResult = z.discriminatedUnion('verified', [
  z.object({
    verified: z.literal(true),
    liveness: z.number(),
    /** Null when the profile has no photos to compare with. */
    similarity: z.number().nullable(),
  }),
  z.object({
    verified: z.literal(false),
    reason: VerificationFailure,
    message: z.string(),
    /** The step whose action was not seen, for 'action_missed'. */
    action: VerificationAction.optional(),
    liveness: z.number(),
  }),
]);
export type VerificationResult = z.infer<typeof VerificationResult>;

export const VerificationStatus = z.object({
  verified: z.boolean(),
  biometricConsent: z.boolean(),
  attemptsLeft: z.number().int().min(0),
  /** When the oldest attempt of the hour stops counting (only when none are left). */
  nextAttemptAt: z.iso.datetime().nullable(),
});
export type VerificationStatus = z.infer<typeof VerificationStatus>;

/** An attempt named in the path. */
export const AttemptParams = z.object({ attemptId: z.uuid({ error: 'Not a verification attempt id' }) });
/** One frame of an attempt: the step it answers and its place in that step. */
export const FrameParams = AttemptParams.extend({
  step: z.coerce.number({ error: 'The step must be a number' }).int().min(0).max(20),
  index: z.coerce.number({ error: 'The frame index must be a number' }).int().min(0).max(100),
});
