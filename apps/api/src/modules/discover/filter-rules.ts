import type { CulturalFilters, DiscoveryFilters } from '@sankofa/contracts';
import { advancedCount, culturalCount } from '@sankofa/contracts';

// The parts of the Discover filters (decision 0015) that run in TypeScript: the cultural filter
// reads the score, which is computed here, and interests are compared with the same case folding
// as the score (lower() in SQL folds only ASCII on PGlite, see decision 0007).

export const hasCulturalFilter = (f: DiscoveryFilters) => culturalCount(f.cultural) > 0;
export const hasAnyFilter = (f: DiscoveryFilters) => culturalCount(f.cultural) + advancedCount(f.advanced) > 0;

const fold = (s: string) => s.trim().toLowerCase();

/** Whether a scored candidate passes the cultural filter: the match minimum and, if any, a shared listed interest. */
export function passesCultural(f: CulturalFilters, score: number, interests: readonly string[]): boolean {
  if (f.minMatch !== null && score < f.minMatch) return false;
  if (f.interests.length === 0) return true;
  const wanted = new Set(f.interests.map(fold));
  return interests.some((i) => wanted.has(fold(i)));
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/**
 * The latest birth date (YYYY-MM-DD) of anyone who is at least `age` on `now`'s UTC day, by the same
 * rule as ageOn: a birthday counts from its own calendar day. Someone born on 29 February turns a
 * year older on 1 March in other years, so on 29 February of a leap year the bound in a common year
 * is 28 February (no date lies between it and 1 March).
 */
export function latestBirthDateForAge(age: number, now: Date): string {
  const year = now.getUTCFullYear() - age;
  const month = now.getUTCMonth() + 1;
  const day = Math.min(now.getUTCDate(), daysIn(year, month));
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}
