import { i18n } from '@/lib/i18n/i18n.ts';
import {
  AdvancedFilters,
  advancedCount,
  CulturalFilters,
  culturalCount,
  type DiscoveryFilters,
  type FiltersState,
  type SaveFiltersBody,
} from '@sankofa/contracts';

// The Filters dialog's editable copy of the saved filters. Number fields stay text while typed (an
// emptied box means "no limit"); the contracts' own schemas check the draft before it is sent, so
// the browser and the server give the same messages.

type NumberKey = 'ageMin' | 'ageMax' | 'heightMinCm' | 'heightMaxCm';
export type AdvancedDraft = Omit<AdvancedFilters, NumberKey> & Record<NumberKey, string>;
export interface FilterDraft {
  cultural: CulturalFilters;
  advanced: AdvancedDraft;
}

/** Field messages keyed 'group.field', as the server names them in details.fields. */
export type FieldErrors = Record<string, string>;

const NUMBER_KEYS: NumberKey[] = ['ageMin', 'ageMax', 'heightMinCm', 'heightMaxCm'];

export function draftFrom(filters: DiscoveryFilters): FilterDraft {
  const a = filters.advanced;
  return {
    cultural: { ...filters.cultural, interests: [...filters.cultural.interests] },
    advanced: {
      ...a,
      ageMin: a.ageMin?.toString() ?? '',
      ageMax: a.ageMax?.toString() ?? '',
      heightMinCm: a.heightMinCm?.toString() ?? '',
      heightMaxCm: a.heightMaxCm?.toString() ?? '',
    },
  };
}

/** '' is no limit; anything else is handed to the schema as a number (or as typed, for its message). */
const numberOf = (text: string): number | string | null => {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const n = Number(trimmed);
  return Number.isFinite(n) ? n : trimmed;
};

function advancedInput(d: AdvancedDraft): Record<string, unknown> {
  const out: Record<string, unknown> = { ...d };
  for (const k of NUMBER_KEYS) out[k] = numberOf(d[k]);
  return out;
}

const BOUNDED = ['ageMin', 'ageMax', 'heightMinCm', 'heightMaxCm'] as const;
type Bounded = (typeof BOUNDED)[number];
const isBounded = (field: string): field is Bounded => (BOUNDED as readonly string[]).includes(field);
type CheckKey =
  `${Bounded}.${'whole' | 'atLeast' | 'atMost'}` | 'ageOrder' | 'heightOrder' | 'interestsOnce' | 'interestsMax';

interface FilterIssue {
  path: PropertyKey[];
  code?: string;
  message: string;
  minimum?: unknown;
  maximum?: unknown;
}

/** The contract's check, said in the language shown; an issue the form cannot produce keeps the contract's words. */
function issueText(group: 'cultural' | 'advanced', field: string, i: FilterIssue): string {
  const t = (key: CheckKey, values?: Record<string, number>) =>
    i18n.t(`discoverDialogs:filterCheck.${key}`, values ?? {});
  if (group === 'advanced' && isBounded(field)) {
    if (i.code === 'custom') return t(field === 'ageMin' ? 'ageOrder' : 'heightOrder');
    if (i.code === 'too_small') return t(`${field}.atLeast`, { min: Number(i.minimum) });
    if (i.code === 'too_big') return t(`${field}.atMost`, { max: Number(i.maximum) });
    if (i.code === 'invalid_type') return t(`${field}.whole`);
  }
  if (group === 'cultural' && field === 'interests') {
    if (i.code === 'custom') return t('interestsOnce');
    if (i.code === 'too_big') return t('interestsMax', { max: Number(i.maximum) });
  }
  return i.message;
}

function issuesOf(group: 'cultural' | 'advanced', issues: ReadonlyArray<FilterIssue>): FieldErrors {
  const errors: FieldErrors = {};
  for (const i of issues) {
    const field = String(i.path[0] ?? '');
    errors[`${group}.${field}`] ??= issueText(group, field, i);
  }
  return errors;
}

/**
 * The request for the groups the plan includes, or the messages that stop it. A locked group is
 * left out, so a filter saved under an earlier plan stays saved (and paused) on the server.
 */
export function requestFrom(
  draft: FilterDraft,
  allowed: FiltersState['allowed'],
): { body: SaveFiltersBody; errors: null } | { body: null; errors: FieldErrors } {
  const body: SaveFiltersBody = {};
  let errors: FieldErrors = {};
  if (allowed.cultural) {
    const parsed = CulturalFilters.safeParse(draft.cultural);
    if (parsed.success) body.cultural = parsed.data;
    else errors = { ...errors, ...issuesOf('cultural', parsed.error.issues) };
  }
  if (allowed.advanced) {
    const parsed = AdvancedFilters.safeParse(advancedInput(draft.advanced));
    if (parsed.success) body.advanced = parsed.data;
    else errors = { ...errors, ...issuesOf('advanced', parsed.error.issues) };
  }
  return Object.keys(errors).length > 0 ? { body: null, errors } : { body, errors: null };
}

/** The server's field messages ('advanced.ageMin' …) from a 400 answer's details. */
export function serverFieldErrors(details: unknown): FieldErrors {
  const fields = (details as { fields?: Array<{ field?: unknown; message?: unknown }> } | undefined)?.fields;
  const errors: FieldErrors = {};
  for (const f of Array.isArray(fields) ? fields : []) {
    if (typeof f.field === 'string' && typeof f.message === 'string') errors[f.field] ??= f.message;
  }
  return errors;
}

/** Adds or removes one choice of a multiple-choice filter, keeping the others' order. */
export const toggled = <T>(list: readonly T[], value: T): T[] =>
  list.includes(value) ? list.filter((v) => v !== value) : [...list, value];

/** How many filters the draft sets in the groups the plan includes (for the Save button's text). */
export function draftCount(draft: FilterDraft, allowed: FiltersState['allowed']): number {
  const a = draft.advanced;
  const advanced = advancedCount({
    ...a,
    ageMin: a.ageMin.trim() ? 0 : null,
    ageMax: a.ageMax.trim() ? 0 : null,
    heightMinCm: a.heightMinCm.trim() ? 0 : null,
    heightMaxCm: a.heightMaxCm.trim() ? 0 : null,
  });
  return (allowed.cultural ? culturalCount(draft.cultural) : 0) + (allowed.advanced ? advanced : 0);
}
