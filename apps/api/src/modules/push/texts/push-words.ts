import type { Locale } from '@sankofa/contracts/locales';

/** The plural forms of Intl.PluralRules; each language gives the ones its rules use (a test checks). */
export type PluralForm = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
/** `count` is already formatted for the language. */
export type Plural = Partial<Record<PluralForm, (count: string, name: string) => string>> & {
  other: (count: string, name: string) => string;
};

/**
 * What a push or desktop notice says, per language. The type is the catalogue: a new text does not
 * compile until every language has it. Members' names and their own words are never translated.
 */
export interface PushWords {
  /** Who, when the person has no name yet. */
  someone: string;
  newMessage: (name: string) => string;
  /** Two or more unread messages from one person. */
  newMessages: Plural;
  matched: (name: string) => string;
  sayHello: string;
  friendRequestTitle: string;
  friendRequestBody: (name: string) => string;
  friendAcceptedTitle: string;
  friendAcceptedBody: (name: string) => string;
  missedCall: (name: string) => string;
  callBack: string;
  isLive: (name: string) => string;
  calling: (name: string) => string;
  videoCall: string;
  voiceCall: string;
}

const intlLocale = (locale: Locale) => (locale === 'pt' ? 'pt-BR' : locale);

/** The plural text for `count` by the language's own rules (Arabic has six forms). */
export function plural(locale: Locale, forms: Plural, count: number, name: string): string {
  const form = new Intl.PluralRules(intlLocale(locale)).select(count) as PluralForm;
  return (forms[form] ?? forms.other)(new Intl.NumberFormat(intlLocale(locale)).format(count), name);
}
