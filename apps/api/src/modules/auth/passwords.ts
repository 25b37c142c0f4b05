import { randomUUID } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { PASSWORD_MAX, PASSWORD_MIN, type WeakPasswordReason } from '@sankofa/contracts';
import { COMMON_PASSWORDS } from './common-passwords.ts';
import { MIN_STRENGTH_SCORE, strengthScore } from './password-strength.ts';

// Argon2id (algorithm 2) with the OWASP minimum: 19 MiB, 2 passes, 1 lane.
const ARGON2 = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2 as Parameters<typeof hash>[1]);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A real hash of a random string: verifying against it makes an unknown e-mail cost the same time. */
let dummyHash: Promise<string> | undefined;
export function timingDummyHash(): Promise<string> {
  dummyHash ??= hashPassword(randomUUID());
  return dummyHash;
}

const REASON_TEXT: Record<WeakPasswordReason, string> = {
  too_short: `use at least ${PASSWORD_MIN} characters`,
  too_long: `use at most ${PASSWORD_MAX} characters`,
  too_common: 'avoid a commonly used password',
  contains_email: 'do not include your e-mail address',
  repetitive: 'avoid repeating the same characters',
  easy_to_guess: 'make it harder to guess, for example with a few unrelated words',
};

/** Why a password is too weak, empty when it is acceptable. */
export function weakPasswordReasons(password: string, email: string): WeakPasswordReason[] {
  const reasons: WeakPasswordReason[] = [];
  const chars = [...password];
  if (chars.length < PASSWORD_MIN) reasons.push('too_short');
  if (chars.length > PASSWORD_MAX) reasons.push('too_long');
  const lower = password.toLowerCase();
  const stripped = lower.replace(/[\d\W_]+$/u, '');
  if (COMMON_PASSWORDS.has(lower) || (stripped.length >= 4 && COMMON_PASSWORDS.has(stripped)))
    reasons.push('too_common');
  const local = email.toLowerCase().split('@')[0] ?? '';
  if (local.length >= 3 && lower.includes(local)) reasons.push('contains_email');
  if (chars.length >= PASSWORD_MIN && new Set(chars).size <= 2) reasons.push('repetitive');
  // The strength estimate catches what the rules above cannot name (keyboard walks, words with years,
  // dictionary words); when a rule already refused the password its reason says more on its own.
  if (!reasons.length && strengthScore(password, email) < MIN_STRENGTH_SCORE) reasons.push('easy_to_guess');
  return reasons;
}

export function weakPasswordMessage(reasons: WeakPasswordReason[]): string {
  const parts = reasons.map((r) => REASON_TEXT[r]);
  return `Please choose a stronger password: ${parts.join('; ')}.`;
}
