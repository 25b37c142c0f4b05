import { BOOST_MINUTES, cheapestPlanWith, PLAN_ENTITLEMENTS, tierName, type PlanId } from '@sankofa/contracts';

/** 00:00 UTC on the 1st of the month `now` falls in: boosts are counted per UTC calendar month. */
export const utcMonthStart = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));

/** 00:00 UTC on the 1st of the next month, when the monthly boost count starts again. */
export const nextUtcMonthStart = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));

export const boostEnd = (start: Date) => new Date(start.getTime() + BOOST_MINUTES * 60_000);

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** '14:05 UTC': a time within the next half hour needs no date. */
const utcClockText = (at: Date) => `${at.toISOString().slice(11, 16)} UTC`;

const boostsText = (n: number | null) =>
  n === null ? 'unlimited boosts' : n === 1 ? '1 boost a month' : `${n} boosts a month`;

/** The cheapest plan with more than `limit` boosts a month (every count is unlimited on Platinum). */
export function planForMoreBoosts(limit: number): PlanId {
  return cheapestPlanWith((e) => e.boostsPerMonth === null || e.boostsPerMonth > limit) ?? 'platinum';
}

/** A plan without boosts: "Boosts come with Silver, Gold and Platinum. Upgrade to Silver for 1 boost a month." */
export function boostPlanRequiredMessage(): { message: string; plan: PlanId } {
  const plan = planForMoreBoosts(0);
  return {
    plan,
    message: `Boosts come with Silver, Gold and Platinum. Upgrade to ${tierName(plan)} for ${boostsText(PLAN_ENTITLEMENTS[plan].boostsPerMonth)}.`,
  };
}

/**
 * "You've used your boost for this month. Boosts reset on 1 June at 00:00 UTC. Upgrade to Gold for
 * 5 boosts a month." Numbers and plan come from the plan table, like the like-allowance message.
 */
export function boostAllowanceUsedMessage(limit: number, now: Date): { message: string; plan: PlanId } {
  const plan = planForMoreBoosts(limit);
  const used = limit === 1 ? 'your boost' : `your ${limit} boosts`;
  const next = nextUtcMonthStart(now);
  return {
    plan,
    // Day and month stay separate values in one sentence, so the catalogues can translate the month.
    message: `You've used ${used} for this month. Boosts reset on ${next.getUTCDate()} ${MONTHS[next.getUTCMonth()]} at 00:00 UTC. Upgrade to ${tierName(plan)} for ${boostsText(PLAN_ENTITLEMENTS[plan].boostsPerMonth)}.`,
  };
}

/** "Your boost is running until 14:05 UTC (29 min left)." */
export function boostActiveMessage(endsAt: Date, now: Date): string {
  const minutes = Math.max(1, Math.ceil((endsAt.getTime() - now.getTime()) / 60_000));
  return `Your boost is running until ${utcClockText(endsAt)} (${minutes} min left). You can start another when it ends.`;
}
