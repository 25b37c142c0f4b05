import { cheapestPlanWith, PLAN_ENTITLEMENTS, tierName, type Entitlements, type PlanId } from '@sankofa/contracts';

type AllowanceKind = 'like' | 'super_like';

const DAY_MS = 86_400_000;

/** The UTC calendar day of an instant, as the `date` the usage counter is keyed by. */
export const utcDay = (now: Date) => now.toISOString().slice(0, 10);

/** Daily allowances start again at the next 00:00 UTC. */
export const nextUtcMidnight = (now: Date) => new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS + DAY_MS);

/** '5 h 12 min', '12 min', 'less than a minute' (rounded up to the minute, so never "0 min"). */
export function untilText(ms: number): string {
  const minutes = Math.ceil(ms / 60_000);
  if (minutes < 1) return 'less than a minute';
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return `${m} min`;
  return m === 0 ? `${h} h` : `${h} h ${m} min`;
}

const limitOf = (e: Entitlements, kind: AllowanceKind) => (kind === 'like' ? e.likesPerDay : e.superLikesPerDay);

/** The cheapest plan with more of this allowance than `limit` a day. */
function planForMore(kind: AllowanceKind, limit: number): PlanId {
  const plan = cheapestPlanWith((e) => {
    const l = limitOf(e, kind);
    return l === null || l > limit;
  });
  // Every allowance is unlimited on Platinum, so there is always one.
  return plan ?? 'platinum';
}

/**
 * "You've used your 25 likes for today. They reset at 00:00 UTC (in 5 h 12 min). Upgrade to Silver
 * for unlimited likes." The numbers come from the plan table, so the text cannot drift from the rule.
 */
export function allowanceUsedMessage(kind: AllowanceKind, limit: number, now: Date): { message: string; plan: PlanId } {
  const plan = planForMore(kind, limit);
  const next = limitOf(PLAN_ENTITLEMENTS[plan], kind);
  const noun = kind === 'like' ? (limit === 1 ? 'like' : 'likes') : limit === 1 ? 'super like' : 'super likes';
  const used = limit === 1 ? `your ${noun}` : `your ${limit} ${noun}`;
  const pronoun = limit === 1 ? 'It resets' : 'They reset';
  const more = kind === 'like' ? 'likes' : 'super likes';
  // Each offer is one whole phrase so the server's message catalogues can translate it (decision 0058).
  const perDay = kind === 'like' ? `${next} likes a day` : `${next} super likes a day`;
  const offer = next === null ? `unlimited ${more}` : perDay;
  const until = untilText(nextUtcMidnight(now).getTime() - now.getTime());
  return {
    plan,
    message: `You've used ${used} for today. ${pronoun} at 00:00 UTC (in ${until}). Upgrade to ${tierName(plan)} for ${offer}.`,
  };
}
