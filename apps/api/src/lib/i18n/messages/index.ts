import type { Locale } from '@sankofa/contracts/locales';
import { ar } from './ar.ts';
import { fr } from './fr.ts';
import { pt } from './pt.ts';
import { sw } from './sw.ts';
import { yo } from './yo.ts';
import type { Catalogue } from './catalogue.ts';

export const SERVER_MESSAGES: Readonly<Record<Exclude<Locale, 'en'>, Catalogue>> = { fr, pt, sw, yo, ar };

/**
 * Where every message a member can read is in each catalogue (`messages.test.ts` scans these files and
 * folders and fails on any English sentence a catalogue lacks). An area joins once it is translated.
 */
export const TRANSLATED_AREAS = [
  'apps/api/src/app.ts',
  'apps/api/src/lib/errors.ts',
  'apps/api/src/lib/error-handler.ts',
  'apps/api/src/lib/database-unavailable.ts',
  'apps/api/src/modules/auth/',
  'packages/contracts/src/auth.ts',
  'packages/contracts/src/constants/auth.ts',
  'packages/contracts/src/locale.ts',
];

/**
 * English sentences in those areas that are not answers to a member, each with why: they are kept
 * out of the catalogues on purpose.
 */
export const NOT_ANSWERS: Readonly<Record<string, string>> = {
  "Hello, I'm new to {}!": 'the bio a new account starts with: the member’s own words from then on, shown to everyone',
};
