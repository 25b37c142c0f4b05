import { PLAN_ENTITLEMENTS, type Entitlements, type Tier } from '@sankofa/contracts';
import type { Tx } from '../../db/client.ts';
import { currentSubscription } from './payments.repo.ts';

export type MemberEntitlements = Entitlements & { tier: Tier };

/**
 * The one place that answers "what does this member's plan include": the active subscription whose
 * paid period has not ended at `now` (the app clock), otherwise the free membership. Other modules
 * call this, never the subscriptions table, so every gate agrees with GET /api/payments/plan.
 */
export async function entitlementsOf(db: Tx, userId: string, now: Date): Promise<MemberEntitlements> {
  const row = await currentSubscription(db, userId, now);
  const tier: Tier = row?.sub.plan ?? 'free';
  return { tier, ...PLAN_ENTITLEMENTS[tier] };
}
