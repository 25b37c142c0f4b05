import { createHash } from 'node:crypto';
import type { AppDeps } from '../../deps.ts';
import { compatibilityScore } from './compatibility.ts';
import { replaceDeck, selectCandidates, type ViewerRow } from './deck.repo.ts';
import { distanceBucket, pointOf } from './distance.ts';
import { bucketToIndex } from './public-card.ts';

/** Other people's changes (new sign-ups, edited answers) reach a deck within this long. */
export const DECK_STALE_MS = 10 * 60_000;
/** Most people one pass of the deck holds; more than anyone swipes through in a sitting. */
export const DECK_BUILD_MAX = 1000;

/** Digest of the viewer's answers that filtering and scoring read: when it changes, so does the deck. */
export function viewerKey(v: ViewerRow): string {
  const answers = [
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

/** Filters in SQL, scores here (one formula, unit-tested), stores the ranked list for keyset pages. */
export async function prepareDeck(deps: AppDeps, viewer: ViewerRow): Promise<void> {
  const db = deps.database.db;
  const candidates = await selectCandidates(db, viewer, DECK_BUILD_MAX, deps.clock());
  const here = pointOf(viewer.latSnapped, viewer.lngSnapped);
  const rows = candidates.map((c) => {
    const bucket = distanceBucket(here, pointOf(c.latSnapped, c.lngSnapped));
    return {
      candidateId: c.userId,
      score: compatibilityScore(viewer, c, bucket),
      priority: c.priority,
      distanceBucket: bucketToIndex(bucket),
    };
  });
  await replaceDeck(db, viewer.userId, rows, viewerKey(viewer));
}
