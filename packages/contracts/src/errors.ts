import { z } from 'zod';
import { ERROR_CODES } from './constants/errors.ts';

/** The one error shape every endpoint answers with. */
export const ErrorBody = z.object({
  error: z.object({
    code: z.enum(ERROR_CODES),
    message: z.string(),
    details: z.unknown().optional(),
  }),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

export const WeakPasswordReason = z.enum([
  'too_short',
  'too_long',
  'too_common',
  'contains_email',
  'repetitive',
  /** Judged too easy to guess by a strength estimate (zxcvbn) though no simpler rule applies. */
  'easy_to_guess',
]);
export type WeakPasswordReason = z.infer<typeof WeakPasswordReason>;
