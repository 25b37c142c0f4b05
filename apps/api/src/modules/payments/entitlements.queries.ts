import { sql, type SQL } from 'drizzle-orm';
import { PLAN_ENTITLEMENTS, PLAN_IDS, type Entitlements, type Tier } from '@sankofa/contracts';
import type { Tx } from '../../db/client.ts';
import { subscriptions } from '../../db/schema.ts';
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

type Feature = { [K in keyof Entitlements]: Entitlements[K] extends boolean ? K : never }[keyof Entitlements];

/**
 * The same answer as `entitlementsOf(…)[feature]`, as an SQL condition, for hot statements that
 * must not spend a round trip on it (the message window, the conversation list, a read). Built from
 * PLAN_ENTITLEMENTS and the same "active and not ended" rule, so the two cannot disagree.
 */
export function planIncludes(userId: SQL | string, now: Date, feature: Feature): SQL {
  if (PLAN_ENTITLEMENTS.free[feature]) return sql`true`;
  const tiers = PLAN_IDS.filter((p) => PLAN_ENTITLEMENTS[p][feature]);
  if (tiers.length === 0) return sql`false`;
  return sql`exists (select 1 from ${subscriptions} where ${subscriptions.userId} = ${userId}::uuid
    and ${subscriptions.status} = 'active' and ${subscriptions.currentPeriodEnd} > ${now}
    and ${subscriptions.plan} in (${sql.join(
      tiers.map((t) => sql`${t}`),
      sql`, `,
    )}))`;
}
