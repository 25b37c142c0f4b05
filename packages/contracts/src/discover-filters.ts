import { z } from 'zod';
import { BodyType, Education, Interest, INTERESTS_MAX, LookingFor, MAX_AGE, MIN_AGE } from './profile.ts';
import { MATCH_MINIMUMS, HEIGHT_MIN_CM, HEIGHT_MAX_CM, KIDS_CHOICES } from './constants/discover-filters.ts';
export * from './constants/discover-filters.ts';
export const KidsChoice = z.enum(KIDS_CHOICES, { error: 'Please choose any, yes or no' });
export type KidsChoice = z.infer<typeof KidsChoice>;

const noRepeats = <T extends z.ZodType<string>>(item: T, label: string, max: number) =>
  z
    .array(item)
    .max(max, { error: `Choose at most ${max} ${label}` })
    .refine((list) => new Set(list.map((s) => s.toLowerCase())).size === list.length, {
      error: `Each of the ${label} can be chosen only once`,
    });

const bound = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} must be a whole number` })
    .int({ error: `${label} must be a whole number` })
    .min(min, { error: `${label} must be at least ${min}` })
    .max(max, { error: `${label} can be at most ${max}` })
    .nullable()
    .default(null);

export const CulturalFilters = z.strictObject({
  /** Only people whose cultural match with me is at least this many percent. */
  minMatch: z
    .union(
      MATCH_MINIMUMS.map((n) => z.literal(n)),
      { error: `Minimum match must be any, ${MATCH_MINIMUMS.join(', ')}` },
    )
    .nullable()
    .default(null),
  /** Only people who list at least one of these interests (compared case-insensitively). */
  interests: noRepeats(Interest, 'interests', INTERESTS_MAX).default([]),
});
export type CulturalFilters = z.infer<typeof CulturalFilters>;

export const AdvancedFilters = z
  .strictObject({
    ageMin: bound('Minimum age', MIN_AGE, MAX_AGE),
    ageMax: bound('Maximum age', MIN_AGE, MAX_AGE),
    heightMinCm: bound('Minimum height', HEIGHT_MIN_CM, HEIGHT_MAX_CM),
    heightMaxCm: bound('Maximum height', HEIGHT_MIN_CM, HEIGHT_MAX_CM),
    education: noRepeats(Education, 'education levels', 8).default([]),
    relationshipGoals: noRepeats(LookingFor, 'relationship goals', 5).default([]),
    bodyTypes: noRepeats(BodyType, 'body types', 6).default([]),
    verifiedOnly: z.boolean({ error: 'Verified only must be on or off' }).default(false),
    hasKids: KidsChoice.default('any'),
    wantsKids: KidsChoice.default('any'),
    /** Only people open to dating someone who has kids. */
    openToKids: z.boolean({ error: 'Open to kids must be on or off' }).default(false),
  })
  .refine((f) => f.ageMin === null || f.ageMax === null || f.ageMin <= f.ageMax, {
    error: "Minimum age can't be above maximum age",
    path: ['ageMin'],
  })
  .refine((f) => f.heightMinCm === null || f.heightMaxCm === null || f.heightMinCm <= f.heightMaxCm, {
    error: "Minimum height can't be above maximum height",
    path: ['heightMinCm'],
  });
export type AdvancedFilters = z.infer<typeof AdvancedFilters>;

export const DiscoveryFilters = z.strictObject({ cultural: CulturalFilters, advanced: AdvancedFilters });
export type DiscoveryFilters = z.infer<typeof DiscoveryFilters>;

export const NO_CULTURAL_FILTERS: CulturalFilters = CulturalFilters.parse({});
export const NO_ADVANCED_FILTERS: AdvancedFilters = AdvancedFilters.parse({});
export const NO_FILTERS: DiscoveryFilters = { cultural: NO_CULTURAL_FILTERS, advanced: NO_ADVANCED_FILTERS };

/**
 * PUT /api/discover/filters. A group left out keeps what is saved (a paused group stays paused);
 * a group sent empty clears it, which every plan may do.
 */
export const SaveFiltersBody = z.strictObject({
  cultural: CulturalFilters.optional(),
  advanced: AdvancedFilters.optional(),
});
export type SaveFiltersBody = z.input<typeof SaveFiltersBody>;

export const FilterGroup = z.enum(['cultural', 'advanced']);
export type FilterGroup = z.infer<typeof FilterGroup>;

export const FiltersState = z.object({
  filters: DiscoveryFilters,
  /** Which groups the member's plan includes now; a saved group the plan lacks does not apply. */
  allowed: z.object({ cultural: z.boolean(), advanced: z.boolean() }),
  /** How many filters apply to the deck now (only allowed groups count). */
  activeCount: z.number().int(),
});
export type FiltersState = z.infer<typeof FiltersState>;

/** How many separate filters a group sets (for the badge and to know whether a group is empty). */
export function culturalCount(f: CulturalFilters): number {
  return (f.minMatch !== null ? 1 : 0) + (f.interests.length > 0 ? 1 : 0);
}

export function advancedCount(f: AdvancedFilters): number {
  return [
    f.ageMin !== null || f.ageMax !== null,
    f.heightMinCm !== null || f.heightMaxCm !== null,
    f.education.length > 0,
    f.relationshipGoals.length > 0,
    f.bodyTypes.length > 0,
    f.verifiedOnly,
    f.hasKids !== 'any',
    f.wantsKids !== 'any',
    f.openToKids,
  ].filter(Boolean).length;
}

/** The filters that apply under a plan: a group the plan lacks counts as empty. */
export function applicableFilters(
  f: DiscoveryFilters,
  allowed: { cultural: boolean; advanced: boolean },
): DiscoveryFilters {
  return {
    cultural: allowed.cultural ? f.cultural : NO_CULTURAL_FILTERS,
    advanced: allowed.advanced ? f.advanced : NO_ADVANCED_FILTERS,
  };
}
