import type { z } from 'zod';
import type { SignUpBody } from '@sankofa/contracts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../lib/errors.ts';
import { findUserById, insertUser } from './auth.repo.ts';
import { sendConfirmationLink } from './email-links.ts';
import { hashPassword, weakPasswordMessage, weakPasswordReasons } from './passwords.ts';
import { enforce } from './rate-limits.ts';
import type { RequestMeta } from './request-meta.ts';
import { startSession, type IssuedTokens } from './sessions.ts';
import { userView } from './user-view.ts';
import { STARTING_TOKEN_GRANT } from '@sankofa/contracts';
import { appendLedgerEntry } from '../tokens/ledger.ts';

export function assertStrongPassword(password: string, email: string): void {
  const reasons = weakPasswordReasons(password, email);
  if (reasons.length) throw new AppError(422, 'weak_password', weakPasswordMessage(reasons), { reasons });
}

export const defaultBio = (appName: string) => `Hello, I'm new to ${appName}!`;

export async function signUp(deps: AppDeps, input: z.output<typeof SignUpBody>, meta: RequestMeta, log: (e: unknown) => void) {
  await enforce(deps, [[`signup:ip:${meta.ip}`, deps.env.RATE_SIGNUP_PER_IP]], 'Too many accounts created from your network. Please try again later.');
  assertStrongPassword(input.password, input.email);
  const passwordHash = await hashPassword(input.password);
  const now = deps.clock();

  const { userId, tokens } = await deps.database.db.transaction(async (tx) => {
    const userId = await insertUser(tx, {
      email: input.email,
      passwordHash,
      location: input.location,
      bio: input.bio || defaultBio(deps.env.APP_NAME),
      biometricConsentAt: input.biometricConsent ? now : null,
    });
    if (!userId) {
      throw new AppError(409, 'email_taken', 'An account with this email already exists. Please sign in instead.');
    }
    // A starting grant so gifts can be tried; recorded in the ledger like every other token movement.
    await appendLedgerEntry(tx, { userId, amount: STARTING_TOKEN_GRANT, reason: 'signup_grant', idempotencyKey: 'signup_grant' });
    const tokens: IssuedTokens = await startSession(deps, tx, userId, meta, now, {
      action: 'sign_up',
      details: { biometric_consent: input.biometricConsent },
    });
    return { userId, tokens };
  });

  // The account stands even if the mail server is down; the user can ask for the link again.
  await sendConfirmationLink(deps, { id: userId, email: input.email }).catch(log);
  const row = await findUserById(deps.database.db, userId);
  return { tokens, user: userView(row!) };
}
