import type { SwipeKind } from '@sankofa/contracts';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { entitlementsOf, type MemberEntitlements } from '../payments/entitlements.queries.ts';
import { allowanceUsedMessage, nextUtcMidnight, utcDay } from './allowance-message.ts';
import { countSwipe } from './swipe-usage.repo.ts';

/**
 * Spends one like or super like of today's (UTC) allowance, inside the swipe's transaction, or
 * refuses with 429. The counter row is bumped by one conditional upsert: concurrent swipes of one
 * member (each under its own pair lock) queue on that row, and each re-reads the count the previous
 * one committed, so no interleaving passes the limit. Unlimited tiers still count, so a plan that
 * ends mid-day leaves the member with what the free allowance has left, not a fresh one.
 * A refusal throws, rolling the whole swipe back. Answers the plan it judged by (null for a pass),
 * so the swipe can record a priority like from the same reading.
 */
export async function spendSwipeAllowance(
  tx: Tx,
  userId: string,
  kind: SwipeKind,
  now: Date,
): Promise<MemberEntitlements | null> {
  if (kind === 'pass') return null;
  const plan = await entitlementsOf(tx, userId, now);
  const limit = kind === 'like' ? plan.likesPerDay : plan.superLikesPerDay;
  if ((await countSwipe(tx, userId, kind, utcDay(now), limit)) || limit === null) return plan;
  const resetsAt = nextUtcMidnight(now);
  const { message, plan: planNeeded } = allowanceUsedMessage(kind, limit, now);
  const retryAfter = Math.max(1, Math.ceil((resetsAt.getTime() - now.getTime()) / 1000));
  throw new AppError(
    429,
    kind === 'like' ? 'like_allowance_used' : 'super_like_allowance_used',
    message,
    { resetsAt: resetsAt.toISOString(), planNeeded, limit },
    { 'retry-after': String(retryAfter) },
  );
}
