import type { Locale } from '@sankofa/contracts/locales';

/**
 * Every sentence of the account e-mails, per language. The type is the catalogue: a sentence added
 * here does not compile until each language has it. `app` is the product name, never translated.
 */
export interface MailTexts {
  signUpCode: {
    subject: (code: string, app: string) => string;
    heading: string;
    welcome: (app: string) => string;
    intro: string;
    enterIt: string;
    ignore: string;
  };
  signUpAttempt: {
    subject: (app: string) => string;
    heading: string;
    tried: (app: string) => string;
    ifYou: string;
    signIn: string;
    forgot: (url: string) => string;
    ifNotYou: string;
  };
  confirmEmail: {
    subject: (app: string) => string;
    heading: string;
    welcome: (app: string) => string;
    open: string;
    button: string;
    note: string;
  };
  resetPassword: {
    subject: (app: string) => string;
    heading: string;
    asked: (app: string) => string;
    open: string;
    button: string;
    note: string;
  };
  passwordChanged: {
    subject: (app: string) => string;
    heading: string;
    /** When the password changed, how and which devices were signed out, in one paragraph. */
    changed: (app: string, how: 'settings' | 'reset_link', when: Date) => string;
    ifYou: string;
    ifNotYou: string;
    button: string;
  };
}

/** A moment as the member reads it: their language's long date and time, in UTC (we do not know their zone). */
export const mailMoment = (locale: Locale, when: Date) =>
  `${new Intl.DateTimeFormat(locale === 'pt' ? 'pt-BR' : locale, { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(when)} UTC`;
