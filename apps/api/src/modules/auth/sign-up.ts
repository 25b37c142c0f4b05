import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { z } from 'zod';
import {
  SIGNUP_CODE_LENGTH,
  STARTING_TOKEN_GRANT,
  type ConfirmSignUpBody,
  type SignUpBody,
  type SignUpStarted,
} from '@sankofa/contracts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../lib/errors.ts';
import { appendLedgerEntry } from '../tokens/ledger.queries.ts';
import { findUserByEmail, findUserById, insertUser, markEmailConfirmed } from './auth.repo.ts';
import { queueMail } from '../../lib/mail/mail-job.ts';
import { mailSite, signUpAttemptMail, signUpCodeMail } from './auth-mails.ts';
import { disposableEmailRefused, isDisposableEmail } from './disposable-email.ts';
import { hashPassword, weakPasswordMessage, weakPasswordReasons } from './passwords.ts';
import { countWrongCode, deletePendingSignup, lockPendingSignup, upsertPendingSignup } from './pending-signups.repo.ts';
import { enforce } from './rate-limits.ts';
import type { RequestMeta } from './request-meta.ts';
import { startSession, type IssuedTokens } from './sessions.ts';
import { userView } from './user-view.ts';
import { checkSignUpBio } from '../safety/contact-share.ts';

const SIGNUP_CODE_TTL_MS = 15 * 60_000;
/** Wrong codes a sign-up survives; then it must be started again (a new code, a new e-mail). */
const SIGNUP_CODE_TRIES = 5;

export function assertStrongPassword(password: string, email: string): void {
  const reasons = weakPasswordReasons(password, email);
  if (reasons.length) throw new AppError(422, 'weak_password', weakPasswordMessage(reasons), { reasons });
}

const defaultBio = (appName: string) => `Hello, I'm new to ${appName}!`;

const invalidCode = (
  message = 'That code is not right or has expired. Check the latest e-mail from us, or ask for a new code.',
) => new AppError(400, 'invalid_code', message);

/** Keyed with the server secret, so a copy of the table gives no way to try codes offline. */
const codeHash = (deps: Pick<AppDeps, 'secret'>, email: string, code: string) =>
  createHmac('sha256', deps.secret).update(`signup:${email}:${code}`).digest('hex');

/**
 * The first step of sign-up. Every address gets the same answer (decision 0025): a new one a code
 * that creates the account, a registered one a notice to its owner instead. The password is hashed
 * and one e-mail queued either way, so the answer takes as long too; it never waits for the mail
 * server (the job worker sends the message, decision 0021).
 */
export async function startSignUp(
  deps: Pick<AppDeps, 'clock' | 'contactKey' | 'database' | 'env' | 'jobs' | 'limiter' | 'secret'>,
  input: z.output<typeof SignUpBody>,
  meta: RequestMeta,
): Promise<SignUpStarted> {
  await enforce(
    deps,
    [
      [`signup:ip:${meta.ip}`, deps.env.RATE_SIGNUP_PER_IP],
      // Each start sends an e-mail: nobody fills one inbox with codes or notices.
      [`signup:email:${input.email}`, 5],
    ],
    'Too many sign-up attempts. Please try again later.',
  );
  // Refused for every address alike, so the answer tells nothing about who has an account.
  if (isDisposableEmail(input.email)) throw disposableEmailRefused();
  // Asked for every address alike too, before anything is stored or sent.
  checkSignUpBio(deps.env.APP_NAME, input.bio, input.confirmContactShare);
  assertStrongPassword(input.password, input.email);
  const passwordHash = await hashPassword(input.password);
  const db = deps.database.db;
  const now = deps.clock();
  const site = mailSite(deps.env);
  const existing = await findUserByEmail(db, input.email);
  if (existing) {
    await db.transaction((tx) =>
      queueMail(deps, tx, signUpAttemptMail(site, input.email, existing.locale ?? meta.locale ?? 'en')),
    );
  } else {
    const code = String(randomInt(0, 10 ** SIGNUP_CODE_LENGTH)).padStart(SIGNUP_CODE_LENGTH, '0');
    // The code is kept exactly when the mail that carries it is queued.
    await db.transaction(async (tx) => {
      await upsertPendingSignup(
        tx,
        {
          email: input.email,
          passwordHash,
          location: input.location,
          bio: input.bio || defaultBio(deps.env.APP_NAME),
          biometricConsent: input.biometricConsent,
          codeHash: codeHash(deps, input.email, code),
          expiresAt: new Date(now.getTime() + SIGNUP_CODE_TTL_MS),
        },
        now,
      );
      await queueMail(deps, tx, signUpCodeMail(site, input.email, code, meta.locale ?? 'en'));
    });
  }
  deps.jobs.wake();
  return { status: 'code_sent', email: input.email };
}

/**
 * The second step: the code from the e-mail creates the account (its address confirmed, since the
 * code proved it), grants the starting tokens and starts a session, all in one transaction.
 */
export async function confirmSignUp(
  deps: Pick<AppDeps, 'clock' | 'database' | 'env' | 'limiter' | 'secret'>,
  input: z.output<typeof ConfirmSignUpBody>,
  meta: RequestMeta,
) {
  await enforce(
    deps,
    [[`signup:code:ip:${meta.ip}`, deps.env.RATE_SIGNIN_PER_IP]],
    'Too many attempts. Please try again later.',
  );
  const now = deps.clock();
  const outcome = await deps.database.db.transaction(async (tx) => {
    const pending = await lockPendingSignup(tx, input.email, now);
    if (!pending) return { kind: 'invalid' as const };
    const given = Buffer.from(codeHash(deps, input.email, input.code));
    if (!timingSafeEqual(given, Buffer.from(pending.codeHash))) {
      const wrong = await countWrongCode(tx, input.email);
      if (wrong < SIGNUP_CODE_TRIES) return { kind: 'invalid' as const };
      await deletePendingSignup(tx, input.email);
      return { kind: 'used_up' as const };
    }
    await deletePendingSignup(tx, input.email);
    const userId = await insertUser(tx, {
      email: pending.email,
      passwordHash: pending.passwordHash,
      location: pending.location,
      bio: pending.bio,
      biometricConsentAt: pending.biometricConsent ? now : null,
    });
    // Someone finished signing up with this address meanwhile: this code no longer creates anything.
    if (!userId) return { kind: 'invalid' as const };
    await markEmailConfirmed(tx, userId, now);
    // A starting grant so gifts can be tried; recorded in the ledger like every other token movement.
    await appendLedgerEntry(tx, {
      userId,
      amount: STARTING_TOKEN_GRANT,
      reason: 'signup_grant',
      idempotencyKey: 'signup_grant',
    });
    const tokens: IssuedTokens = await startSession(deps, tx, userId, meta, now, {
      action: 'sign_up',
      details: { biometric_consent: pending.biometricConsent },
    });
    return { kind: 'created' as const, userId, tokens };
  });
  // Outside the transaction: a wrong code must stay counted.
  if (outcome.kind === 'used_up') throw invalidCode('Too many wrong codes. Please sign up again to get a new code.');
  if (outcome.kind === 'invalid') throw invalidCode();
  const row = await findUserById(deps.database.db, outcome.userId);
  return { tokens: outcome.tokens, user: userView(row!) };
}
