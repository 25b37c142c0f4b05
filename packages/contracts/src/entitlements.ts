import { z } from 'zod';
import { FREE_ALLOWANCES, PLAN_CATALOGUE, type PlanId } from './payments.ts';

/** A member's tier: the free membership or one of the paid plans. */
export type Tier = 'free' | PlanId;
export const TIERS: readonly Tier[] = ['free', 'silver', 'gold', 'platinum'];

/** What a tier includes. A count of null means unlimited. */
export interface Entitlements {
  likesPerDay: number | null;
  superLikesPerDay: number | null;
  boostsPerMonth: number | null;
  likesYou: boolean;
  noAds: boolean;
  priorityLikes: boolean;
  readReceipts: boolean;
  culturalFilter: boolean;
  messageBeforeMatch: boolean;
  premiumLiveEvents: boolean;
  /** Marking one's own stream a premium live event (watching one is `premiumLiveEvents`). */
  hostPremiumEvents: boolean;
  advancedFilters: boolean;
  prioritySupport: boolean;
}

const FREE: Entitlements = {
  likesPerDay: FREE_ALLOWANCES.likesPerDay,
  superLikesPerDay: FREE_ALLOWANCES.superLikesPerDay,
  boostsPerMonth: 0,
  likesYou: false,
  noAds: false,
  priorityLikes: false,
  readReceipts: false,
  culturalFilter: false,
  messageBeforeMatch: false,
  premiumLiveEvents: false,
  hostPremiumEvents: false,
  advancedFilters: false,
  prioritySupport: false,
};
const SILVER: Entitlements = {
  ...FREE,
  likesPerDay: null,
  superLikesPerDay: 5,
  boostsPerMonth: 1,
  likesYou: true,
  noAds: true,
  hostPremiumEvents: true,
};
const GOLD: Entitlements = {
  ...SILVER,
  superLikesPerDay: null,
  boostsPerMonth: 5,
  priorityLikes: true,
  readReceipts: true,
  culturalFilter: true,
};
const PLATINUM: Entitlements = {
  ...GOLD,
  boostsPerMonth: null,
  messageBeforeMatch: true,
  premiumLiveEvents: true,
  advancedFilters: true,
  prioritySupport: true,
};

/** The plans table of issue #8 (spec part 2 §9); each paid tier includes everything below it. */
export const PLAN_ENTITLEMENTS: Record<Tier, Entitlements> = {
  free: FREE,
  silver: SILVER,
  gold: GOLD,
  platinum: PLATINUM,
};

export const tierName = (tier: Tier) => (tier === 'free' ? 'Free' : PLAN_CATALOGUE[tier].name);

/** The cheapest plan that passes a test, for "Upgrade to …" in refusals; null when none does. */
export function cheapestPlanWith(test: (e: Entitlements) => boolean): PlanId | null {
  for (const tier of TIERS) if (tier !== 'free' && test(PLAN_ENTITLEMENTS[tier])) return tier;
  return null;
}

/** `details` of a refusal for want of a plan or an allowance. */
export const PlanLimitDetails = z.object({
  /** The cheapest plan that lifts the limit. */
  planNeeded: z.enum(['silver', 'gold', 'platinum']),
  /** When a daily allowance starts again (00:00 UTC); absent for a feature the plan lacks. */
  resetsAt: z.iso.datetime().optional(),
  limit: z.number().int().optional(),
});
export type PlanLimitDetails = z.infer<typeof PlanLimitDetails>;
