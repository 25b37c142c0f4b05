import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../lib/errors.ts';
import { findUserById, revokeSessions, setPasswordHash } from './auth.repo.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { enforce } from './rate-limits.ts';
import type { RequestMeta } from './request-meta.ts';
import { recordSecurityEvent } from './security-events.ts';
import { publishSessionsRevoked } from './session-revocation.ts';
import { assertStrongPassword } from './sign-up.ts';
import { queueMail } from '../../lib/mail/mail-job.ts';
import { mailSite, passwordChangedMail } from './auth-mails.ts';

/** Changes the password, signs out every other device and tells the address's owner. */
export async function changePassword(
  deps: Pick<AppDeps, 'bus' | 'clock' | 'contactKey' | 'database' | 'env' | 'jobs' | 'limiter'>,
  who: { userId: string; sessionId: string },
  input: { currentPassword: string; newPassword: string },
  meta: RequestMeta,
) {
  await enforce(
    deps,
    [[`password:user:${who.userId}`, deps.env.RATE_SIGNIN_PER_EMAIL]],
    'Too many attempts. Please wait a few minutes and try again.',
  );
  const user = await findUserById(deps.database.db, who.userId);
  if (!user) throw new AppError(401, 'user_not_found', 'No user logged in');
  if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
    throw new AppError(400, 'invalid_credentials', 'Your current password is not correct.');
  }
  assertStrongPassword(input.newPassword, user.email);
  const hash = await hashPassword(input.newPassword);
  const now = deps.clock();
  const revoked = await deps.database.db.transaction(async (tx) => {
    await setPasswordHash(tx, user.id, hash, now);
    const ids = await revokeSessions(tx, user.id, { except: who.sessionId }, 'password_changed', now);
    await recordSecurityEvent(deps, tx, 'password_changed', user.id, meta, { other_sessions_ended: ids.length });
    await queueMail(
      deps,
      tx,
      passwordChangedMail(mailSite(deps.env), user.email, 'settings', now, user.locale ?? meta.locale ?? 'en'),
    );
    return ids;
  });
  deps.jobs.wake();
  await publishSessionsRevoked(deps, revoked);
}
