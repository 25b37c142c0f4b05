import type { Locale } from '@sankofa/contracts/locales';
import type { AppDeps } from '../../deps.ts';
import { queueMail } from '../../lib/mail/mail-job.ts';
import { hashToken, newOpaqueToken } from '../../lib/tokens.ts';
import { confirmEmailMail, mailSite, resetPasswordMail } from './auth-mails.ts';
import { insertEmailToken, retireEmailTokens } from './auth.repo.ts';

const CONFIRM_TTL_MS = 48 * 3_600_000;
const RESET_TTL_MS = 3_600_000;

/**
 * Makes a single-use link and queues the e-mail carrying it, in one transaction: a link exists only
 * with its mail. Only the newest link of a purpose works. The token sits in the URL fragment, so it
 * never reaches server logs or a Referer header; it never appears in a response.
 */
async function sendLink(
  deps: Pick<AppDeps, 'clock' | 'contactKey' | 'database' | 'env' | 'jobs'>,
  user: { id: string; email: string; locale?: Locale | null },
  purpose: 'confirm_email' | 'reset_password',
  asked: Locale | null | undefined,
): Promise<void> {
  // The account's own language first; else the one the asking page was in.
  const locale = user.locale ?? asked ?? 'en';
  const now = deps.clock();
  const token = newOpaqueToken();
  const ttl = purpose === 'confirm_email' ? CONFIRM_TTL_MS : RESET_TTL_MS;
  const site = mailSite(deps.env);
  const message =
    purpose === 'confirm_email'
      ? confirmEmailMail(site, user.email, `${site.base}/confirm-email#token=${token}`, locale)
      : resetPasswordMail(site, user.email, `${site.base}/reset-password#token=${token}`, locale);
  await deps.database.db.transaction(async (tx) => {
    await retireEmailTokens(tx, user.id, purpose, now);
    await insertEmailToken(tx, {
      tokenHash: hashToken(token),
      userId: user.id,
      purpose,
      expiresAt: new Date(now.getTime() + ttl),
    });
    await queueMail(deps, tx, message);
  });
  deps.jobs.wake();
}

type LinkDeps = Pick<AppDeps, 'clock' | 'contactKey' | 'database' | 'env' | 'jobs'>;
type LinkUser = { id: string; email: string; locale?: Locale | null };
export const sendConfirmationLink = (deps: LinkDeps, user: LinkUser, asked?: Locale | null) =>
  sendLink(deps, user, 'confirm_email', asked);
export const sendPasswordResetLink = (deps: LinkDeps, user: LinkUser, asked?: Locale | null) =>
  sendLink(deps, user, 'reset_password', asked);
