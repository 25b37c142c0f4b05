import type { Locale } from '@sankofa/contracts/locales';
import { ar } from './ar.ts';
import { fr } from './fr.ts';
import { pt } from './pt.ts';
import { sw } from './sw.ts';
import { yo } from './yo.ts';
import type { Catalogue } from './catalogue.ts';
import { ar as arSocial } from './srv-social/ar.ts';
import { fr as frSocial } from './srv-social/fr.ts';
import { NOT_ANSWERS_SOCIAL } from './srv-social/not-answers.ts';
import { pt as ptSocial } from './srv-social/pt.ts';
import { sw as swSocial } from './srv-social/sw.ts';
import { yo as yoSocial } from './srv-social/yo.ts';

export const SERVER_MESSAGES: Readonly<Record<Exclude<Locale, 'en'>, Catalogue>> = {
  fr: { ...fr, ...frSocial },
  pt: { ...pt, ...ptSocial },
  sw: { ...sw, ...swSocial },
  yo: { ...yo, ...yoSocial },
  ar: { ...ar, ...arSocial },
};

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
  'apps/api/src/modules/discover/',
  'apps/api/src/modules/social/',
  'apps/api/src/modules/messaging/',
  'apps/api/src/modules/notifications/',
  'apps/api/src/modules/newsletter/',
  'apps/api/src/modules/safety/',
  'apps/api/src/modules/tokens/',
  'packages/contracts/src/discover.ts',
  'packages/contracts/src/discover-filters.ts',
  'packages/contracts/src/constants/discover.ts',
  'packages/contracts/src/social.ts',
  'packages/contracts/src/constants/social.ts',
  'packages/contracts/src/messaging.ts',
  'packages/contracts/src/notifications.ts',
  'packages/contracts/src/constants/newsletter.ts',
];

/**
 * English sentences in those areas that are not answers to a member, each with why: they are kept
 * out of the catalogues on purpose.
 */
export const NOT_ANSWERS: Readonly<Record<string, string>> = {
  "Hello, I'm new to {}!": 'the bio a new account starts with: the member’s own words from then on, shown to everyone',
  ...NOT_ANSWERS_SOCIAL,
};
