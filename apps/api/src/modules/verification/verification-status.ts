import { VERIFICATION_ATTEMPTS_PER_HOUR, type VerificationStatus } from '@sankofa/contracts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../lib/errors.ts';
import type { Tx } from '../../db/client.ts';
import { recordConsent, selectMemberVerification, type MemberVerification } from './verification.repo.ts';

export const HOUR_MS = 3_600_000;

const memberGone = () => new AppError(404, 'not_found', 'Your account could not be found. Please sign in again.');

/** The member's verification state as of `at` (attempts counted over the hour before it). */
export async function memberVerification(db: Tx, me: string, at: Date): Promise<MemberVerification> {
  const member = await selectMemberVerification(db, me, new Date(at.getTime() - HOUR_MS));
  if (!member) throw memberGone();
  return member;
}

function statusView(member: MemberVerification): VerificationStatus {
  const attemptsLeft = Math.max(0, VERIFICATION_ATTEMPTS_PER_HOUR - member.recent.length);
  const oldest = member.recent[0];
  return {
    verified: member.verified,
    biometricConsent: member.consent,
    attemptsLeft,
    nextAttemptAt: attemptsLeft === 0 && oldest ? new Date(Date.parse(oldest) + HOUR_MS).toISOString() : null,
  };
}

export async function verificationStatus(
  deps: Pick<AppDeps, 'clock' | 'database'>,
  me: string,
): Promise<VerificationStatus> {
  return statusView(await memberVerification(deps.database.db, me, deps.clock()));
}

/** Records biometric consent for a member who did not give it at sign-up. */
export async function giveConsent(deps: Pick<AppDeps, 'clock' | 'database'>, me: string): Promise<VerificationStatus> {
  const at = deps.clock();
  await recordConsent(deps.database.db, me, at);
  return statusView(await memberVerification(deps.database.db, me, at));
}
