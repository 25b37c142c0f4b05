import type { AppDeps } from '../../deps.ts';
import { unauthorized } from '../../lib/errors.ts';
import { checkBioContactShare } from '../safety/contact-share.ts';
import { findUserById, updateProfileFields } from './auth.repo.ts';
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
  body: { location?: string; bio?: string; confirmContactShare?: boolean },
) {
  // The account's bio is the profile's bio: the same question as Edit Profile before it is saved.
  await checkBioContactShare(deps, userId, body.bio, async () => (await findUserById(deps.database.db, userId))?.bio, body.confirmContactShare === true);
  const fields = { ...(body.location !== undefined && { location: body.location }), ...(body.bio !== undefined && { bio: body.bio }) };
  await updateProfileFields(deps.database.db, userId, fields, deps.clock());
  return getUser(deps, userId);
}
