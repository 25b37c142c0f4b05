import { z } from 'zod';

/** The one error shape every endpoint answers with. */
export const ErrorBody = z.object({
  error: z.object({
    code: z.string(),
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
]);
export type WeakPasswordReason = z.infer<typeof WeakPasswordReason>;
