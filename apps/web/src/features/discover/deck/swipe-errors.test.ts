import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n/i18n.ts';
import { ApiError } from '@/lib/api-client.ts';
import { swipeFailure } from './swipe-errors.ts';

// The texts come from the English Discover file, as a browser showing English gets them.
beforeAll(() => i18n.loadNamespaces('discover'));

describe('swipeFailure', () => {
  it('moves on when the swipe was already recorded', () => {
    expect(swipeFailure(new ApiError(409, 'already_swiped', 'x'), 'like')).toEqual({ outcome: 'already' });
  });
  it('uses the demo wording for demo ids', () => {
    expect(swipeFailure(new ApiError(403, 'demo_profile', 'x'), 'like')).toEqual({
      outcome: 'failed',
      message: 'Likes are disabled for demo profiles.',
    });
    expect(swipeFailure(new ApiError(403, 'demo_profile', 'x'), 'pass')).toEqual({
      outcome: 'failed',
      message: 'Interactions are disabled for demo profiles.',
    });
  });
  it("passes a rate limit's own message on", () => {
    expect(swipeFailure(new ApiError(429, 'rate_limited', 'Slow down a little.'), 'super_like')).toEqual({
      outcome: 'failed',
      message: 'Slow down a little.',
    });
  });
  it('offers the plans when a daily allowance is used up', () => {
    const message =
      "You've used your 25 likes for today. They reset at 00:00 UTC (in 2 h). Upgrade to Silver for unlimited likes.";
    expect(swipeFailure(new ApiError(429, 'like_allowance_used', message), 'like')).toEqual({
      outcome: 'allowance_used',
      message,
    });
    expect(swipeFailure(new ApiError(429, 'super_like_allowance_used', 'm'), 'super_like')).toEqual({
      outcome: 'allowance_used',
      message: 'm',
    });
  });
  it('asks a signed-out person to sign in, in the words for that action', () => {
    expect(swipeFailure(new ApiError(401, 'invalid_token', 'x'), 'like')).toEqual({
      outcome: 'signed_out',
      message: 'Please sign in to like profiles.',
    });
    expect(swipeFailure(new ApiError(401, 'unauthorized', 'x'), 'super_like')).toEqual({
      outcome: 'signed_out',
      message: 'Please sign in to use Super Like.',
    });
  });
  it('falls back to the spec wording', () => {
    expect(swipeFailure(new Error('boom'), 'like')).toEqual({
      outcome: 'failed',
      message: 'Failed to record like. Please try again.',
    });
    expect(swipeFailure(new ApiError(500, 'internal_error', 'y'), 'super_like')).toEqual({
      outcome: 'failed',
      message: 'Failed to send super like. Please try again.',
    });
  });
});
