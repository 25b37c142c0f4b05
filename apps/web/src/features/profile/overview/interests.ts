import { INTEREST_MAX, INTERESTS_MAX } from '@sankofa/contracts/constants';

type AddInterestResult = { ok: true; list: string[] } | { ok: false; reason: 'blank' | 'duplicate' | 'too_long' | 'full' | 'invalid'; message: string };

/** Adds a typed interest when it is not blank, not already listed (any case) and there is room. */
export function addInterest(list: readonly string[], typed: string): AddInterestResult {
  const value = typed.trim().replace(/\s+/g, ' ');
  if (!value) return { ok: false, reason: 'blank', message: 'Type an interest first' };
  // PostgreSQL text cannot hold U+0000; the server refuses it, so say so before sending.
  if (value.includes('\u0000')) return { ok: false, reason: 'invalid', message: 'That interest contains an invisible control character' };
  // Plain toLowerCase, as the server compares, so both sides agree on what a duplicate is.
  if (list.some((i) => i.toLowerCase() === value.toLowerCase()))
    return { ok: false, reason: 'duplicate', message: `"${value}" is already on your list` };
  if (value.length > INTEREST_MAX)
    return { ok: false, reason: 'too_long', message: `An interest can be at most ${INTEREST_MAX} characters` };
  if (list.length >= INTERESTS_MAX)
    return { ok: false, reason: 'full', message: `You can list at most ${INTERESTS_MAX} interests` };
  return { ok: true, list: [...list, value] };
}

export const removeInterest = (list: readonly string[], interest: string): string[] => list.filter((i) => i !== interest);
