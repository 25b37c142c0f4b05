import { SEARCH_DEMO_LIMIT, SEARCH_REAL_LIMIT, type SearchResults } from '@sankofa/contracts';
import type { AppDeps } from '../../deps.ts';
import { searchDemoProfiles, searchRealProfiles } from './search.repo.ts';
import { demoCard, onlineSet, publicCard } from './public-card.ts';

/**
 * Real people by name, place, bio or occupation, then demo profiles by name or place; the text is a
 * bound parameter with LIKE's wildcards escaped. Search does not score or place anyone: no
 * matchPercent and no distance, so results cannot be used to probe where someone is.
 */
export async function searchProfiles(
  deps: Pick<AppDeps, 'clock' | 'database' | 'presence' | 'storage'>,
  viewerId: string,
  text: string,
): Promise<SearchResults> {
  const db = deps.database.db;
  const [real, demos] = await Promise.all([
    searchRealProfiles(db, viewerId, text, SEARCH_REAL_LIMIT),
    searchDemoProfiles(db, text, SEARCH_DEMO_LIMIT),
  ]);
  const online = await onlineSet(
    deps,
    real.map((r) => r.userId),
  );
  return {
    results: [
      ...real.map((r) => publicCard(deps, r, { distance: null, matchPercent: null, online: online.has(r.userId) })),
      ...demos.map((d) => demoCard(d, null)),
    ],
  };
}
