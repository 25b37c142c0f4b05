import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../lib/errors.ts';
import { queueStorageDeletion } from '../../lib/storage-deletion.ts';
import { deleteAllPhotosOf } from '../photos/photo-files.ts';
import { streamThumbnailKeysOf } from '../streaming/stream-files.ts';
import { deleteUserRow, findUserById, liveSessionIdsOf, lockUserRow } from './auth.repo.ts';
import { recordSecurityEvent } from './security-events.ts';
import { verifyPassword } from './passwords.ts';
import { enforce } from './rate-limits.ts';
import type { RequestMeta } from './request-meta.ts';
import { publishSessionsRevoked } from './session-revocation.ts';
import { INVALID_CREDENTIALS } from './sign-in.ts';

/**
 * Deletes the account after the password is confirmed. Removing the users row cascades to the
 * profile, photos rows, contact details, sessions and everything else the person owns; security
 * events are kept with user_id set null. The final "account_deleted" event carries no user id, no
 * e-mail and empty details, so the trail records that a deletion happened without the person.
 */
export async function deleteAccount(
  deps: Pick<AppDeps, 'bus' | 'clock' | 'database' | 'env' | 'jobs' | 'limiter'>,
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
  const sessionIds = await db.transaction(async (tx) => {
    // Locked first: a photo upload committing in between would otherwise leave a file no row points to.
    if (!(await lockUserRow(tx, user.id))) throw new AppError(401, 'user_not_found', 'No user logged in');
    // Stored files are queued for deletion before the cascade drops the only record of their keys,
    // in this transaction, so they go exactly when the account does (and are retried until they do).
    await deleteAllPhotosOf(deps, tx, user.id);
    await queueStorageDeletion(deps, tx, await streamThumbnailKeysOf(tx, user.id));
    const sessionIds = await liveSessionIdsOf(tx, user.id, now);
    await deleteUserRow(tx, user.id);
    await recordSecurityEvent(deps, tx, 'account_deleted', null, meta);
    return sessionIds;
  });
  deps.jobs.wake();

  // The account is already gone: what fails from here is logged for operators, not reported as a failed request.
  await publishSessionsRevoked(deps, sessionIds).catch((err) =>
    logAfterCommit(err, 'session revocation was not published'),
  );
}
