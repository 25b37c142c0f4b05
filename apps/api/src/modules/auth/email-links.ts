import type { AppDeps } from '../../deps.ts';
import { publicUrl } from '../../config/env.ts';
import { hashToken, newOpaqueToken } from '../../lib/tokens.ts';
import { insertEmailToken, retireEmailTokens } from './auth.repo.ts';

export const CONFIRM_TTL_MS = 48 * 3_600_000;
export const RESET_TTL_MS = 3_600_000;

/**
 * Makes a single-use link and e-mails it. Only the newest link of a purpose works. The token sits in
 * the URL fragment, so it never reaches server logs or a Referer header; it never appears in a response.
 */
async function sendLink(
  deps: AppDeps,
  user: { id: string; email: string },
  purpose: 'confirm_email' | 'reset_password',
): Promise<void> {
  const now = deps.clock();
  const token = newOpaqueToken();
  const ttl = purpose === 'confirm_email' ? CONFIRM_TTL_MS : RESET_TTL_MS;
  await deps.database.db.transaction(async (tx) => {
    await retireEmailTokens(tx, user.id, purpose, now);
    await insertEmailToken(tx, { tokenHash: hashToken(token), userId: user.id, purpose, expiresAt: new Date(now.getTime() + ttl) });
  });
  const base = publicUrl(deps.env);
  const name = deps.env.APP_NAME;
  if (purpose === 'confirm_email') {
    const link = `${base}/confirm-email#token=${token}`;
    await deps.mailer.send({
      to: user.email,
      subject: `Confirm your e-mail for ${name}`,
      text: `Welcome to ${name}!\n\nPlease confirm your e-mail address by opening this link:\n${link}\n\nThe link works once and for 48 hours. If you did not create an account, you can ignore this message.`,
      link,
    });
  } else {
    const link = `${base}/reset-password#token=${token}`;
    await deps.mailer.send({
      to: user.email,
      subject: `Reset your ${name} password`,
      text: `Someone asked to reset the password of your ${name} account.\n\nTo choose a new password, open this link:\n${link}\n\nThe link works once and for one hour. If it was not you, ignore this message: your password stays as it is.`,
      link,
    });
  }
}

export const sendConfirmationLink = (deps: AppDeps, user: { id: string; email: string }) => sendLink(deps, user, 'confirm_email');
export const sendPasswordResetLink = (deps: AppDeps, user: { id: string; email: string }) => sendLink(deps, user, 'reset_password');
