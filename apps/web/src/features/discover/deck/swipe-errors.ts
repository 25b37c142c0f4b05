import { i18n } from '@/lib/i18n/i18n.ts';
import type { SwipeKind } from '@sankofa/contracts';
import { ApiError } from '@/lib/api-client.ts';
import { demoSwipeMessage } from '../demo-messages.ts';

const failed = (kind: SwipeKind) => i18n.t(`discover:errors.${kind}`);

/** The spec's 'Authentication Required' wording, per action, for a session that ended mid-use. */
export const SIGN_IN_TO = {
  get like() {
    return i18n.t('discover:errors.signInLike');
  },
  get super_like() {
    return i18n.t('discover:errors.signInSuperLike');
  },
  get pass() {
    return i18n.t('discover:errors.signInPass');
  },
  get friend() {
    return i18n.t('discover:errors.signInFriend');
  },
} satisfies Record<SwipeKind | 'friend', string>;

/** The server's refusals for a used-up daily allowance (decision 0013). */
const ALLOWANCE_CODES = new Set(['like_allowance_used', 'super_like_allowance_used']);

export const isSignedOut = (err: unknown) => err instanceof ApiError && err.status === 401;

/**
 * How a failed swipe is answered. 'already' means the server has this swipe from before (another
 * tab, a double press): the card is done with all the same, so the deck moves on quietly.
 * 'allowance_used' keeps the card and offers the plans.
 */
export function swipeFailure(
  err: unknown,
  kind: SwipeKind,
): { outcome: 'already' } | { outcome: 'failed' | 'signed_out' | 'allowance_used'; message: string } {
  if (isSignedOut(err)) return { outcome: 'signed_out', message: SIGN_IN_TO[kind] };
  if (err instanceof ApiError) {
    if (err.status === 409 && err.code === 'already_swiped') return { outcome: 'already' };
    if (err.status === 403 && err.code === 'demo_profile')
      return { outcome: 'failed', message: demoSwipeMessage(kind) };
    // The server's sentence already says when it resets and which plan lifts it.
    if (err.status === 429 && ALLOWANCE_CODES.has(err.code)) return { outcome: 'allowance_used', message: err.message };
    if (err.status === 429) return { outcome: 'failed', message: err.message };
  }
  return { outcome: 'failed', message: failed(kind) };
}
