import { findContactHandles, hasContactHandles, type ContactHandleKind } from '@sankofa/contracts/text-rules';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../lib/errors.ts';
import { raiseSignal } from './raise-signal.ts';
import { recordContactShare } from './safety.repo.ts';

/** Confirmed shares within this window that make a pattern worth a moderator's look. */
export const CONTACT_SHARES_FOR_SIGNAL = 3;
const WINDOW_MS = 7 * 24 * 3600_000;

const WHAT: Record<ContactHandleKind, string> = {
  phone: 'a phone number',
  messenger: 'a messaging or social media handle',
  payment: 'a payment app handle',
  crypto: 'a crypto wallet address',
};

/** The 'Are you sure?' answer: the web asks, and sends again with the confirmation. */
export const contactShareUnconfirmed = (appName: string, kinds: ContactHandleKind[]) =>
  new AppError(
    409,
    'contact_share_unconfirmed',
    `This looks like ${kinds.map((k) => WHAT[k]).join(' and ')}. People who ask to move off ${appName} or to be paid are often scammers, and we cannot help you there. Are you sure you want to share it?`,
    { kinds },
  );

/**
 * Checks text a member is about to publish for contact or payment handles. Without the member's
 * confirmation it refuses with `contact_share_unconfirmed`; with it, it records the share and
 * raises an off-platform signal when they have become a habit (no second one while one is open).
 * Text without handles costs no statement.
 */
export async function checkContactShare(
  deps: Pick<AppDeps, 'clock' | 'database' | 'env'>,
  me: string,
  text: string,
  place: 'bio' | 'message',
  confirmed: boolean,
): Promise<void> {
  const kinds = findContactHandles(text);
  if (kinds.length === 0) return;
  if (!confirmed) throw contactShareUnconfirmed(deps.env.APP_NAME, kinds);
  const at = deps.clock();
  const { shares, open_signal } = await recordContactShare(
    deps.database.db,
    me,
    place,
    at,
    new Date(at.getTime() - WINDOW_MS),
  );
  if (shares >= CONTACT_SHARES_FOR_SIGNAL && !open_signal) {
    await raiseSignal(deps, {
      userId: me,
      kind: 'off_platform_contact',
      detail: { kinds, shares, place },
      contentRef: place,
    });
  }
}

/**
 * The same check for a bio, wherever it is written (Edit Profile, onboarding's About me, the account
 * update): asked when the bio changes to one with contact or payment details, not on every later save.
 */
export async function checkBioContactShare(
  deps: Pick<AppDeps, 'clock' | 'database' | 'env'>,
  me: string,
  bio: string | undefined,
  currentBio: () => Promise<string | null | undefined>,
  confirmed: boolean,
): Promise<void> {
  if (!bio || !hasContactHandles(bio) || bio === (await currentBio())) return;
  await checkContactShare(deps, me, bio, 'bio', confirmed);
}

/**
 * At sign-up there is no account yet to count shares against: the member is asked all the same, and
 * a confirmed bio is kept (the first share of a new account is not a pattern).
 */
export function checkSignUpBio(appName: string, bio: string | undefined, confirmed: boolean): void {
  if (!bio || confirmed) return;
  const kinds = findContactHandles(bio);
  if (kinds.length > 0) throw contactShareUnconfirmed(appName, kinds);
}
