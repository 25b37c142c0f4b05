import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../lib/errors.ts';
import { markDeckStale } from './deck.repo.ts';
import { deleteSwipe, hasMatch, lockPair, selectLatestSwipe } from './discover.repo.ts';

const matchNotUndone = () =>
  new AppError(
    409,
    'match_not_undone',
    "You matched with this person, so this like can't be taken back. You can unmatch them in Messages › Matches.",
  );

/**
 * Takes back the caller's most recent swipe on the server. A like that made a match is not taken back:
 * like, see the match, undo would otherwise tell whether someone liked you while leaving no match
 * (decision 0024). Ending a match is Unmatch, which the other person sees as such.
 */
export async function undoLastSwipe(
  deps: Pick<AppDeps, 'database'>,
  userId: string,
): Promise<{ undoneTargetId: string | null }> {
  const db = deps.database.db;
  const targetId = await db.transaction(async (tx) => {
    const latest = await selectLatestSwipe(tx, userId);
    if (!latest) return null;
    await lockPair(tx, userId, latest.targetId);
    if (latest.kind !== 'pass' && (await hasMatch(tx, userId, latest.targetId))) throw matchNotUndone();
    // A concurrent undo may have taken it while we waited for the lock.
    const removed = await deleteSwipe(tx, userId, latest.targetId);
    if (!removed) return null;
    // The person must be able to come back into the deck, which was built without them.
    await markDeckStale(tx, userId);
    return latest.targetId;
  });
  return { undoneTargetId: targetId };
}
