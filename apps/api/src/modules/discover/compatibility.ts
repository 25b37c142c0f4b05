import type { DistanceBucket } from '@sankofa/contracts';

/** What the score reads of each person; everything else about them plays no part. */
export interface ScoreInputs {
  interests: readonly string[];
  languages: readonly string[];
  personality: string | null;
  relationshipGoals: string | null;
}

/** Points per part; they add up to 100. Interests weigh most because the product is about shared culture. */
export const WEIGHTS = { interests: 35, languages: 20, personality: 15, goals: 15, distance: 15 } as const;

const normalise = (list: readonly string[]) => new Set(list.map((s) => s.trim().toLowerCase()).filter(Boolean));

/**
 * Shared items over the shorter list (overlap coefficient): someone with three interests who shares
 * all three with a person listing twenty is a full match on that part, not a 15% one.
 */
export function overlap(a: readonly string[], b: readonly string[]): number {
  const sa = normalise(a);
  const sb = normalise(b);
  const smaller = Math.min(sa.size, sb.size);
  if (smaller === 0) return 0;
  let shared = 0;
  for (const x of sa) if (sb.has(x)) shared++;
  return shared / smaller;
}

/**
 * 0–1. Same way of taking in the world (N/S) counts most, opposite energy (E/I) complements, and
 * shared deciding (T/F) and planning (J/P) styles help; an identical type therefore scores high but
 * not highest.
 */
export function personalityFit(a: string | null, b: string | null): number {
  if (!a || !b || a.length !== 4 || b.length !== 4) return 0;
  let points = 0;
  points += a[1] === b[1] ? 6 : 0;
  points += a[0] !== b[0] ? 4 : 2;
  points += a[2] === b[2] ? 3 : 0;
  points += a[3] === b[3] ? 2 : 0;
  return points / 15;
}

const LEANS_LONG = new Set(['long-term', 'open-to-long']);
const LEANS_SHORT = new Set(['short-term', 'open-to-short']);

/** 0–1: equal goals fully, goals leaning the same way mostly, 'not sure' a little. */
export function goalsFit(a: string | null, b: string | null): number {
  if (!a || !b) return 0;
  if (a === b) return 1;
  if ((LEANS_LONG.has(a) && LEANS_LONG.has(b)) || (LEANS_SHORT.has(a) && LEANS_SHORT.has(b))) return 0.5;
  if (a === 'not-sure' || b === 'not-sure') return 0.3;
  return 0;
}

/**
 * 0–1 from the bucket, never from miles: the score is shown on the card, so a finer figure here
 * would give away what the bucket hides. Unknown distance is neither a bonus nor a penalty.
 */
function distanceFit(bucket: DistanceBucket | null): number {
  switch (bucket) {
    case null:
      return 0.5;
    case 'nearby':
      return 1;
    case 'within_10':
      return 0.85;
    case 'within_25':
      return 0.65;
    case 'within_50':
      return 0.45;
    case 'within_100':
      return 0.25;
    case 'far':
      return 0;
  }
}

/** Cultural compatibility, 0–100, the same whichever of the two asks. */
export function compatibilityScore(a: ScoreInputs, b: ScoreInputs, bucket: DistanceBucket | null): number {
  const total =
    WEIGHTS.interests * overlap(a.interests, b.interests) +
    WEIGHTS.languages * overlap(a.languages, b.languages) +
    WEIGHTS.personality * personalityFit(a.personality, b.personality) +
    WEIGHTS.goals * goalsFit(a.relationshipGoals, b.relationshipGoals) +
    WEIGHTS.distance * distanceFit(bucket);
  return Math.max(0, Math.min(100, Math.round(total)));
}
