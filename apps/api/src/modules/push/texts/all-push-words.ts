import type { Locale } from '@sankofa/contracts/locales';
import { ar } from './ar.ts';
import { en } from './en.ts';
import { fr } from './fr.ts';
import { pt } from './pt.ts';
import { sw } from './sw.ts';
import { yo } from './yo.ts';
import type { PushWords } from './push-words.ts';

/** Each language's push words (the `PushWords` type keeps them complete). */
export const PUSH_WORDS: Readonly<Record<Locale, PushWords>> = { en, fr, pt, sw, yo, ar };
