import type { DistanceUnit, Locale } from '@sankofa/contracts';
import type { AppDeps } from '../../deps.ts';
import { unauthorized } from '../../lib/errors.ts';
import { checkBioContactShare } from '../safety/contact-share.ts';
import { findUserById, setDistanceUnit, setUserLocale, updateProfileFields } from './auth.repo.ts';
import { userView } from './user-view.ts';

export async function getUser(deps: Pick<AppDeps, 'database'>, userId: string) {
  const row = await findUserById(deps.database.db, userId);
  if (!row) throw unauthorized('No user logged in', 'user_not_found');
  return userView(row);
}

/** Only the allow-listed fields reach this point (the contract is strict). */
export async function updateUser(
  deps: Pick<AppDeps, 'clock' | 'database' | 'env'>,
  userId: string,
  {
    locale,
    distanceUnit,
    confirmContactShare,
    ...profileFields
  }: { location?: string; bio?: string; locale?: Locale; distanceUnit?: DistanceUnit; confirmContactShare?: boolean },
) {
  // The account's bio is the profile's bio: the same question as Edit Profile before it is saved.
  await checkBioContactShare(
    deps,
    userId,
    profileFields.bio,
    async () => (await findUserById(deps.database.db, userId))?.bio,
    confirmContactShare === true,
  );
  const now = deps.clock();
  // The language belongs to the account (it outlives the profile's fields); the rest to the profile.
  if (locale) await setUserLocale(deps.database.db, userId, locale, now);
  if (distanceUnit) await setDistanceUnit(deps.database.db, userId, distanceUnit, now);
  if (Object.keys(profileFields).length > 0) await updateProfileFields(deps.database.db, userId, profileFields, now);
  return getUser(deps, userId);
}
