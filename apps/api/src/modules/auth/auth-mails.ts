import type { MailMessage } from '../../adapters/mail/mailer.ts';
import { publicUrl, type Env } from '../../config/env.ts';
import { renderMail } from '../../lib/mail/render-mail.ts';

/** The product's name and the web app's address, which every message below needs. */
export interface MailSite {
  name: string;
  base: string;
}

export const mailSite = (env: Env): MailSite => ({ name: env.APP_NAME, base: publicUrl(env) });

export function signUpCodeMail(site: MailSite, to: string, code: string): MailMessage {
  return renderMail(site.name, {
    to,
    // The code leads the subject, so it shows in a notification; journeys read it from there too.
    subject: `${code} is your ${site.name} code`,
    heading: 'Your code',
    blocks: [
      { kind: 'paragraph', text: `Welcome to ${site.name}!` },
      { kind: 'paragraph', text: 'Your code to finish creating your account is:' },
      { kind: 'code', code },
      { kind: 'paragraph', text: 'Enter it on the sign-up page. It works for 15 minutes.' },
      { kind: 'note', text: 'If you did not sign up, you can ignore this message: no account is created without the code.' },
    ],
    code,
  });
}

/** What the owner of a registered address hears when someone signs up with it. */
export function signUpAttemptMail(site: MailSite, to: string): MailMessage {
  return renderMail(site.name, {
    to,
    subject: `Someone tried to sign up to ${site.name} with your address`,
    heading: 'Someone tried to sign up with your address',
    blocks: [
      { kind: 'paragraph', text: `Someone just tried to create a ${site.name} account with this e-mail address, which already has one.` },
      { kind: 'paragraph', text: 'If it was you, sign in instead.' },
      { kind: 'button', label: 'Sign in', url: `${site.base}/signin` },
      { kind: 'paragraph', text: `Forgot your password? Reset it here: ${site.base}/forgot-password` },
      { kind: 'note', text: 'If it was not you, you need not do anything: no account was created and your password was not changed.' },
    ],
  });
}

export function confirmEmailMail(site: MailSite, to: string, link: string): MailMessage {
  return renderMail(site.name, {
    to,
    subject: `Confirm your e-mail for ${site.name}`,
    heading: 'Confirm your e-mail address',
    blocks: [
      { kind: 'paragraph', text: `Welcome to ${site.name}!` },
      { kind: 'paragraph', text: 'Please confirm your e-mail address by opening this link:' },
      { kind: 'button', label: 'Confirm my e-mail', url: link },
      { kind: 'note', text: 'The link works once and for 48 hours. If you did not create an account, you can ignore this message.' },
    ],
    link,
  });
}

export function resetPasswordMail(site: MailSite, to: string, link: string): MailMessage {
  return renderMail(site.name, {
    to,
    subject: `Reset your ${site.name} password`,
    heading: 'Reset your password',
    blocks: [
      { kind: 'paragraph', text: `Someone asked to reset the password of your ${site.name} account.` },
      { kind: 'paragraph', text: 'To choose a new password, open this link:' },
      { kind: 'button', label: 'Choose a new password', url: link },
      { kind: 'note', text: 'The link works once and for one hour. If it was not you, ignore this message: your password stays as it is.' },
    ],
    link,
  });
}

/**
 * Sent whenever a password changes, so an owner who did not change it hears of it at once; the way
 * back is a reset link sent to this address, which whoever changed the password cannot read.
 */
export function passwordChangedMail(site: MailSite, to: string, how: 'settings' | 'reset_link', when: Date): MailMessage {
  const by = how === 'settings' ? 'in the account settings' : 'with a reset link sent to this address';
  const devices = how === 'settings' ? 'Every other device was signed out.' : 'Every device was signed out.';
  return renderMail(site.name, {
    to,
    subject: `Your ${site.name} password was changed`,
    heading: 'Your password was changed',
    blocks: [
      { kind: 'paragraph', text: `The password of your ${site.name} account was changed ${by} on ${when.toUTCString()}. ${devices}` },
      { kind: 'paragraph', text: 'If it was you, you need not do anything.' },
      {
        kind: 'paragraph',
        text: 'If it was not you, secure your account now: ask for a reset link, which only this mailbox receives, and choose a new password. That signs out every device.',
      },
      { kind: 'button', label: 'Secure my account', url: `${site.base}/forgot-password` },
    ],
    link: `${site.base}/forgot-password`,
  });
}
