import {
  advancedCount,
  applicableFilters,
  cheapestPlanWith,
  culturalCount,
  tierName,
  type DiscoveryFilters,
  type FiltersState,
} from '@sankofa/contracts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../lib/errors.ts';
import { entitlementsOf, type MemberEntitlements } from '../payments/entitlements.queries.ts';
import { filtersFrom, selectSavedFilters, upsertFilters } from './filters.repo.ts';

// GET and PUT /api/discover/filters (decision 0015). The member is the session's user; the plan
// comes from entitlementsOf on the app clock, so the gate agrees with GET /api/payments/plan.

const allowedBy = (plan: MemberEntitlements) => ({ cultural: plan.culturalFilter, advanced: plan.advancedFilters });

function stateOf(filters: DiscoveryFilters, plan: MemberEntitlements): FiltersState {
  const allowed = allowedBy(plan);
  const applied = applicableFilters(filters, allowed);
  return { filters, allowed, activeCount: culturalCount(applied.cultural) + advancedCount(applied.advanced) };
}

const culturalNeedsPlan = () => {
  const plan = cheapestPlanWith((e) => e.culturalFilter)!;
  return new AppError(
    403,
    'plan_required',
    `The cultural match filter is part of ${tierName(plan)} and above. Upgrade to ${tierName(plan)} to filter by cultural match.`,
    { planNeeded: plan },
  );
};

const advancedNeedsPlan = () => {
  const plan = cheapestPlanWith((e) => e.advancedFilters)!;
  return new AppError(
    403,
    'plan_required',
    `Advanced filters are part of ${tierName(plan)}. Upgrade to ${tierName(plan)} to filter by age, height, education and more.`,
    { planNeeded: plan },
  );
};

export async function getDiscoveryFilters(
  deps: Pick<AppDeps, 'clock' | 'database'>,
  userId: string,
): Promise<FiltersState> {
  const db = deps.database.db;
  const [filters, plan] = await Promise.all([selectSavedFilters(db, userId), entitlementsOf(db, userId, deps.clock())]);
  return stateOf(filters, plan);
}

/**
 * Saves the groups sent; a group left out keeps what is saved. A non-empty group the plan lacks is
 * refused with 403 plan_required before anything is written (the higher plan first, since it covers
 * both); an empty group (clearing) is always accepted.
 */
export async function saveDiscoveryFilters(
  deps: Pick<AppDeps, 'clock' | 'database'>,
  userId: string,
  body: Partial<DiscoveryFilters>,
): Promise<FiltersState> {
  const db = deps.database.db;
  const plan = await entitlementsOf(db, userId, deps.clock());
  if (body.advanced && advancedCount(body.advanced) > 0 && !plan.advancedFilters) throw advancedNeedsPlan();
  if (body.cultural && culturalCount(body.cultural) > 0 && !plan.culturalFilter) throw culturalNeedsPlan();
  const saved = await upsertFilters(db, userId, body);
  return stateOf(filtersFrom(saved), plan);
}
