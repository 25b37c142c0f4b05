import type { AppDeps } from '../../deps.ts';
import { publicUrl } from '../../config/env.ts';

export async function sendSignUpCode(deps: AppDeps, email: string, code: string): Promise<void> {
  const name = deps.env.APP_NAME;
  await deps.mailer.send({
    to: email,
    subject: `${code} is your ${name} code`,
    text:
      `Welcome to ${name}!\n\nYour code to finish creating your account is:\n\n    ${code}\n\n` +
      `Enter it on the sign-up page. It works for 15 minutes. If you did not sign up, you can ignore this message: no account is created without the code.`,
    code,
  });
}

/** What the owner of a registered address hears when someone signs up with it. */
export async function sendSignUpAttemptNotice(deps: AppDeps, email: string): Promise<void> {
  const name = deps.env.APP_NAME;
  const base = publicUrl(deps.env);
  await deps.mailer.send({
    to: email,
    subject: `Someone tried to sign up to ${name} with your address`,
    text:
      `Someone just tried to create a ${name} account with this e-mail address, which already has one.\n\n` +
      `If it was you, sign in instead: ${base}/signin\nForgot your password? Reset it here: ${base}/forgot-password\n\n` +
      `If it was not you, you need not do anything: no account was created and your password was not changed.`,
  });
}
