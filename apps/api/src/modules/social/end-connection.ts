import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../lib/errors.ts';
import { publishConnectionsChanged } from './social-events.ts';
import { deleteFriendship, deleteMatch, lockPair } from './social.repo.ts';

/** Ends a friendship. Swipes and any match are separate facts and stay as they are. */
export async function unfriend(deps: Pick<AppDeps, 'bus' | 'database'>, me: string, other: string): Promise<void> {
  const removed = await deps.database.db.transaction(async (tx) => {
    await lockPair(tx, me, other);
    return deleteFriendship(tx, me, other);
  });
  if (!removed) throw new AppError(404, 'friendship_not_found', 'You are not friends with this member.');
  await publishConnectionsChanged(deps, me, other);
}

/**
 * Ends a match. Both people's swipes are kept on purpose: they are what keeps the two out of each
 * other's deck, so an unmatched person does not come straight back.
 */
export async function unmatch(deps: Pick<AppDeps, 'bus' | 'database'>, me: string, other: string): Promise<void> {
  const removed = await deps.database.db.transaction(async (tx) => {
    await lockPair(tx, me, other);
    return deleteMatch(tx, me, other);
  });
  if (!removed) throw new AppError(404, 'match_not_found', 'You are not matched with this member.');
  await publishConnectionsChanged(deps, me, other);
}
