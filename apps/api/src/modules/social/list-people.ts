import type { FriendsOverview, MatchList, UserListPage } from '@sankofa/contracts';
import type { AppDeps } from '../../deps.ts';
import { onlineOf, personSummary } from './person-view.ts';
import {
  countListedUsers,
  selectFriends,
  selectIncomingRequests,
  selectListedUsersPage,
  selectMatches,
} from './social.repo.ts';
import { decodeUserCursor, encodeUserCursor } from './user-cursor.ts';

export const USERS_PAGE_SIZE = 20;

/** Requests received and friends: two statements and one presence lookup, however many people. */
export async function friendsOverview(
  deps: Pick<AppDeps, 'clock' | 'database' | 'presence' | 'storage'>,
  me: string,
): Promise<FriendsOverview> {
  const db = deps.database.db;
  const [requests, friends] = await Promise.all([selectIncomingRequests(db, me), selectFriends(db, me)]);
  const online = await onlineOf(deps, [...requests, ...friends]);
  return {
    requests: requests.map((r) => ({ ...personSummary(deps, r, online), requestedAt: r.at.toISOString() })),
    friends: friends.map((r) => ({ ...personSummary(deps, r, online), friendSince: r.at.toISOString() })),
  };
}

export async function matchList(
  deps: Pick<AppDeps, 'clock' | 'database' | 'presence' | 'storage'>,
  me: string,
): Promise<MatchList> {
  const rows = await selectMatches(deps.database.db, me);
  const online = await onlineOf(deps, rows);
  return { matches: rows.map((r) => ({ ...personSummary(deps, r, online), matchedAt: r.at.toISOString() })) };
}

/** All Users, newest members first; one more row than a page is read to know whether another follows. */
export async function usersPage(
  deps: Pick<AppDeps, 'clock' | 'database' | 'presence' | 'storage'>,
  me: string,
  cursor: string | undefined,
): Promise<UserListPage> {
  const after = cursor ? decodeUserCursor(cursor) : null;
  const rows = await selectListedUsersPage(deps.database.db, me, after, USERS_PAGE_SIZE + 1);
  const page = rows.slice(0, USERS_PAGE_SIZE);
  const last = page.at(-1);
  const online = await onlineOf(deps, page);
  // Past the end the page statement has no row to carry the total; only then is it counted apart.
  const total = rows[0]?.total ?? (after ? await countListedUsers(deps.database.db, me) : 0);
  return {
    users: page.map((r) => ({ ...personSummary(deps, r, online), isFriend: r.isFriend })),
    nextCursor:
      rows.length > USERS_PAGE_SIZE && last
        ? encodeUserCursor({ createdAt: last.createdAtKey, userId: last.userId })
        : null,
    total,
  };
}
