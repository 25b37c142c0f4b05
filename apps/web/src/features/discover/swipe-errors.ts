import type { SwipeKind } from '@sankofa/contracts';
import { ApiError } from '@/lib/api-client.ts';
import { demoSwipeMessage } from './demo-messages.ts';

const FAILED: Record<SwipeKind, string> = {
  like: 'Failed to record like. Please try again.',
  super_like: 'Failed to send super like. Please try again.',
  pass: 'Failed to record pass. Please try again.',
};

/**
 * How a failed swipe is answered. 'already' means the server has this swipe from before (another
 * tab, a double press): the card is done with all the same, so the deck moves on quietly.
 */
export function swipeFailure(err: unknown, kind: SwipeKind): { outcome: 'already' } | { outcome: 'failed'; message: string } {
  if (err instanceof ApiError) {
    if (err.status === 409 && err.code === 'already_swiped') return { outcome: 'already' };
    if (err.status === 403 && err.code === 'demo_profile') return { outcome: 'failed', message: demoSwipeMessage(kind) };
    if (err.status === 429) return { outcome: 'failed', message: err.message };
  }
  return { outcome: 'failed', message: FAILED[kind] };
}
