import type { FastifyPluginAsync } from 'fastify';
import {
  CityList,
  CitySearchQuery,
  CompleteOnboardingBody,
  OwnProfile,
  ProfileSettings,
  UpdateProfileBody,
  UpdateSettingsBody,
} from '@sankofa/contracts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../lib/errors.ts';
import { authenticated } from '../auth/authenticated.ts';
import { searchCities } from './cities.ts';
import { completeOnboarding } from './complete-onboarding.ts';
import { ownProfileView } from './own-profile-view.ts';
import { selectOwnProfile } from './profile.repo.ts';
import { updateOwnProfile, updateOwnSettings } from './update-profile.ts';

export const profileRoutes = (deps: AppDeps): FastifyPluginAsync =>
  authenticated(deps, async (app, { me }) => {
    const loadOwn = async (userId: string) => {
      const row = await selectOwnProfile(deps.database.db, userId);
      if (!row) throw new AppError(404, 'profile_not_found', 'Your profile could not be found. Please sign in again.');
      return ownProfileView(deps, row);
    };

    app.get('/profile/me', { schema: { response: { 200: OwnProfile } } }, async (req) => {
      const userId = me(req);
      return loadOwn(userId);
    });

    app.patch('/profile/me', { schema: { body: UpdateProfileBody, response: { 200: OwnProfile } } }, async (req) => {
      const userId = me(req);
      await updateOwnProfile(deps, userId, req.body);
      return loadOwn(userId);
    });

    app.patch(
      '/profile/me/settings',
      { schema: { body: UpdateSettingsBody, response: { 200: ProfileSettings } } },
      async (req) => {
        const userId = me(req);
        await updateOwnSettings(deps, userId, req.body);
        return (await loadOwn(userId)).settings;
      },
    );

    app.post(
      '/onboarding/complete',
      { schema: { body: CompleteOnboardingBody, response: { 200: OwnProfile } } },
      async (req) => {
        const userId = me(req);
        await completeOnboarding(deps, userId, req.body);
        return loadOwn(userId);
      },
    );

    app.get('/cities', { schema: { querystring: CitySearchQuery, response: { 200: CityList } } }, async (req) => {
      const cities = searchCities(req.query.q).map(({ id, name, country, label }) => ({ id, name, country, label }));
      return { cities };
    });
  });
