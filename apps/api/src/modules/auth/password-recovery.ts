import type { Locale } from '@sankofa/contracts/locales';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../lib/errors.ts';
import { hashToken } from '../../lib/tokens.ts';
import {
  consumeEmailToken,
  findEmailTokenOwner,
  findUserByEmail,
  findUserById,
  markEmailConfirmed,
  revokeSessions,
  setPasswordHash,
} from './auth.repo.ts';
import { sendConfirmationLink, sendPasswordResetLink } from './email-links.ts';
import { hashPassword } from './passwords.ts';
import { enforce } from './rate-limits.ts';
import type { RequestMeta } from './request-meta.ts';
import { recordSecurityEvent } from './security-events.ts';
import { publishSessionsRevoked } from './session-revocation.ts';
import { assertStrongPassword } from './sign-up.ts';
import { queueMail } from '../../lib/mail/mail-job.ts';
import { mailSite, passwordChangedMail } from './auth-mails.ts';

const RECOVERY_SENT =
  "If an account exists for that address, we've sent a link to reset its password. The link works once, for one hour.";
const RESET_LINK_INVALID = 'This reset link is invalid or has expired. Please ask for a new one.';
const CONFIRM_LINK_INVALID = 'This confirmation link is invalid, expired or already used.';

/** The same answer and roughly the same time whether or not the address has an account. */
export async function requestPasswordReset(
  deps: Pick<AppDeps, 'clock' | 'contactKey' | 'database' | 'env' | 'jobs' | 'limiter'>,
  email: string,
  meta: RequestMeta,
  log: (e: unknown) => void,
) {
  await enforce(
    deps,
    [[`recover:ip:${meta.ip}`, deps.env.RATE_RECOVER_PER_IP]],
    'Too many reset requests from your network. Please try again later.',
  );
  // A quiet per-address cap stops mail-bombing one inbox; going over it looks like success.
  const perAddress = await deps.limiter.hit(`recover:email:${email}`, 3, deps.env.RATE_WINDOW_SECONDS);
  const user = await findUserByEmail(deps.database.db, email);
  if (user && perAddress.allowed) {
    await recordSecurityEvent(deps, deps.database.db, 'password_reset_requested', user.id, meta);
    // Not awaited, so a known address is answered as fast as an unknown one.
    void sendPasswordResetLink(deps, user, meta.locale).catch(log);
  }
  return RECOVERY_SENT;
}

export async function resetPassword(
  deps: Pick<AppDeps, 'bus' | 'clock' | 'contactKey' | 'database' | 'env' | 'jobs'>,
  input: { token: string; password: string },
  meta: RequestMeta,
) {
  const tokenHash = hashToken(input.token);
  const owner = await findEmailTokenOwner(deps.database.db, tokenHash, 'reset_password', deps.clock());
  if (!owner) throw new AppError(400, 'invalid_token', RESET_LINK_INVALID);
  // Judged before the link is spent, so a weak choice can be corrected with the same link.
  assertStrongPassword(input.password, owner.email);
  const hash = await hashPassword(input.password);
  const now = deps.clock();
  const revoked = await deps.database.db.transaction(async (tx) => {
    // Spending the link and setting the password succeed or fail together.
    if ((await consumeEmailToken(tx, tokenHash, 'reset_password', now)) !== owner.id) {
      throw new AppError(400, 'invalid_token', RESET_LINK_INVALID);
    }
    await setPasswordHash(tx, owner.id, hash, now);
    // Whoever could open the mailbox could confirm it too.
    await markEmailConfirmed(tx, owner.id, now);
    const ids = await revokeSessions(tx, owner.id, {}, 'password_reset', now);
    await recordSecurityEvent(deps, tx, 'password_reset', owner.id, meta, { sessions_ended: ids.length });
    await queueMail(
      deps,
      tx,
      passwordChangedMail(mailSite(deps.env), owner.email, 'reset_link', now, owner.locale ?? meta.locale ?? 'en'),
    );
    return ids;
  });
  deps.jobs.wake();
  await publishSessionsRevoked(deps, revoked);
}

export async function confirmEmail(deps: Pick<AppDeps, 'clock' | 'database'>, token: string, meta: RequestMeta) {
  const now = deps.clock();
  await deps.database.db.transaction(async (tx) => {
    const userId = await consumeEmailToken(tx, hashToken(token), 'confirm_email', now);
    if (!userId) throw new AppError(400, 'invalid_token', CONFIRM_LINK_INVALID);
    await markEmailConfirmed(tx, userId, now);
    await recordSecurityEvent(deps, tx, 'email_confirmed', userId, meta);
  });
}

export async function resendConfirmation(
  deps: Pick<AppDeps, 'clock' | 'contactKey' | 'database' | 'env' | 'jobs' | 'limiter'>,
  userId: string,
  asked?: Locale | null,
) {
  await enforce(
    deps,
    [[`confirm:user:${userId}`, 5]],
    'We have sent several links already. Please check your inbox and spam folder, or try again later.',
  );
  const user = await findUserById(deps.database.db, userId);
  if (!user) throw new AppError(401, 'user_not_found', 'No user logged in');
  if (user.emailConfirmedAt) throw new AppError(409, 'already_confirmed', 'Your e-mail address is already confirmed.');
  await sendConfirmationLink(deps, user, asked);
}
