import { BoostState, DeckPage, FiltersState, LikesYouPage, ProfileDetail, type SaveFiltersBody, SearchResults, type SwipeKind, SwipeResult, UndoResult } from '@sankofa/contracts';
import { sessionManager } from '@/lib/session-manager.ts';

const s = sessionManager;

export const discoverKeys = {
  all: ['discover'] as const,
  deck: (generation: number) => ['discover', 'deck', generation] as const,
  profile: (id: string) => ['discover', 'profile', id] as const,
  search: (q: string) => ['discover', 'search', q] as const,
  likesYou: ['discover', 'likes-you'] as const,
  boost: ['discover', 'boost'] as const,
  filters: ['discover', 'filters'] as const,
};

export function getDeckPage({ cursor, restart }: { cursor?: string | null; restart?: boolean } = {}): Promise<DeckPage> {
  const params = new URLSearchParams();
  if (cursor) params.set('cursor', cursor);
  if (restart) params.set('restart', 'true');
  const qs = params.toString();
  return s.request(DeckPage, `/api/discover/deck${qs ? `?${qs}` : ''}`);
}

export const swipe = (targetId: string, kind: SwipeKind) =>
  s.request(SwipeResult, '/api/discover/swipes', { method: 'POST', body: { targetId, kind } });

export const undoLastSwipe = () => s.request(UndoResult, '/api/discover/undo', { method: 'POST' });

export const getProfileDetail = (id: string) => s.request(ProfileDetail, `/api/profiles/${encodeURIComponent(id)}`);

export const searchProfiles = (q: string, signal?: AbortSignal) =>
  s.request(SearchResults, `/api/search?q=${encodeURIComponent(q)}`, { signal });

/** Silver and above; a Free member gets 403 plan_required and sees the teaser instead. */
export const getLikesYou = () => s.request(LikesYouPage, '/api/discover/likes-you');

/** The member's running boost and this month's allowance (decision 0014). */
export const getBoost = () => s.request(BoostState, '/api/discover/boost');

/** Starts a 30-minute boost; refused with 403, 409 or 429 and a sentence to show. */
export const startBoost = () => s.request(BoostState, '/api/discover/boost', { method: 'POST' });

/** The member's saved Discover filters and which groups their plan includes (decision 0015). */
export const getDiscoveryFilters = () => s.request(FiltersState, '/api/discover/filters');

/** Saves the groups sent; a locked group is left out so what was saved stays for a return to the plan. */
export const saveDiscoveryFilters = (body: SaveFiltersBody) =>
  s.request(FiltersState, '/api/discover/filters', { method: 'PUT', body });
