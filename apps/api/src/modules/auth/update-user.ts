import type { AppDeps } from '../../deps.ts';
import { AppError, unauthorized } from '../../lib/errors.ts';
import { findUserById, updateProfileFields } from './auth.repo.ts';
import { userView } from './user-view.ts';

const FIELD_LABEL: Record<string, string> = { location: 'Location', bio: 'Bio' };

/**
 * PostgreSQL text cannot hold U+0000 (the write fails), and JSON lets a client send it as "\u0000":
 * refuse it as bad input, in the validation error shape, before anything is written.
 */
export function assertStorableText(fields: Record<string, string | undefined>): void {
  const bad = Object.keys(fields).filter((k) => fields[k]?.includes('\u0000'));
  if (!bad.length) return;
  const errors = bad.map((field) => ({
    field,
    message: `${FIELD_LABEL[field] ?? field} contains an invisible control character (U+0000). Please remove it and try again.`,
  }));
  throw new AppError(400, 'validation_failed', errors[0]!.message, { fields: errors });
}

export async function getUser(deps: AppDeps, userId: string) {
  const row = await findUserById(deps.database.db, userId);
  if (!row) throw unauthorized('No user logged in', 'user_not_found');
  return userView(row);
}

/** Only the allow-listed fields reach this point (the contract is strict). */
export async function updateUser(deps: AppDeps, userId: string, fields: { location?: string; bio?: string }) {
  assertStorableText(fields);
  await updateProfileFields(deps.database.db, userId, fields, deps.clock());
  return getUser(deps, userId);
}
