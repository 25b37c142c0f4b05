import type { FastifyPluginAsync } from 'fastify';
import {
  BoostState,
  DeckPage,
  DeckQuery,
  FiltersState,
  LikesYouPage,
  LikesYouQuery,
  ProfileDetail,
  ProfileIdParams,
  SaveFiltersBody,
  SearchQuery,
  SearchResults,
  SwipeBody,
  SwipeResult,
  UndoResult,
} from '@sankofa/contracts';
import type { AppDeps } from '../../deps.ts';
import { authenticated } from '../auth/authenticated.ts';
import { boostState, startBoost } from './boost.ts';
import { deckPage } from './deck-page.ts';
import { getDiscoveryFilters, saveDiscoveryFilters } from './discovery-filters.ts';
import { limitDiscoverReads, limitSwipes } from './discover-limits.ts';
import { likesYou } from './likes-you.ts';
import { profileDetail } from './profile-detail.ts';
import { searchProfiles } from './search-profiles.ts';
import { swipe } from './swipe.ts';
import { undoLastSwipe } from './undo-swipe.ts';

export const discoverRoutes = (deps: AppDeps): FastifyPluginAsync =>
  authenticated(deps, async (app, { me }) => {
    app.get('/discover/deck', { schema: { querystring: DeckQuery, response: { 200: DeckPage } } }, async (req) => {
      const userId = me(req);
      await limitDiscoverReads(deps, userId);
      return deckPage(deps, userId, req.query);
    });

    // The member's own Discover filters (decision 0015); no id in the route, the session decides.
    app.get('/discover/filters', { schema: { response: { 200: FiltersState } } }, async (req) => {
      const userId = me(req);
      await limitDiscoverReads(deps, userId);
      return getDiscoveryFilters(deps, userId);
    });

    app.put(
      '/discover/filters',
      { schema: { body: SaveFiltersBody, response: { 200: FiltersState } } },
      async (req) => {
        const userId = me(req);
        await limitDiscoverReads(deps, userId);
        return saveDiscoveryFilters(deps, userId, req.body);
      },
    );

    app.post('/discover/swipes', { schema: { body: SwipeBody, response: { 200: SwipeResult } } }, async (req) => {
      const userId = me(req);
      await limitSwipes(deps, userId);
      return swipe(deps, userId, req.body.targetId, req.body.kind);
    });

    app.post('/discover/undo', { schema: { response: { 200: UndoResult } } }, async (req) => {
      const userId = me(req);
      await limitSwipes(deps, userId);
      return undoLastSwipe(deps, userId);
    });

    app.get('/discover/boost', { schema: { response: { 200: BoostState } } }, async (req) => {
      const userId = me(req);
      await limitDiscoverReads(deps, userId);
      return boostState(deps, userId);
    });

    // The only way to a boost: the plan decides how many (decision 0014); nothing else grants one.
    app.post('/discover/boost', { schema: { response: { 200: BoostState } } }, async (req) => {
      const userId = me(req);
      await limitSwipes(deps, userId);
      return startBoost(deps, userId);
    });

    app.get(
      '/discover/likes-you',
      { schema: { querystring: LikesYouQuery, response: { 200: LikesYouPage } } },
      async (req) => {
        const userId = me(req);
        await limitDiscoverReads(deps, userId);
        return likesYou(deps, userId, req.query.cursor);
      },
    );

    app.get('/profiles/:id', { schema: { params: ProfileIdParams, response: { 200: ProfileDetail } } }, async (req) => {
      const userId = me(req);
      await limitDiscoverReads(deps, userId);
      return profileDetail(deps, userId, req.params.id);
    });

    app.get('/search', { schema: { querystring: SearchQuery, response: { 200: SearchResults } } }, async (req) => {
      const userId = me(req);
      await limitDiscoverReads(deps, userId);
      return searchProfiles(deps, userId, req.query.q);
    });
  });
