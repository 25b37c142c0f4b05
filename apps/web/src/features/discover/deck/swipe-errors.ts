import type { SwipeKind } from '@sankofa/contracts';
import { ApiError } from '@/lib/api-client.ts';
import { demoSwipeMessage } from '../demo-messages.ts';

const FAILED: Record<SwipeKind, string> = {
  like: 'Failed to record like. Please try again.',
  super_like: 'Failed to send super like. Please try again.',
  pass: 'Failed to record pass. Please try again.',
};

/** The spec's 'Authentication Required' wording, per action, for a session that ended mid-use. */
export const SIGN_IN_TO: Record<SwipeKind | 'friend', string> = {
  like: 'Please sign in to like profiles.',
  super_like: 'Please sign in to use Super Like.',
  pass: 'Please sign in to continue.',
  friend: 'Please sign in to add friends.',
};

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
    if (err.status === 403 && err.code === 'demo_profile') return { outcome: 'failed', message: demoSwipeMessage(kind) };
    // The server's sentence already says when it resets and which plan lifts it.
    if (err.status === 429 && ALLOWANCE_CODES.has(err.code)) return { outcome: 'allowance_used', message: err.message };
    if (err.status === 429) return { outcome: 'failed', message: err.message };
  }
  return { outcome: 'failed', message: FAILED[kind] };
}
