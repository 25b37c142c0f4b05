import type { BoostState } from '@sankofa/contracts';
import type { AppDeps } from '../../deps.ts';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { entitlementsOf } from '../payments/entitlements.queries.ts';
import {
  boostActiveMessage,
  boostAllowanceUsedMessage,
  boostEnd,
  boostPlanRequiredMessage,
  nextUtcMonthStart,
  utcMonthStart,
} from './boost-month.ts';
import { insertBoost, lockBoostsOf, selectBoostUsage } from './boost.repo.ts';

async function readState(tx: Tx, userId: string, now: Date) {
  const plan = await entitlementsOf(tx, userId, now);
  const usage = await selectBoostUsage(tx, userId, utcMonthStart(now), now);
  return { plan, usage };
}

function toState(usage: Awaited<ReturnType<typeof selectBoostUsage>>, allowance: number | null, now: Date): BoostState {
  return {
    active: usage.active
      ? { startedAt: usage.active.startedAt.toISOString(), endsAt: usage.active.endsAt.toISOString() }
      : null,
    usedThisMonth: usage.used,
    allowance,
    resetsAt: nextUtcMonthStart(now).toISOString(),
    now: now.toISOString(),
  };
}

/** The member's running boost and this month's allowance, on the app clock. */
export async function boostState(deps: Pick<AppDeps, 'clock' | 'database'>, userId: string): Promise<BoostState> {
  const now = deps.clock();
  const { plan, usage } = await readState(deps.database.db, userId, now);
  return toState(usage, plan.boostsPerMonth, now);
}

/**
 * Starts a 30-minute boost (decision 0014). Under a per-member lock, in one transaction: the plan
 * (entitlementsOf, the only source of a tier), the running boost and this UTC month's count are read
 * and the boost row inserted, so 20 simultaneous starts by a Silver member make exactly one. While a
 * boost runs another is refused (409) and nothing is spent. Like the daily allowances, a month's
 * boosts count whatever plan started them, so a downgrade leaves what the lower plan has left.
 */
export async function startBoost(deps: Pick<AppDeps, 'clock' | 'database'>, userId: string): Promise<BoostState> {
  return deps.database.db.transaction(async (tx) => {
    await lockBoostsOf(tx, userId);
    const now = deps.clock();
    const { plan, usage } = await readState(tx, userId, now);
    const limit = plan.boostsPerMonth;
    if (limit === 0) {
      const { message, plan: planNeeded } = boostPlanRequiredMessage();
      throw new AppError(403, 'plan_required', message, { planNeeded });
    }
    if (usage.active) {
      throw new AppError(409, 'boost_active', boostActiveMessage(usage.active.endsAt, now), {
        endsAt: usage.active.endsAt.toISOString(),
      });
    }
    if (limit !== null && usage.used >= limit) {
      const resetsAt = nextUtcMonthStart(now);
      const { message, plan: planNeeded } = boostAllowanceUsedMessage(limit, now);
      const retryAfter = Math.max(1, Math.ceil((resetsAt.getTime() - now.getTime()) / 1000));
      throw new AppError(
        429,
        'boost_allowance_used',
        message,
        { resetsAt: resetsAt.toISOString(), planNeeded, limit },
        { 'retry-after': String(retryAfter) },
      );
    }
    const endsAt = boostEnd(now);
    await insertBoost(tx, userId, now, endsAt);
    return toState({ used: usage.used + 1, active: { startedAt: now, endsAt } }, limit, now);
  });
}
