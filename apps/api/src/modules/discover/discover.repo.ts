import { createHash } from 'node:crypto';
import { and, asc, desc, eq, inArray, isNotNull, ne, not, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client.ts';
import { demoProfiles, friendRequests, friendships, matches, photos, profiles, swipes } from '../../db/schema.ts';
import type { PhotoRow } from '../photos/photo-row.ts';
import { notBlockedBetween } from '../social/visibility.queries.ts';
import type { SwipeKind } from '@sankofa/contracts';
import { orderedPair } from '../../db/pairs.ts';

/** Shown to others at all: finished onboarding, not hidden, a real account. */
export const visible = (p: typeof profiles = profiles): SQL =>
  and(p.showProfile, isNotNull(p.onboardedAt), not(p.isDemoProfile))!;

/**
 * The shown person's id and main photo as seen from inside a subquery. Drizzle leaves columns
 * unqualified in the select list of a single-table query, and an unqualified "user_id" inside a
 * subquery on photos would mean the photo's owner, i.e. every photo of everyone.
 */
export const shownId = sql.raw('"profiles"."user_id"');
const shownMainPhotoId = sql.raw('"profiles"."main_photo_id"');

/** Main photo first, then the owner's order; never storage keys beyond what photoView turns into URLs. */
export const photosOfShown = sql<PhotoRow[]>`(
  select coalesce(json_agg(json_build_object(
    'id', ph.id, 'largeKey', ph.large_key, 'smallKey', ph.small_key, 'width', ph.width, 'height', ph.height
  ) order by case when ph.id = ${shownMainPhotoId} then 0 else 1 end, ph.position, ph.created_at), '[]'::json)
  from ${photos} ph where ph.user_id = ${shownId} and ph.held_at is null)`;

const mainThumbKeyOfShown = sql<string | null>`(
  select ph.small_key from ${photos} ph where ph.user_id = ${shownId} and ph.held_at is null
  order by case when ph.id = ${shownMainPhotoId} then 0 else 1 end, ph.position, ph.created_at limit 1)`;

/**
 * The columns a card is made from. The position and birth date are read here only to derive a
 * bucket and an age; the view never copies them out.
 */
export const cardColumns = {
  userId: profiles.userId,
  displayName: profiles.displayName,
  birthDate: profiles.birthDate,
  gender: profiles.gender,
  location: profiles.location,
  bio: profiles.bio,
  occupation: profiles.occupation,
  education: profiles.education,
  relationshipGoals: profiles.relationshipGoals,
  bodyType: profiles.bodyType,
  heightCm: profiles.heightCm,
  interests: profiles.interests,
  languages: profiles.languages,
  heritage: profiles.heritage,
  personality: profiles.personality,
  verified: profiles.verified,
  showOnline: profiles.showOnline,
  latSnapped: profiles.latSnapped,
  lngSnapped: profiles.lngSnapped,
  photos: photosOfShown,
};
export type CardRow = NonNullable<Awaited<ReturnType<typeof selectProfileForViewer>>>['card'];

export const toDate = (v: unknown): Date | null => (v === null || v === undefined ? null : new Date(v as string));

// ---------------------------------------------------------------- demo profiles

export async function selectDemoProfiles(db: Tx, where?: SQL) {
  return db.select().from(demoProfiles).where(where).orderBy(asc(demoProfiles.id));
}
export type DemoRow = typeof demoProfiles.$inferSelect;

export async function selectDemoProfile(db: Tx, id: string): Promise<DemoRow | undefined> {
  return (await selectDemoProfiles(db, eq(demoProfiles.id, id)))[0];
}

// ---------------------------------------------------------------- one profile

const viewerSide = alias(profiles, 'viewer');

/** Friendship between the viewer and the person shown, from the viewer's side. */
const friendshipStatus = (viewerId: string) => sql<'none' | 'request_sent' | 'request_received' | 'friend'>`case
  when exists (select 1 from ${friendships} where ${friendships.userA} = least(${viewerId}::uuid, ${shownId})
    and ${friendships.userB} = greatest(${viewerId}::uuid, ${shownId})) then 'friend'
  when exists (select 1 from ${friendRequests} where ${friendRequests.requesterId} = ${viewerId} and ${friendRequests.addresseeId} = ${shownId}) then 'request_sent'
  when exists (select 1 from ${friendRequests} where ${friendRequests.requesterId} = ${shownId} and ${friendRequests.addresseeId} = ${viewerId}) then 'request_received'
  else 'none' end`;

/**
 * The person as the viewer may see them, with the viewer's own scoring answers, friendship, match
 * and own swipe, in one statement; nothing when hidden, not onboarded or blocked either way.
 */
export async function selectProfileForViewer(db: Tx, viewerId: string, targetId: string) {
  const rows = await db
    .select({
      card: cardColumns,
      viewer: {
        latSnapped: viewerSide.latSnapped,
        lngSnapped: viewerSide.lngSnapped,
        interests: viewerSide.interests,
        languages: viewerSide.languages,
        personality: viewerSide.personality,
        relationshipGoals: viewerSide.relationshipGoals,
      },
      friendship: friendshipStatus(viewerId),
      matched: sql<boolean>`exists (select 1 from ${matches} where ${matches.userA} = least(${viewerId}::uuid, ${shownId})
        and ${matches.userB} = greatest(${viewerId}::uuid, ${shownId}))`,
      mySwipe: sql<SwipeKind | null>`(select ${swipes.kind} from ${swipes} where ${swipes.swiperId} = ${viewerId} and ${swipes.targetId} = ${shownId})`,
    })
    .from(profiles)
    .innerJoin(viewerSide, eq(viewerSide.userId, viewerId))
    .where(and(eq(profiles.userId, targetId), visible(), notBlockedBetween(sql`${viewerId}::uuid`, profiles.userId)))
    .limit(1);
  return rows[0];
}

/** The viewer's scoring answers alone (for demo profiles, which have no row in profiles). */
export async function selectScoringAnswers(db: Tx, userId: string) {
  const rows = await db
    .select({
      interests: profiles.interests,
      languages: profiles.languages,
      personality: profiles.personality,
      relationshipGoals: profiles.relationshipGoals,
      gender: profiles.gender,
      interestedIn: profiles.interestedIn,
    })
    .from(profiles)
    .where(eq(profiles.userId, userId))
    .limit(1);
  return rows[0];
}

// ---------------------------------------------------------------- swipes and matches

/** A 64-bit advisory-lock key for a purpose and its ids; single-key locks never collide with two-key ones. */
export function lockKey(purpose: string, ...ids: string[]): string {
  return createHash('sha256')
    .update(`${purpose}:${ids.join(':')}`)
    .digest()
    .readBigInt64BE(0)
    .toString();
}

/**
 * Serialises everything that decides a match between these two, whichever of them acts: the second
 * like always sees the first, so a mutual like makes exactly one match.
 */
export async function lockPair(tx: Tx, a: string, b: string) {
  const { userA: lo, userB: hi } = orderedPair(a, b);
  await tx.execute(sql`select pg_advisory_xact_lock(${lockKey('pair', lo, hi)}::bigint)`);
}

/** What deciding on `targetId` needs: are they showable to the swiper, and what has already happened. */
export async function selectSwipeState(tx: Tx, swiperId: string, targetId: string) {
  const rows = await tx
    .select({
      displayName: profiles.displayName,
      verified: profiles.verified,
      thumbKey: mainThumbKeyOfShown,
      mySwipe: sql<SwipeKind | null>`(select ${swipes.kind} from ${swipes} where ${swipes.swiperId} = ${swiperId} and ${swipes.targetId} = ${shownId})`,
      theyLiked: sql<boolean>`exists (select 1 from ${swipes} where ${swipes.swiperId} = ${shownId} and ${swipes.targetId} = ${swiperId} and ${swipes.kind} in ('like', 'super_like'))`,
      matchedAt: sql<unknown>`(select ${matches.createdAt} from ${matches} where ${matches.userA} = least(${swiperId}::uuid, ${shownId})
        and ${matches.userB} = greatest(${swiperId}::uuid, ${shownId}))`,
    })
    .from(profiles)
    .where(
      and(
        eq(profiles.userId, targetId),
        ne(profiles.userId, swiperId),
        visible(),
        notBlockedBetween(sql`${swiperId}::uuid`, profiles.userId),
      ),
    )
    .limit(1);
  const row = rows[0];
  return row ? { ...row, matchedAt: toDate(row.matchedAt) } : undefined;
}

/** Stamped by the database (microseconds), so undo finds the truly latest swipe even within one millisecond. */
export async function insertSwipe(tx: Tx, swiperId: string, targetId: string, kind: SwipeKind, priority = false) {
  await tx.insert(swipes).values({ swiperId, targetId, kind, priority });
}

/** The pair's match, created now or already there. */
export async function ensureMatch(tx: Tx, a: string, b: string): Promise<{ createdAt: Date; created: boolean }> {
  const { userA, userB } = orderedPair(a, b);
  const inserted = await tx
    .insert(matches)
    .values({ userA, userB })
    .onConflictDoNothing()
    .returning({ createdAt: matches.createdAt });
  if (inserted[0]) return { createdAt: inserted[0].createdAt, created: true };
  const [existing] = await tx
    .select({ createdAt: matches.createdAt })
    .from(matches)
    .where(and(eq(matches.userA, userA), eq(matches.userB, userB)));
  return { createdAt: existing!.createdAt, created: false };
}

export async function selectLatestSwipe(tx: Tx, swiperId: string) {
  const rows = await tx
    .select({ targetId: swipes.targetId, kind: swipes.kind })
    .from(swipes)
    .where(eq(swipes.swiperId, swiperId))
    .orderBy(desc(swipes.createdAt), desc(swipes.targetId))
    .limit(1);
  return rows[0];
}

export async function deleteSwipe(tx: Tx, swiperId: string, targetId: string) {
  const rows = await tx
    .delete(swipes)
    .where(and(eq(swipes.swiperId, swiperId), eq(swipes.targetId, targetId)))
    .returning({ kind: swipes.kind });
  return rows[0];
}

export async function hasMatch(tx: Tx, a: string, b: string): Promise<boolean> {
  const { userA, userB } = orderedPair(a, b);
  const rows = await tx
    .select({ userA: matches.userA })
    .from(matches)
    .where(and(eq(matches.userA, userA), eq(matches.userB, userB)))
    .limit(1);
  return rows.length > 0;
}

/** Name and main photo of a person, for live events (no visibility rule: both sides of a match are known to each other). */
export async function selectLivePeople(db: Tx, ids: string[]) {
  return db
    .select({ userId: profiles.userId, displayName: profiles.displayName, thumbKey: mainThumbKeyOfShown })
    .from(profiles)
    .where(inArray(profiles.userId, ids));
}
