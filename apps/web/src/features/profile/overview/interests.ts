import { INTEREST_MAX, INTERESTS_MAX, LANGUAGE_MAX, LANGUAGES_MAX } from '@sankofa/contracts/constants';
import { i18n } from '@/lib/i18n/i18n.ts';

/** What one chip list accepts, as the server's contract does: the same limits, the same words. */
export interface ChipRules {
  /** Which list it is: its messages and labels are chosen by it (a translator words each list whole). */
  kind: 'interest' | 'language';
  itemMax: number;
  countMax: number;
}

export const INTEREST_RULES: ChipRules = { kind: 'interest', itemMax: INTEREST_MAX, countMax: INTERESTS_MAX };
export const LANGUAGE_RULES: ChipRules = { kind: 'language', itemMax: LANGUAGE_MAX, countMax: LANGUAGES_MAX };

type AddResult =
  | { ok: true; list: string[] }
  | { ok: false; reason: 'blank' | 'duplicate' | 'too_long' | 'full' | 'invalid'; message: string };

// Built when a chip is refused, never at import time, so the message is in the language shown.
const messages = (rules: ChipRules) => {
  const interest = rules.kind === 'interest';
  return {
    blank: () => i18n.t(interest ? 'profile:chips.blankInterest' : 'profile:chips.blankLanguage'),
    invalid: () => i18n.t(interest ? 'profile:chips.controlInterest' : 'profile:chips.controlLanguage'),
    duplicate: (value: string) => i18n.t('profile:chips.duplicate', { value }),
    tooLong: () =>
      i18n.t(interest ? 'profile:chips.longInterest' : 'profile:chips.longLanguage', { count: rules.itemMax }),
    full: () =>
      i18n.t(interest ? 'profile:chips.fullInterests' : 'profile:chips.fullLanguages', { count: rules.countMax }),
  };
};

/** Adds a typed entry when it is not blank, not already listed (any case) and there is room. */
export function addChip(list: readonly string[], typed: string, rules: ChipRules): AddResult {
  const say = messages(rules);
  const value = typed.trim().replace(/\s+/g, ' ');
  if (!value) return { ok: false, reason: 'blank', message: say.blank() };
  // PostgreSQL text cannot hold U+0000; the server refuses it, so say so before sending.
  if (value.includes('\u0000')) return { ok: false, reason: 'invalid', message: say.invalid() };
  // Plain toLowerCase, as the server compares, so both sides agree on what a duplicate is.
  if (list.some((i) => i.toLowerCase() === value.toLowerCase()))
    return { ok: false, reason: 'duplicate', message: say.duplicate(value) };
  if (value.length > rules.itemMax) return { ok: false, reason: 'too_long', message: say.tooLong() };
  if (list.length >= rules.countMax) return { ok: false, reason: 'full', message: say.full() };
  return { ok: true, list: [...list, value] };
}

export const addInterest = (list: readonly string[], typed: string) => addChip(list, typed, INTEREST_RULES);

export const removeInterest = (list: readonly string[], interest: string): string[] =>
  list.filter((i) => i !== interest);
