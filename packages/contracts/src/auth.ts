import { z } from 'zod';
import {
  PASSWORD_MAX,
  LOCATION_MAX,
  BIO_MAX,
  EMAIL_MESSAGE,
  SIGNUP_CODE_LENGTH,
  SIGNUP_CODE_MESSAGE,
} from './constants/auth.ts';
import { LocaleSchema } from './locale.ts';
import { DISTANCE_UNITS } from './locales.ts';
export * from './constants/auth.ts';

/**
 * Free text a person types. PostgreSQL text cannot hold U+0000, so it is refused here, as bad input
 * with a message, rather than failing the write.
 */
export const text = (label: string, max: number, missing = `Please enter your ${label.toLowerCase()}`) =>
  z
    .string({
      error: (issue) => (issue.input === undefined || issue.input === null ? missing : `${label} must be text`),
    })
    .trim()
    .max(max, { error: `${label} can be at most ${max} characters` })
    .refine((s) => !s.includes('\u0000'), {
      error: `${label} contains an invisible control character (U+0000). Please remove it and try again.`,
    });

export const Email = z
  .string({ error: EMAIL_MESSAGE })
  .trim()
  .toLowerCase()
  .max(254, { error: EMAIL_MESSAGE })
  .pipe(z.email({ error: EMAIL_MESSAGE }));

/** Length bounds only; strength is judged on the server with reasons. */
const Password = z
  .string({ error: 'Please enter a password' })
  .min(1, { error: 'Please enter a password' })
  .max(PASSWORD_MAX, { error: `Passwords can be at most ${PASSWORD_MAX} characters` });

export const SignUpBody = z.strictObject({
  email: Email,
  password: Password,
  location: text('Location', LOCATION_MAX).refine((s) => s.length > 0, { error: 'Please enter your location' }),
  bio: text('Bio', BIO_MAX).optional(),
  /** The member saw the 'Are you sure?' for contact or payment details in the bio and keeps them. */
  confirmContactShare: z.boolean().default(false),
  acceptTerms: z.literal(true, { error: 'Please accept the Terms of Service' }),
  biometricConsent: z.boolean().default(false),
});
export type SignUpBody = z.input<typeof SignUpBody>;

/** Sign-up's answer for every address, taken or not (decision 0025): a code is on its way. */
export const SignUpStarted = z.object({ status: z.literal('code_sent'), email: z.string() });
export type SignUpStarted = z.infer<typeof SignUpStarted>;

export const ConfirmSignUpBody = z.strictObject({
  email: Email,
  code: z
    .string({ error: SIGNUP_CODE_MESSAGE })
    .trim()
    .regex(new RegExp(`^\\d{${SIGNUP_CODE_LENGTH}}$`), { error: SIGNUP_CODE_MESSAGE }),
});
export type ConfirmSignUpBody = z.input<typeof ConfirmSignUpBody>;

export const SignInBody = z.strictObject({
  email: Email,
  password: Password,
});
export type SignInBody = z.input<typeof SignInBody>;

export const SignOutScope = z.enum(['global', 'local', 'others']);
export type SignOutScope = z.infer<typeof SignOutScope>;
export const SignOutBody = z.strictObject({ scope: SignOutScope.default('local') });

export const User = z.object({
  id: z.uuid(),
  email: z.string(),
  emailConfirmedAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
  location: z.string(),
  bio: z.string(),
  biometricConsent: z.boolean(),
  /**
   * Granted only by the operators' command; the web shows moderators the way to /mod with it. The
   * server never trusts it back: every /api/mod request reads the role from the database.
   */
  role: z.enum(['member', 'moderator', 'admin']),
  /** The member's language, so a second device follows the choice made on the first; null until chosen. */
  locale: LocaleSchema.nullable(),
  /** 'km' or 'mi' as the member chose; null until then (the app picks by language and region). */
  distanceUnit: z.enum(DISTANCE_UNITS).nullable(),
});
export type User = z.infer<typeof User>;

export const Session = z.object({
  accessToken: z.string(),
  /** Seconds since the epoch at which the access token stops being accepted. */
  expiresAt: z.number().int(),
  user: User,
});
export type Session = z.infer<typeof Session>;

export const UserResponse = z.object({ user: User });

export const UpdateUserBody = z
  .strictObject({
    location: SignUpBody.shape.location.optional(),
    bio: text('Bio', BIO_MAX).optional(),
    confirmContactShare: z.boolean().optional(),
    locale: LocaleSchema.optional(),
    distanceUnit: z.enum(DISTANCE_UNITS, { error: 'Please choose kilometers or miles' }).optional(),
  })
  .refine(
    (b) => b.location !== undefined || b.bio !== undefined || b.locale !== undefined || b.distanceUnit !== undefined,
    {
      error: 'Nothing to update',
    },
  );
export type UpdateUserBody = z.input<typeof UpdateUserBody>;

export const ChangePasswordBody = z.strictObject({
  currentPassword: Password,
  newPassword: Password,
});
export type ChangePasswordBody = z.input<typeof ChangePasswordBody>;

export const RecoverBody = z.strictObject({ email: Email });
export type RecoverBody = z.input<typeof RecoverBody>;

export const ResetPasswordBody = z.strictObject({
  token: z.string().min(1, { error: 'This reset link is incomplete' }).max(200),
  password: Password,
});
export type ResetPasswordBody = z.input<typeof ResetPasswordBody>;

export const ConfirmEmailBody = z.strictObject({
  token: z.string().min(1, { error: 'This confirmation link is incomplete' }).max(200),
});

export const MessageResponse = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof MessageResponse>;
