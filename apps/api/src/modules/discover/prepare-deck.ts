import { createHash } from 'node:crypto';
import type { AppDeps } from '../../deps.ts';
import { compatibilityScore } from './compatibility.ts';
import { replaceDeck, selectCandidates, type ViewerRow } from './deck.repo.ts';
import { distanceBucket, pointOf } from './distance.ts';
import { hasAnyFilter, hasCulturalFilter, passesCultural } from './filter-rules.ts';
import { advancedCondition, filtersFrom } from './filters.repo.ts';
import { bucketToIndex } from './public-card.ts';
import { DECK_STALE_MS } from './deck-limits.ts';

/** Most people one pass of the deck holds; more than anyone swipes through in a sitting. */
export const DECK_BUILD_MAX = 1000;
/**
 * With a cultural filter, which is judged only after scoring, a build reads this many people within
 * reach (newest first) to keep up to DECK_BUILD_MAX who pass it (decision 0015).
 */
const DECK_FILTERED_READ_MAX = 5000;

/** The Discover filters that apply to this viewer's deck: the saved groups their plan includes now. */
export const appliedFilters = (v: ViewerRow) => filtersFrom(v.filters);

/** Digest of the viewer's answers that filtering and scoring read: when it changes, so does the deck. */
export function viewerKey(v: ViewerRow): string {
  const answers: unknown[] = [
    v.gender,
    v.interestedIn,
    v.distanceMiles,
    v.latSnapped,
    v.lngSnapped,
    v.interests,
    v.languages,
    v.personality,
    v.relationshipGoals,
  ];
  // The filters that apply, not the saved ones: when a plan ends, its group stops applying and the
  // digest changes with it. Without filters the digest is what it was before filters existed.
  const filters = appliedFilters(v);
  if (hasAnyFilter(filters)) answers.push(filters);
  return createHash('sha256').update(JSON.stringify(answers)).digest('base64url');
}

/**
 * A first page (no cursor) starts a new pass when asked to, when there is no deck yet, when it is
 * older than DECK_STALE_MS, when the viewer's answers changed, when they swiped since it was
 * built (so 'n of total' counts only what is left), or when someone in it started a boost since. A later page keeps the pass it is reading,
 * unless it is gone (undo forgets it), because rebuilding under a cursor would reorder the rest.
 */
export function deckNeedsBuilding(v: ViewerRow, opts: { hasCursor: boolean; restart: boolean; now: Date }): boolean {
  if (!v.builtAt) return true;
  if (opts.hasCursor) return false;
  if (opts.restart) return true;
  if (opts.now.getTime() - v.builtAt.getTime() > DECK_STALE_MS) return true;
  if (v.viewerKey !== viewerKey(v)) return true;
  if (v.boostedSinceBuild) return true;
  return v.lastSwipeAt !== null && v.lastSwipeAt >= v.builtAt;
}

/**
 * Filters in SQL, scores here (one formula, unit-tested), stores the ranked list for keyset pages.
 * The advanced filters join the SQL filter; the cultural filter reads the score, so it runs here.
 */
export async function prepareDeck(deps: Pick<AppDeps, 'clock' | 'database'>, viewer: ViewerRow): Promise<void> {
  const db = deps.database.db;
  const now = deps.clock();
  const filters = appliedFilters(viewer);
  const cultural = hasCulturalFilter(filters);
  const narrow = advancedCondition(filters.advanced, now);
  const candidates = await selectCandidates(
    db,
    viewer,
    cultural ? DECK_FILTERED_READ_MAX : DECK_BUILD_MAX,
    now,
    narrow,
  );
  const here = pointOf(viewer.latSnapped, viewer.lngSnapped);
  const rows = [];
  for (const c of candidates) {
    const bucket = distanceBucket(here, pointOf(c.latSnapped, c.lngSnapped));
    const score = compatibilityScore(viewer, c, bucket);
    if (cultural && !passesCultural(filters.cultural, score, c.interests)) continue;
    rows.push({ candidateId: c.userId, score, priority: c.priority, distanceBucket: bucketToIndex(bucket) });
    if (rows.length === DECK_BUILD_MAX) break;
  }
  await replaceDeck(db, viewer.userId, rows, viewerKey(viewer));
}
