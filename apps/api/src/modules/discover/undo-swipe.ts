import type { AppDeps } from '../../deps.ts';
import { publishToUser } from '../realtime/session-events.ts';
import { markDeckStale } from './deck.repo.ts';
import { deleteMatch, deleteSwipe, lockPair, selectLatestSwipe } from './discover.repo.ts';

/**
 * Takes back the caller's most recent swipe on the server. If that like had made a match, the match
 * goes too (the other person's like stays: it was theirs) and both are told their connections changed.
 */
export async function undoLastSwipe(deps: AppDeps, userId: string): Promise<{ undoneTargetId: string | null }> {
  const db = deps.database.db;
  const outcome = await db.transaction(async (tx) => {
    const latest = await selectLatestSwipe(tx, userId);
    if (!latest) return null;
    await lockPair(tx, userId, latest.targetId);
    // A concurrent undo may have taken it while we waited for the lock.
    const removed = await deleteSwipe(tx, userId, latest.targetId);
    if (!removed) return null;
    const unmatched = removed.kind !== 'pass' && (await deleteMatch(tx, userId, latest.targetId));
    // The person must be able to come back into the deck, which was built without them.
    await markDeckStale(tx, userId);
    return { targetId: latest.targetId, unmatched };
  });
  if (!outcome) return { undoneTargetId: null };
  if (outcome.unmatched) {
    await publishToUser(deps.bus, userId, { type: 'connections.changed' });
    await publishToUser(deps.bus, outcome.targetId, { type: 'connections.changed' });
  }
  return { undoneTargetId: outcome.targetId };
}
