import type { FriendActionResult } from '@sankofa/contracts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../lib/errors.ts';
import { publishToUser } from '../realtime/session-events.ts';
import { announceNotifications, recordNotifications } from '../notifications/record-notification.ts';
import { livePerson } from './person-view.ts';
import { publishConnectionsChanged } from './social-events.ts';
import {
  deleteFriendRequest,
  insertFriendRequest,
  insertFriendship,
  lockPair,
  selectPairState,
  selectPerson,
  type PairState,
} from './social.repo.ts';

export const REQUEST_GONE = 'This friend request no longer exists.';

const notFound = () => new AppError(404, 'user_not_found', 'This member could not be found.');

/**
 * Blocked (either way), hidden and unknown people all answer the same 404, so the answer cannot be
 * used to find out who blocked you or who exists. A hidden profile stays reachable only by someone
 * it already has a connection with.
 */
function assertReachable(state: PairState): void {
  if (!state.exists || state.blocked || !state.onboarded) throw notFound();
  if (state.isDemo) throw new AppError(400, 'demo_profile', 'You can only add real users as friends.');
  if (!state.showProfile && !state.friends && !state.sentByThem && !state.matched) throw notFound();
}

async function actorOf(deps: Pick<AppDeps, 'database'>, me: string) {
  const actor = await selectPerson(deps.database.db, me);
  // Someone without a finished profile would reach others as a nameless card.
  if (!actor?.onboarded)
    throw new AppError(403, 'onboarding_required', 'Please finish your profile before adding friends.');
  return actor;
}

export async function sendFriendRequest(
  deps: Pick<AppDeps, 'bus' | 'clock' | 'database' | 'jobs' | 'storage'>,
  me: string,
  other: string,
): Promise<FriendActionResult> {
  if (me === other) throw new AppError(400, 'cannot_befriend_self', 'You cannot send a friend request to yourself.');
  const actor = await actorOf(deps, me);
  const now = deps.clock();
  const outcome = await deps.database.db.transaction(async (tx) => {
    await lockPair(tx, me, other);
    const state = await selectPairState(tx, me, other);
    assertReachable(state);
    if (state.friends) return { kind: 'already_friends' } as const;
    if (state.sentByThem) {
      // They asked first: sending back is the same as accepting.
      await deleteFriendRequest(tx, other, me);
      await deleteFriendRequest(tx, me, other);
      const since = await insertFriendship(tx, me, other, now);
      await recordNotifications(deps, tx, { recipientId: other, actorId: me, kind: 'friend_accepted', at: now });
      return { kind: 'befriended', since } as const;
    }
    if (state.sentByMe) return { kind: 'already_sent' } as const;
    await insertFriendRequest(tx, me, other, now);
    await recordNotifications(deps, tx, { recipientId: other, actorId: me, kind: 'friend_request', at: now });
    return { kind: 'sent' } as const;
  });

  switch (outcome.kind) {
    case 'already_friends':
      return { success: false, message: 'Already friends', status: 'friend' };
    case 'already_sent':
      return { success: false, message: 'Friend request already sent', status: 'request_sent' };
    case 'befriended':
      await Promise.all([
        publishToUser(deps.bus, other, {
          type: 'friend.request_accepted',
          by: livePerson(deps, actor),
          friendSince: outcome.since.toISOString(),
        }),
        publishConnectionsChanged(deps, me),
        announceNotifications(deps, [other]),
      ]);
      return { success: true, message: 'You are now friends!', status: 'friend' };
    case 'sent':
      await Promise.all([
        publishToUser(deps.bus, other, {
          type: 'friend.request_received',
          from: livePerson(deps, actor),
          requestedAt: now.toISOString(),
        }),
        announceNotifications(deps, [other]),
      ]);
      return { success: true, message: 'Friend request sent!', status: 'request_sent' };
  }
}

export async function acceptFriendRequest(
  deps: Pick<AppDeps, 'bus' | 'clock' | 'database' | 'jobs' | 'storage'>,
  me: string,
  requester: string,
): Promise<FriendActionResult> {
  const actor = await selectPerson(deps.database.db, me);
  if (!actor) throw new AppError(404, 'friend_request_not_found', REQUEST_GONE);
  const now = deps.clock();
  const outcome = await deps.database.db.transaction(async (tx) => {
    await lockPair(tx, me, requester);
    const state = await selectPairState(tx, me, requester);
    // A repeated accept (double click, second tab) finds the friendship it made: nothing to do.
    if (state.friends && !state.blocked) return { kind: 'already_friends' } as const;
    if (!state.exists || state.blocked || !state.sentByThem) return { kind: 'gone' } as const;
    await deleteFriendRequest(tx, requester, me);
    await deleteFriendRequest(tx, me, requester);
    const since = await insertFriendship(tx, me, requester, now);
    await recordNotifications(deps, tx, { recipientId: requester, actorId: me, kind: 'friend_accepted', at: now });
    return { kind: 'accepted', since } as const;
  });

  if (outcome.kind === 'gone') throw new AppError(404, 'friend_request_not_found', REQUEST_GONE);
  if (outcome.kind === 'already_friends') return { success: true, message: 'Already friends', status: 'friend' };
  await Promise.all([
    publishToUser(deps.bus, requester, {
      type: 'friend.request_accepted',
      by: livePerson(deps, actor),
      friendSince: outcome.since.toISOString(),
    }),
    publishConnectionsChanged(deps, me),
    announceNotifications(deps, [requester]),
  ]);
  return { success: true, message: 'Friend request accepted!', status: 'friend' };
}

export async function declineFriendRequest(
  deps: Pick<AppDeps, 'bus' | 'database'>,
  me: string,
  requester: string,
): Promise<FriendActionResult> {
  const removed = await deps.database.db.transaction(async (tx) => {
    await lockPair(tx, me, requester);
    return deleteFriendRequest(tx, requester, me);
  });
  if (!removed) throw new AppError(404, 'friend_request_not_found', REQUEST_GONE);
  await publishConnectionsChanged(deps, me, requester);
  return { success: true, message: 'Friend request declined', status: 'none' };
}
