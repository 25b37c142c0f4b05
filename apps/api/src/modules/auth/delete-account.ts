import { and, eq, gt, isNull } from 'drizzle-orm';
import type { AppDeps } from '../../deps.ts';
import type { Tx } from '../../db/client.ts';
import { sessions, users } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { deleteAllPhotoRowsOf, removeStoredFiles } from '../photos/photo-files.ts';
import { findUserById } from './auth.repo.ts';
import { recordSecurityEvent } from './security-events.ts';
import { verifyPassword } from './passwords.ts';
import { enforce } from './rate-limits.ts';
import type { RequestMeta } from './request-meta.ts';
import { publishSessionsRevoked } from './session-revocation.ts';
import { INVALID_CREDENTIALS } from './sign-in.ts';

async function liveSessionIdsOf(tx: Tx, userId: string, now: Date): Promise<string[]> {
  const rows = await tx
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)));
  return rows.map((r) => r.id);
}

/**
 * Deletes the account after the password is confirmed. Removing the users row cascades to the
 * profile, photos rows, contact details, sessions and everything else the person owns; security
 * events are kept with user_id set null. The final "account_deleted" event carries no user id, no
 * e-mail and empty details, so the trail records that a deletion happened without the person.
 */
export async function deleteAccount(
  deps: AppDeps,
  who: { userId: string },
  password: string,
  meta: RequestMeta,
  logAfterCommit: (err: unknown, what: string) => void,
): Promise<void> {
  // Shares the change-password budget: a stolen access token gets one allowance of guesses, not two.
  await enforce(
    deps,
    [[`password:user:${who.userId}`, deps.env.RATE_SIGNIN_PER_EMAIL]],
    'Too many attempts. Please wait a few minutes and try again.',
  );
  const db = deps.database.db;
  const user = await findUserById(db, who.userId);
  if (!user) throw new AppError(401, 'user_not_found', 'No user logged in');
  if (!(await verifyPassword(user.passwordHash, password))) {
    await recordSecurityEvent(deps, db, 'account_deletion_refused', user.id, meta, { reason: 'wrong_password' });
    throw new AppError(401, 'invalid_credentials', INVALID_CREDENTIALS);
  }

  const now = deps.clock();
  const { keys, sessionIds } = await db.transaction(async (tx) => {
    // Locked first: a photo upload committing in between would otherwise leave a file no row points to.
    const locked = await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
    if (locked.length === 0) throw new AppError(401, 'user_not_found', 'No user logged in');
    // The photo keys must be read before the cascade drops the only record of them.
    const keys = await deleteAllPhotoRowsOf(tx, user.id);
    const sessionIds = await liveSessionIdsOf(tx, user.id, now);
    await tx.delete(users).where(eq(users.id, user.id));
    await recordSecurityEvent(deps, tx, 'account_deleted', null, meta);
    return { keys, sessionIds };
  });

  // The account is already gone: what fails from here is logged for operators, not reported as a failed request.
  await publishSessionsRevoked(deps, sessionIds).catch((err) =>
    logAfterCommit(err, 'session revocation was not published'),
  );
  await removeStoredFiles(deps, keys, logAfterCommit);
}
