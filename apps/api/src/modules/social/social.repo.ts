import { and, asc, desc, eq, isNotNull, ne, or, sql, type SQLWrapper } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { blocks, friendRequests, friendships, matches, profiles, users } from '../../db/schema.ts';
import { notBlockedBetween } from './visibility.queries.ts';
import { rowsOf } from '../../db/rows.ts';
import { orderedPair } from '../../db/pairs.ts';

/** Pairs are stored once with user_a < user_b; PostgreSQL orders uuids as their lower-case hex text. */

/** The other member of a stored pair, seen from `me`. */
const partnerOf = (userA: SQLWrapper, userB: SQLWrapper, me: string) =>
  sql`case when ${userA} = ${me} then ${userB} else ${userA} end`;

/**
 * Drizzle leaves columns unqualified inside sql`` when a select reads one table, so in a subquery
 * "user_id" would silently mean the inner table's column. Subqueries therefore alias their own
 * tables and name the outer profile columns in full.
 */
const PROFILE_USER = sql.raw('"profiles"."user_id"');
const PROFILE_MAIN_PHOTO = sql.raw('"profiles"."main_photo_id"');

/** True when `me` and the profile row's user are friends (or matched), read by primary key. */
const pairExists = (table: 'friendships' | 'matches', me: string) =>
  sql`exists (select 1 from ${sql.raw(table)} pr where pr.user_a = least(${me}::uuid, ${PROFILE_USER}) and pr.user_b = greatest(${me}::uuid, ${PROFILE_USER}))`;

/**
 * Public columns of a person (the only ones any list selects, so private ones cannot leak), plus
 * `showOnline`, which never leaves the server but decides whether presence is shown.
 */
const personColumns = {
  userId: profiles.userId,
  displayName: sql<string>`coalesce(${profiles.displayName}, '')`,
  location: profiles.location,
  verified: profiles.verified,
  showOnline: profiles.showOnline,
  photoKey: sql<string | null>`coalesce(
    (select ph.small_key from photos ph where ph.id = ${PROFILE_MAIN_PHOTO} and ph.user_id = ${PROFILE_USER} and ph.held_at is null),
    (select ph.small_key from photos ph where ph.user_id = ${PROFILE_USER} and ph.held_at is null order by ph.position, ph.created_at limit 1))`,
};

export interface PersonRow {
  userId: string;
  displayName: string;
  location: string;
  verified: boolean;
  showOnline: boolean;
  photoKey: string | null;
}

/**
 * Takes a transaction-scoped lock on the pair, whichever of them acts: two requests sent to each
 * other at once, or a block racing an accept, run one after the other instead of both seeing "no row".
 */
export async function lockPair(tx: Tx, x: string, y: string): Promise<void> {
  const { userA, userB } = orderedPair(x, y);
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${userA}), hashtext(${userB}))`);
}

export async function selectPerson(db: Tx, userId: string): Promise<(PersonRow & { onboarded: boolean }) | undefined> {
  const rows = await db
    .select({ ...personColumns, onboarded: sql<boolean>`${profiles.onboardedAt} is not null` })
    .from(profiles)
    .where(eq(profiles.userId, userId))
    .limit(1);
  return rows[0];
}

export interface PairState {
  exists: boolean;
  isDemo: boolean;
  onboarded: boolean;
  showProfile: boolean;
  blocked: boolean;
  friends: boolean;
  matched: boolean;
  sentByMe: boolean;
  sentByThem: boolean;
}

/** Everything a friend action needs to know about `me` and `other`, in one statement. */
export async function selectPairState(db: Tx, me: string, other: string): Promise<PairState> {
  const { userA, userB } = orderedPair(me, other);
  const rows = await db
    .select({
      isDemo: profiles.isDemoProfile,
      onboarded: sql<boolean>`${profiles.onboardedAt} is not null`,
      showProfile: profiles.showProfile,
      blocked: sql<boolean>`not (${notBlockedBetween(me, other)})`,
      friends: sql<boolean>`exists (select 1 from ${friendships} where ${friendships.userA} = ${userA} and ${friendships.userB} = ${userB})`,
      matched: sql<boolean>`exists (select 1 from ${matches} where ${matches.userA} = ${userA} and ${matches.userB} = ${userB})`,
      sentByMe: sql<boolean>`exists (select 1 from ${friendRequests} where ${friendRequests.requesterId} = ${me} and ${friendRequests.addresseeId} = ${other})`,
      sentByThem: sql<boolean>`exists (select 1 from ${friendRequests} where ${friendRequests.requesterId} = ${other} and ${friendRequests.addresseeId} = ${me})`,
    })
    .from(profiles)
    .where(eq(profiles.userId, other))
    .limit(1);
  const row = rows[0];
  if (!row) {
    return {
      exists: false,
      isDemo: false,
      onboarded: false,
      showProfile: false,
      blocked: false,
      friends: false,
      matched: false,
      sentByMe: false,
      sentByThem: false,
    };
  }
  return { exists: true, ...row };
}

export async function userExists(db: Tx, userId: string): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
  return rows.length === 1;
}

export async function insertFriendRequest(tx: Tx, requesterId: string, addresseeId: string, now: Date): Promise<void> {
  await tx.insert(friendRequests).values({ requesterId, addresseeId, createdAt: now }).onConflictDoNothing();
}

/** Removes the request from `requesterId` to `addresseeId`; true when there was one. */
export async function deleteFriendRequest(tx: Tx, requesterId: string, addresseeId: string): Promise<boolean> {
  const rows = await tx
    .delete(friendRequests)
    .where(and(eq(friendRequests.requesterId, requesterId), eq(friendRequests.addresseeId, addresseeId)))
    .returning({ requesterId: friendRequests.requesterId });
  return rows.length > 0;
}

export async function insertFriendship(tx: Tx, x: string, y: string, now: Date): Promise<Date> {
  const pair = orderedPair(x, y);
  await tx
    .insert(friendships)
    .values({ ...pair, createdAt: now })
    .onConflictDoNothing();
  const rows = await tx
    .select({ createdAt: friendships.createdAt })
    .from(friendships)
    .where(and(eq(friendships.userA, pair.userA), eq(friendships.userB, pair.userB)));
  return rows[0]?.createdAt ?? now;
}

export async function deleteFriendship(tx: Tx, x: string, y: string): Promise<boolean> {
  const { userA, userB } = orderedPair(x, y);
  const rows = await tx
    .delete(friendships)
    .where(and(eq(friendships.userA, userA), eq(friendships.userB, userB)))
    .returning({ userA: friendships.userA });
  return rows.length > 0;
}

export async function deleteMatch(tx: Tx, x: string, y: string): Promise<boolean> {
  const { userA, userB } = orderedPair(x, y);
  const rows = await tx
    .delete(matches)
    .where(and(eq(matches.userA, userA), eq(matches.userB, userB)))
    .returning({ userA: matches.userA });
  return rows.length > 0;
}

/** Records the block (once) and ends every connection of the pair; true when the block is new. */
export async function insertBlockAndSever(tx: Tx, blockerId: string, blockedId: string, now: Date): Promise<boolean> {
  const inserted = await tx
    .insert(blocks)
    .values({ blockerId, blockedId, createdAt: now })
    .onConflictDoNothing()
    .returning({ blockerId: blocks.blockerId });
  await deleteMatch(tx, blockerId, blockedId);
  await deleteFriendship(tx, blockerId, blockedId);
  await tx
    .delete(friendRequests)
    .where(
      or(
        and(eq(friendRequests.requesterId, blockerId), eq(friendRequests.addresseeId, blockedId)),
        and(eq(friendRequests.requesterId, blockedId), eq(friendRequests.addresseeId, blockerId)),
      ),
    );
  return inserted.length > 0;
}

export async function deleteBlock(tx: Tx, blockerId: string, blockedId: string): Promise<void> {
  await tx.delete(blocks).where(and(eq(blocks.blockerId, blockerId), eq(blocks.blockedId, blockedId)));
}

// Lists: one statement each; the pair tables' primary keys and *_user_b indexes serve both sides.

export async function selectIncomingRequests(db: Tx, me: string) {
  return db
    .select({ ...personColumns, at: friendRequests.createdAt })
    .from(friendRequests)
    .innerJoin(profiles, eq(profiles.userId, friendRequests.requesterId))
    .where(and(eq(friendRequests.addresseeId, me), notBlockedBetween(me, friendRequests.requesterId)))
    .orderBy(desc(friendRequests.createdAt), asc(friendRequests.requesterId));
}

export async function selectFriends(db: Tx, me: string) {
  const partner = partnerOf(friendships.userA, friendships.userB, me);
  return db
    .select({ ...personColumns, at: friendships.createdAt })
    .from(friendships)
    .innerJoin(profiles, eq(profiles.userId, partner))
    .where(and(or(eq(friendships.userA, me), eq(friendships.userB, me)), notBlockedBetween(me, profiles.userId)))
    .orderBy(desc(friendships.createdAt), asc(profiles.userId));
}

export async function selectMatches(db: Tx, me: string) {
  const partner = partnerOf(matches.userA, matches.userB, me);
  return db
    .select({ ...personColumns, at: matches.createdAt })
    .from(matches)
    .innerJoin(profiles, eq(profiles.userId, partner))
    .where(and(or(eq(matches.userA, me), eq(matches.userB, me)), notBlockedBetween(me, profiles.userId)))
    .orderBy(desc(matches.createdAt), asc(profiles.userId));
}

export async function selectBlocked(db: Tx, me: string) {
  return db
    .select({ ...personColumns, at: blocks.createdAt })
    .from(blocks)
    .innerJoin(profiles, eq(profiles.userId, blocks.blockedId))
    .where(eq(blocks.blockerId, me))
    .orderBy(desc(blocks.createdAt), asc(blocks.blockedId));
}

/** Who appears in All Users for `me`: real, onboarded, shown, not me, not blocked either way. */
const listedFor = (me: string) =>
  and(
    ne(profiles.userId, me),
    eq(profiles.isDemoProfile, false),
    eq(profiles.showProfile, true),
    isNotNull(profiles.onboardedAt),
    notBlockedBetween(me, profiles.userId),
  );

export async function countListedUsers(db: Tx, me: string): Promise<number> {
  const rows = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(profiles)
    .where(listedFor(me));
  return rows[0]?.n ?? 0;
}

/**
 * One page of All Users by keyset on (created_at, user_id) descending, with the size of the whole
 * set in the same statement (an uncorrelated subquery, evaluated once).
 */
export async function selectListedUsersPage(
  db: Tx,
  me: string,
  after: { createdAt: string; userId: string } | null,
  limit: number,
) {
  const total = db
    .select({ n: sql<number>`count(*)::int` })
    .from(profiles)
    .where(listedFor(me));
  return db
    .select({
      ...personColumns,
      createdAtKey: sql<string>`"profiles"."created_at"::text`,
      isFriend: sql<boolean>`${pairExists('friendships', me)}`,
      total: sql<number>`(${total})`,
    })
    .from(profiles)
    .where(
      and(
        listedFor(me),
        after
          ? sql`(${profiles.createdAt}, ${profiles.userId}) < (${after.createdAt}::timestamptz, ${after.userId}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(profiles.createdAt), desc(profiles.userId))
    .limit(limit);
}

// Presence audience: friends and matches who have not blocked and are not blocked.

/** Of `targets`, those connected to `viewer` who let their presence be seen. */
export async function selectConnectedShowingOnline(
  db: Tx,
  viewer: string,
  targets: readonly string[],
): Promise<string[]> {
  if (targets.length === 0) return [];
  const rows = await db
    .select({ userId: profiles.userId })
    .from(profiles)
    .where(
      and(
        sql`${profiles.userId} in (${sql.join(
          targets.map((t) => sql`${t}::uuid`),
          sql`, `,
        )})`,
        ne(profiles.userId, viewer),
        eq(profiles.showOnline, true),
        sql`(${pairExists('friendships', viewer)} or ${pairExists('matches', viewer)})`,
        notBlockedBetween(viewer, profiles.userId),
      ),
    );
  return rows.map((r) => r.userId);
}

/** Friends and matches of `userId` (not blocked either way), when `userId` lets their presence be seen. */
export async function selectPresenceViewersOf(db: Tx, userId: string): Promise<string[]> {
  const result = await db.execute<{ viewer: string }>(sql`
    with me as (select 1 from ${profiles} where ${profiles.userId} = ${userId} and ${profiles.showOnline}),
    connected as (
      select case when ${friendships.userA} = ${userId} then ${friendships.userB} else ${friendships.userA} end as viewer
        from ${friendships} where ${friendships.userA} = ${userId} or ${friendships.userB} = ${userId}
      union
      select case when ${matches.userA} = ${userId} then ${matches.userB} else ${matches.userA} end
        from ${matches} where ${matches.userA} = ${userId} or ${matches.userB} = ${userId}
    )
    select viewer::text as viewer from connected
    where exists (select 1 from me) and ${notBlockedBetween(userId, sql`connected.viewer`)}`);
  return rowsOf<{ viewer: string }>(result).map((r) => r.viewer);
}
