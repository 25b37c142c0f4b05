import type { MailTexts } from './mail-words.ts';

export const en: MailTexts = {
  signUpCode: {
    // The code leads the subject, so it shows in a notification; journeys read it from there too.
    subject: (code, app) => `${code} is your ${app} code`,
    heading: 'Your code',
    welcome: (app) => `Welcome to ${app}!`,
    intro: 'Your code to finish creating your account is:',
    enterIt: 'Enter it on the sign-up page. It works for 15 minutes.',
    ignore: 'If you did not sign up, you can ignore this message: no account is created without the code.',
  },
  signUpAttempt: {
    subject: (app) => `Someone tried to sign up to ${app} with your address`,
    heading: 'Someone tried to sign up with your address',
    tried: (app) => `Someone just tried to create a ${app} account with this e-mail address, which already has one.`,
    ifYou: 'If it was you, sign in instead.',
    signIn: 'Sign in',
    forgot: (url) => `Forgot your password? Reset it here: ${url}`,
    ifNotYou: 'If it was not you, you need not do anything: no account was created and your password was not changed.',
  },
  confirmEmail: {
    subject: (app) => `Confirm your e-mail for ${app}`,
    heading: 'Confirm your e-mail address',
    welcome: (app) => `Welcome to ${app}!`,
    open: 'Please confirm your e-mail address by opening this link:',
    button: 'Confirm my e-mail',
    note: 'The link works once and for 48 hours. If you did not create an account, you can ignore this message.',
  },
  resetPassword: {
    subject: (app) => `Reset your ${app} password`,
    heading: 'Reset your password',
    asked: (app) => `Someone asked to reset the password of your ${app} account.`,
    open: 'To choose a new password, open this link:',
    button: 'Choose a new password',
    note: 'The link works once and for one hour. If it was not you, ignore this message: your password stays as it is.',
  },
  passwordChanged: {
    subject: (app) => `Your ${app} password was changed`,
    heading: 'Your password was changed',
    changed: (app, how, when) => {
      const by = how === 'settings' ? 'in the account settings' : 'with a reset link sent to this address';
      const devices = how === 'settings' ? 'Every other device was signed out.' : 'Every device was signed out.';
      return `The password of your ${app} account was changed ${by} on ${when.toUTCString()}. ${devices}`;
    },
    ifYou: 'If it was you, you need not do anything.',
    ifNotYou:
      'If it was not you, secure your account now: ask for a reset link, which only this mailbox receives, and choose a new password. That signs out every device.',
    button: 'Secure my account',
  },
};
