import type { Locale } from '@sankofa/contracts/locales';
import type { MailMessage } from '../../adapters/mail/mailer.ts';
import { publicUrl, type Env } from '../../config/env.ts';
import { renderMail } from '../../lib/mail/render-mail.ts';
import { MAIL_TEXTS } from '../../lib/mail/texts/mail-texts.ts';

/** The product's name and the web app's address, which every message below needs. */
export interface MailSite {
  name: string;
  base: string;
}

export const mailSite = (env: Env): MailSite => ({ name: env.APP_NAME, base: publicUrl(env) });

/** In the language the sign-up page was shown in: the account does not exist yet. */
export function signUpCodeMail(site: MailSite, to: string, code: string, locale: Locale = 'en'): MailMessage {
  const t = MAIL_TEXTS[locale].signUpCode;
  return renderMail(site.name, {
    to,
    locale,
    subject: t.subject(code, site.name),
    heading: t.heading,
    blocks: [
      { kind: 'paragraph', text: t.welcome(site.name) },
      { kind: 'paragraph', text: t.intro },
      { kind: 'code', code },
      { kind: 'paragraph', text: t.enterIt },
      { kind: 'note', text: t.ignore },
    ],
    code,
  });
}

/** What the owner of a registered address hears when someone signs up with it. */
export function signUpAttemptMail(site: MailSite, to: string, locale: Locale = 'en'): MailMessage {
  const t = MAIL_TEXTS[locale].signUpAttempt;
  return renderMail(site.name, {
    to,
    locale,
    subject: t.subject(site.name),
    heading: t.heading,
    blocks: [
      { kind: 'paragraph', text: t.tried(site.name) },
      { kind: 'paragraph', text: t.ifYou },
      { kind: 'button', label: t.signIn, url: `${site.base}/signin` },
      { kind: 'paragraph', text: t.forgot(`${site.base}/forgot-password`) },
      { kind: 'note', text: t.ifNotYou },
    ],
  });
}

export function confirmEmailMail(site: MailSite, to: string, link: string, locale: Locale = 'en'): MailMessage {
  const t = MAIL_TEXTS[locale].confirmEmail;
  return renderMail(site.name, {
    to,
    locale,
    subject: t.subject(site.name),
    heading: t.heading,
    blocks: [
      { kind: 'paragraph', text: t.welcome(site.name) },
      { kind: 'paragraph', text: t.open },
      { kind: 'button', label: t.button, url: link },
      { kind: 'note', text: t.note },
    ],
    link,
  });
}

export function resetPasswordMail(site: MailSite, to: string, link: string, locale: Locale = 'en'): MailMessage {
  const t = MAIL_TEXTS[locale].resetPassword;
  return renderMail(site.name, {
    to,
    locale,
    subject: t.subject(site.name),
    heading: t.heading,
    blocks: [
      { kind: 'paragraph', text: t.asked(site.name) },
      { kind: 'paragraph', text: t.open },
      { kind: 'button', label: t.button, url: link },
      { kind: 'note', text: t.note },
    ],
    link,
  });
}

/**
 * Sent whenever a password changes, so an owner who did not change it hears of it at once; the way
 * back is a reset link sent to this address, which whoever changed the password cannot read.
 */
export function passwordChangedMail(
  site: MailSite,
  to: string,
  how: 'settings' | 'reset_link',
  when: Date,
  locale: Locale = 'en',
): MailMessage {
  const t = MAIL_TEXTS[locale].passwordChanged;
  return renderMail(site.name, {
    to,
    locale,
    subject: t.subject(site.name),
    heading: t.heading,
    blocks: [
      { kind: 'paragraph', text: t.changed(site.name, how, when) },
      { kind: 'paragraph', text: t.ifYou },
      { kind: 'paragraph', text: t.ifNotYou },
      { kind: 'button', label: t.button, url: `${site.base}/forgot-password` },
    ],
    link: `${site.base}/forgot-password`,
  });
}
