import { and, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import {
  AdvancedFilters,
  CulturalFilters,
  NO_ADVANCED_FILTERS,
  NO_CULTURAL_FILTERS,
  type DiscoveryFilters,
} from '@sankofa/contracts';
import type { Tx } from '../../db/client.ts';
import { discoveryFilters, profiles } from '../../db/schema.ts';
import { planIncludes } from '../payments/entitlements.queries.ts';
import { latestBirthDateForAge } from './filter-rules.ts';

// Saved Discover filters (decision 0015): reading and writing them, and the SQL half of applying
// them (the advanced filters narrow the deck's candidate statement).

/** A stored group read back through its contract; anything that no longer parses means "no filter". */
function group<T>(
  schema: { safeParse: (v: unknown) => { success: true; data: T } | { success: false } },
  raw: unknown,
  none: T,
): T {
  if (raw === null || raw === undefined) return none;
  const parsed = schema.safeParse(raw);
  return parsed.success ? parsed.data : none;
}

export function filtersFrom(raw: unknown): DiscoveryFilters {
  const r = (raw ?? {}) as { cultural?: unknown; advanced?: unknown };
  return {
    cultural: group(CulturalFilters, r.cultural, NO_CULTURAL_FILTERS),
    advanced: group(AdvancedFilters, r.advanced, NO_ADVANCED_FILTERS),
  };
}

export async function selectSavedFilters(db: Tx, userId: string): Promise<DiscoveryFilters> {
  const rows = await db
    .select({ cultural: discoveryFilters.cultural, advanced: discoveryFilters.advanced })
    .from(discoveryFilters)
    .where(eq(discoveryFilters.userId, userId));
  return filtersFrom(rows[0]);
}

/** Writes the groups given and keeps the others, in one statement; returns the whole saved row. */
export async function upsertFilters(db: Tx, userId: string, f: Partial<DiscoveryFilters>) {
  const rows = await db
    .insert(discoveryFilters)
    .values({ userId, cultural: f.cultural ?? NO_CULTURAL_FILTERS, advanced: f.advanced ?? NO_ADVANCED_FILTERS })
    .onConflictDoUpdate({
      target: discoveryFilters.userId,
      set: {
        ...(f.cultural ? { cultural: f.cultural } : {}),
        ...(f.advanced ? { advanced: f.advanced } : {}),
        updatedAt: sql`now()`,
      },
    })
    .returning({ cultural: discoveryFilters.cultural, advanced: discoveryFilters.advanced });
  return rows[0];
}

/**
 * For the deck's viewer read: the saved groups the viewer's plan includes at `now`, null for a
 * group it lacks (and null altogether without a saved row). The plan is asked in the same
 * statement through planIncludes, so a deck page spends no round trip on it.
 */
export const appliedFiltersColumn = (viewerId: SQL, now: Date) => sql<unknown>`(select json_build_object(
    'cultural', case when ${planIncludes(viewerId, now, 'culturalFilter')} then f.cultural end,
    'advanced', case when ${planIncludes(viewerId, now, 'advancedFilters')} then f.advanced end)
  from ${discoveryFilters} f where f.user_id = ${viewerId})`;

/**
 * The advanced filters as a condition on `profiles`, for the candidate statement's WHERE; undefined
 * when none is set. A person whose answer is unknown (no height, no education) does not pass a
 * filter on it. Age is judged on the birth date against the app clock's day, as ageOn does.
 */
export function advancedCondition(f: AdvancedFilters, now: Date): SQL | undefined {
  const parts: SQL[] = [];
  if (f.ageMin !== null) parts.push(sql`${profiles.birthDate} <= ${latestBirthDateForAge(f.ageMin, now)}::date`);
  if (f.ageMax !== null) parts.push(sql`${profiles.birthDate} > ${latestBirthDateForAge(f.ageMax + 1, now)}::date`);
  if (f.heightMinCm !== null) parts.push(gte(profiles.heightCm, f.heightMinCm));
  if (f.heightMaxCm !== null) parts.push(lte(profiles.heightCm, f.heightMaxCm));
  if (f.education.length > 0) parts.push(inArray(profiles.education, f.education));
  if (f.relationshipGoals.length > 0) parts.push(inArray(profiles.relationshipGoals, f.relationshipGoals));
  if (f.bodyTypes.length > 0) parts.push(inArray(profiles.bodyType, f.bodyTypes));
  if (f.verifiedOnly) parts.push(eq(profiles.verified, true));
  if (f.hasKids !== 'any') parts.push(eq(profiles.hasKids, f.hasKids === 'yes'));
  if (f.wantsKids !== 'any') parts.push(eq(profiles.wantsKids, f.wantsKids === 'yes'));
  if (f.openToKids) parts.push(eq(profiles.openToKids, true));
  return parts.length > 0 ? and(...parts) : undefined;
}
