import type { SaveFiltersBody, SwipeKind } from '@sankofa/contracts';
import { discoverEndpoints as api } from '@sankofa/contracts/endpoints/discover';
import { call } from '@/lib/call.ts';

export const discoverKeys = {
  all: ['discover'] as const,
  deck: (generation: number) => ['discover', 'deck', generation] as const,
  profile: (id: string) => ['discover', 'profile', id] as const,
  search: (q: string) => ['discover', 'search', q] as const,
  likesYou: ['discover', 'likes-you'] as const,
  boost: ['discover', 'boost'] as const,
  filters: ['discover', 'filters'] as const,
};

export const getDeckPage = ({ cursor, restart }: { cursor?: string | null; restart?: boolean } = {}) =>
  call(api.deck, { query: { cursor: cursor || undefined, restart: restart ? 'true' : undefined } });

export const swipe = (targetId: string, kind: SwipeKind) => call(api.swipe, { body: { targetId, kind } });

export const undoLastSwipe = () => call(api.undo);

export const getProfileDetail = (id: string) => call(api.profile, { params: { id } });

export const searchProfiles = (q: string, signal?: AbortSignal) => call(api.search, { query: { q }, signal });

/** Silver and above; a Free member gets 403 plan_required and sees the teaser instead. */
export const getLikesYou = () => call(api.likesYou);

/** The member's running boost and this month's allowance (decision 0014). */
export const getBoost = () => call(api.boost);

/** Starts a 30-minute boost; refused with 403, 409 or 429 and a sentence to show. */
export const startBoost = () => call(api.startBoost);

/** The member's saved Discover filters and which groups their plan includes (decision 0015). */
export const getDiscoveryFilters = () => call(api.filters);

/** Saves the groups sent; a locked group is left out so what was saved stays for a return to the plan. */
export const saveDiscoveryFilters = (body: SaveFiltersBody) => call(api.saveFilters, { body });
