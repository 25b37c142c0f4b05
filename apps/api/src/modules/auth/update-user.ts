import type { AppDeps } from '../../deps.ts';
import { unauthorized } from '../../lib/errors.ts';
import { findUserById, updateProfileFields } from './auth.repo.ts';
import { userView } from './user-view.ts';

export async function getUser(deps: Pick<AppDeps, 'database'>, userId: string) {
  const row = await findUserById(deps.database.db, userId);
  if (!row) throw unauthorized('No user logged in', 'user_not_found');
  return userView(row);
}

/** Only the allow-listed fields reach this point (the contract is strict). */
export async function updateUser(deps: Pick<AppDeps, 'clock' | 'database'>, userId: string, fields: { location?: string; bio?: string }) {
  await updateProfileFields(deps.database.db, userId, fields, deps.clock());
  return getUser(deps, userId);
}
