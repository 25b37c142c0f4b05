import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../lib/errors.ts';
import { findUserByEmail } from './auth.repo.ts';
import { timingDummyHash, verifyPassword } from './passwords.ts';
import { enforce } from './rate-limits.ts';
import type { RequestMeta } from './request-meta.ts';
import { recordSecurityEvent } from './security-events.ts';
import { startSession } from './sessions.ts';
import { userView } from './user-view.ts';

export const INVALID_CREDENTIALS = 'Invalid email or password.';

export async function signIn(deps: AppDeps, input: { email: string; password: string }, meta: RequestMeta) {
  await enforce(
    deps,
    [
      [`signin:ip:${meta.ip}`, deps.env.RATE_SIGNIN_PER_IP],
      [`signin:email:${input.email}`, deps.env.RATE_SIGNIN_PER_EMAIL],
    ],
    'Too many sign-in attempts. Please wait a few minutes and try again.',
  );
  const db = deps.database.db;
  const user = await findUserByEmail(db, input.email);
  // An unknown address costs one hash verification too, so timing does not reveal who has an account.
  const ok = await verifyPassword(user?.passwordHash ?? (await timingDummyHash()), input.password);
  const now = deps.clock();
  if (!user || !ok) {
    await recordSecurityEvent(deps, db, 'sign_in_failed', user?.id ?? null, meta, { reason: user ? 'wrong_password' : 'unknown_email' });
    throw new AppError(400, 'invalid_credentials', INVALID_CREDENTIALS);
  }
  const tokens = await startSession(deps, db, user.id, meta, now, { action: 'sign_in' });
  return { tokens, user: userView(user) };
}
