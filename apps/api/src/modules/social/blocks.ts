import type { BlockedList } from '@sankofa/contracts';
import type { AppDeps } from '../../deps.ts';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { personSummary } from './person-view.ts';
import { publishConnectionsChanged } from './social-events.ts';
import { endMediaAcrossBlock } from '../streaming/end-viewer-media.ts';
import { deleteBlock, insertBlockAndSever, lockPair, selectBlocked, userExists } from './social.repo.ts';

export function assertNotSelf(me: string, other: string, message: string): void {
  if (me === other) throw new AppError(400, 'cannot_target_self', message);
}

/**
 * Blocks inside the caller's transaction: the block and the end of every match, friendship and
 * request between the two commit together, so no list ever shows a half-blocked pair.
 * Any existing account can be blocked, including one that has already blocked you, so the answer
 * never reveals the other side's block.
 */
export async function blockWithin(tx: Tx, me: string, other: string, now: Date): Promise<boolean> {
  if (!(await userExists(tx, other))) throw new AppError(404, 'user_not_found', 'This member could not be found.');
  await lockPair(tx, me, other);
  return insertBlockAndSever(tx, me, other, now);
}

/**
 * Idempotent: a repeated block changes nothing and tells no one again. A viewer in the other's live
 * stream on Janus loses its media there at once; a Janus that cannot be reached is answered for the
 * route to log (the block stands).
 */
export async function blockUser(
  deps: Pick<AppDeps, 'bus' | 'clock' | 'database' | 'sfu'>,
  me: string,
  other: string,
): Promise<Error | null> {
  assertNotSelf(me, other, 'You cannot block yourself.');
  const isNew = await deps.database.db.transaction((tx) => blockWithin(tx, me, other, deps.clock()));
  if (!isNew) return null;
  await publishConnectionsChanged(deps, me, other);
  return endMediaAcrossBlock(deps, me, other);
}

/** Lifts only the block: ended friendships, matches and requests stay ended. */
export async function unblockUser(deps: Pick<AppDeps, 'database'>, me: string, other: string): Promise<void> {
  await deleteBlock(deps.database.db, me, other);
}

/** The people I blocked (not those who blocked me), newest first; never shown online. */
export async function listBlocked(deps: Pick<AppDeps, 'database' | 'storage'>, me: string): Promise<BlockedList> {
  const rows = await selectBlocked(deps.database.db, me);
  const nobody = new Set<string>();
  return { blocked: rows.map((r) => ({ ...personSummary(deps, r, nobody), blockedAt: r.at.toISOString() })) };
}
