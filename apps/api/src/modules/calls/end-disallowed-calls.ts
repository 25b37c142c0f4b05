import type { AppDeps } from '../../deps.ts';
import { announceEnded } from './announce-call.ts';
import { endCallsOfPair, pairMayCall, selectLiveCallsOf } from './calls.repo.ts';
import { peerOf } from './call-view.ts';

/**
 * After a block, an unmatch or an unfriending: a live call between two people who may no longer
 * message each other ends at once. Every instance holding a socket of theirs may run this; the end
 * is announced by the one whose update moved the call.
 */
export async function endDisallowedCalls(
  deps: Pick<AppDeps, 'bus' | 'clock' | 'database' | 'storage'>,
  userId: string,
  onHookError: (err: unknown) => void,
): Promise<void> {
  const db = deps.database.db;
  const live = await selectLiveCallsOf(db, userId);
  for (const call of live) {
    const peer = peerOf(call, userId);
    if (await pairMayCall(db, userId, peer)) continue;
    await announceEnded(deps, await endCallsOfPair(db, userId, peer, deps.clock()), onHookError);
  }
}

/** A member banned or suspended: every live call of theirs ends at once, for both people. */
export async function endCallsOf(
  deps: Pick<AppDeps, 'bus' | 'clock' | 'database' | 'storage'>,
  userId: string,
): Promise<void> {
  const db = deps.database.db;
  for (const call of await selectLiveCallsOf(db, userId)) {
    const ended = await endCallsOfPair(db, userId, peerOf(call, userId), deps.clock());
    await announceEnded(deps, ended, () => undefined);
  }
}
