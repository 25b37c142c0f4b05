import type { Locale } from '@sankofa/contracts/locales';
import { ar } from './ar.ts';
import { en } from './en.ts';
import { fr } from './fr.ts';
import { pt } from './pt.ts';
import { sw } from './sw.ts';
import { yo } from './yo.ts';
import type { MailTexts } from './mail-words.ts';

/** The account e-mails' sentences in each language (the `MailTexts` type keeps them complete). */
export const MAIL_TEXTS: Readonly<Record<Locale, MailTexts>> = { en, fr, pt, sw, yo, ar };
