import { INTEREST_MAX, INTERESTS_MAX, LANGUAGE_MAX, LANGUAGES_MAX } from '@sankofa/contracts/constants';

/** What one chip list accepts, as the server's contract does: the same limits, the same words. */
export interface ChipRules {
  /** "interest", "language": what one entry is called in messages. */
  noun: string;
  plural: string;
  itemMax: number;
  countMax: number;
}

export const INTEREST_RULES: ChipRules = { noun: 'interest', plural: 'interests', itemMax: INTEREST_MAX, countMax: INTERESTS_MAX };
export const LANGUAGE_RULES: ChipRules = { noun: 'language', plural: 'languages', itemMax: LANGUAGE_MAX, countMax: LANGUAGES_MAX };

type AddResult = { ok: true; list: string[] } | { ok: false; reason: 'blank' | 'duplicate' | 'too_long' | 'full' | 'invalid'; message: string };

/** Adds a typed entry when it is not blank, not already listed (any case) and there is room. */
export function addChip(list: readonly string[], typed: string, rules: ChipRules): AddResult {
  const value = typed.trim().replace(/\s+/g, ' ');
  if (!value) return { ok: false, reason: 'blank', message: `Type ${/^[aeiou]/.test(rules.noun) ? 'an' : 'a'} ${rules.noun} first` };
  // PostgreSQL text cannot hold U+0000; the server refuses it, so say so before sending.
  if (value.includes('\u0000')) return { ok: false, reason: 'invalid', message: `That ${rules.noun} contains an invisible control character` };
  // Plain toLowerCase, as the server compares, so both sides agree on what a duplicate is.
  if (list.some((i) => i.toLowerCase() === value.toLowerCase()))
    return { ok: false, reason: 'duplicate', message: `"${value}" is already on your list` };
  if (value.length > rules.itemMax)
    return { ok: false, reason: 'too_long', message: `${/^[aeiou]/.test(rules.noun) ? 'An' : 'A'} ${rules.noun} can be at most ${rules.itemMax} characters` };
  if (list.length >= rules.countMax)
    return { ok: false, reason: 'full', message: `You can list at most ${rules.countMax} ${rules.plural}` };
  return { ok: true, list: [...list, value] };
}

export const addInterest = (list: readonly string[], typed: string) => addChip(list, typed, INTEREST_RULES);

export const removeInterest = (list: readonly string[], interest: string): string[] => list.filter((i) => i !== interest);
