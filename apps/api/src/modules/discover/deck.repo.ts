import { and, asc, desc, eq, gt, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { boosts, deckBuilds, deckCandidates, profiles, swipes } from '../../db/schema.ts';
import { notBlockedBetween } from '../social/visibility.queries.ts';
import { DECK_STALE_MS } from './deck-limits.ts';
import { cardColumns, lockKey, photosOfShown, shownId, toDate, visible } from './discover.repo.ts';
import { appliedFiltersColumn } from './filters.repo.ts';

// ---------------------------------------------------------------- the viewer

const viewerSide = alias(profiles, 'viewer');

/**
 * The viewer's own answers that filtering and scoring read, with the state of their prepared deck
 * and the Discover filters their plan lets apply at `now` (decision 0015).
 */
const viewerColumns = (v: typeof profiles | typeof viewerSide, vId: SQL, now: Date) => ({
  userId: v.userId,
  gender: v.gender,
  interestedIn: v.interestedIn,
  distanceMiles: v.distanceMiles,
  latSnapped: v.latSnapped,
  lngSnapped: v.lngSnapped,
  interests: v.interests,
  languages: v.languages,
  personality: v.personality,
  relationshipGoals: v.relationshipGoals,
  filters: appliedFiltersColumn(vId, now),
  onboardedAt: v.onboardedAt,
  builtAt: deckBuilds.builtAt,
  viewerKey: deckBuilds.viewerKey,
  lastSwipeAt: sql<unknown>`(select max(${swipes.createdAt}) from ${swipes} where ${swipes.swiperId} = ${vId})`,
  // Someone in this pass started a boost after it was built (both times the database's): the next
  // first page rebuilds, so a boost reaches the decks that hold its member at once (decision 0014).
  // Boosts begun since a build are few (boosts_created_idx); each is one deck primary-key probe.
  boostedSinceBuild: sql<boolean>`exists (select 1 from ${boosts} where ${boosts.createdAt} > ${deckBuilds.builtAt}
    and exists (select 1 from ${deckCandidates} where ${deckCandidates.userId} = ${vId}
      and ${deckCandidates.candidateId} = ${boosts.userId}))`,
});

export async function selectViewer(db: Tx, userId: string, now: Date) {
  const rows = await db
    .select(viewerColumns(profiles, shownId, now))
    .from(profiles)
    .leftJoin(deckBuilds, eq(deckBuilds.userId, profiles.userId))
    .where(eq(profiles.userId, userId))
    .limit(1);
  const row = rows[0];
  return row ? { ...row, lastSwipeAt: toDate(row.lastSwipeAt) } : undefined;
}
export type ViewerRow = NonNullable<Awaited<ReturnType<typeof selectViewer>>>;

// ---------------------------------------------------------------- preparing a deck

/** Genders a person interested in `interestedIn` wants to see. */
export function gendersWanted(interestedIn: string | null): string[] {
  if (interestedIn === 'men') return ['man'];
  if (interestedIn === 'women') return ['woman'];
  if (interestedIn === 'everyone') return ['man', 'woman', 'other'];
  return [];
}

/** Preferences under which someone wants to see a person of `gender`. */
function preferencesAccepting(gender: string | null): string[] {
  if (gender === 'man') return ['men', 'everyone'];
  if (gender === 'woman') return ['women', 'everyone'];
  if (gender === 'other') return ['everyone'];
  return [];
}

const MILES_PER_DEGREE_LAT = 69;

interface CandidateRow {
  userId: string;
  latSnapped: number | null;
  lngSnapped: number | null;
  interests: string[];
  languages: string[];
  personality: string | null;
  relationshipGoals: string | null;
  /** Rank before the score: 2 boosted now, 1 liked the viewer with a priority like, 0 (decision 0014). */
  priority: number;
}

/**
 * A candidate's rank at `now` (the app clock, which boosts are stamped with): boosted people first,
 * then people whose like of the viewer was a priority like. Both are probes of a primary key or index.
 */
const priorityOf = (viewerId: string, candidate: SQL, now: Date) => sql`case
    when exists (select 1 from ${boosts} where ${boosts.userId} = ${candidate}
      and ${boosts.startedAt} <= ${now} and ${boosts.endsAt} > ${now}) then 2
    when exists (select 1 from ${swipes} where ${swipes.swiperId} = ${candidate}
      and ${swipes.targetId} = ${viewerId} and ${swipes.priority}) then 1
    else 0 end`;

/**
 * Everyone who passes both people's preferences and is not already decided on: not the viewer,
 * shown to others, gender and interest both ways, each inside the other's distance range when both
 * have a position, not swiped by the viewer, no block either way. When capped, boosted people and
 * priority likers are kept first (priorityOf), then the newest profiles.
 *
 * Two steps in one statement: the people within reach are judged and capped from
 * profiles_discoverable_idx alone (index-only: it holds every column the filter and the order read),
 * and only the kept ones are then read from the table for scoring. "No position" and "inside the
 * band" are separate arms of a union, because an OR of them can only be a bitmap scan, which always
 * visits the table; a position is whole (profiles_position_whole), so lat_snapped alone decides.
 * `narrow` (the viewer's advanced filters, decision 0015) joins that condition; it reads columns
 * outside the index, so only a filtered build visits the table for the people within reach.
 */
export async function selectCandidates(
  db: Tx,
  viewer: ViewerRow,
  limit: number,
  now: Date,
  narrow?: SQL,
): Promise<CandidateRow[]> {
  const genders = gendersWanted(viewer.interestedIn);
  const accepting = preferencesAccepting(viewer.gender);
  if (genders.length === 0 || accepting.length === 0) return [];
  const shown = and(visible(), inArray(profiles.gender, genders), inArray(profiles.interestedIn, accepting), narrow);
  const reach = sql`select ${profiles.userId} as id, ${profiles.onboardedAt} as at from ${profiles} where ${shown}`;
  let arms: SQL = reach;
  if (viewer.latSnapped !== null && viewer.lngSnapped !== null) {
    const vLat = viewer.latSnapped;
    const vLng = viewer.lngSnapped;
    const span = viewer.distanceMiles / MILES_PER_DEGREE_LAT;
    const miles = sql`2 * 3958.8 * asin(least(1, sqrt(
      power(sin(radians(${profiles.latSnapped} - ${vLat}) / 2), 2) +
      cos(radians(${vLat}::float8)) * cos(radians(${profiles.latSnapped})) *
      power(sin(radians(${profiles.lngSnapped} - ${vLng}) / 2), 2))))`;
    arms = sql`${reach} and ${profiles.latSnapped} is null
      union all
      ${reach} and ${profiles.latSnapped} between ${vLat - span} and ${vLat + span}
        and ${miles} <= least(${viewer.distanceMiles}, ${profiles.distanceMiles})`;
  }
  const result = await db.execute(sql`select p.user_id as "userId", p.lat_snapped as "latSnapped",
      p.lng_snapped as "lngSnapped", p.interests, p.languages, p.personality,
      p.relationship_goals as "relationshipGoals", c.priority
    from (
      select r.id, r.at, ${priorityOf(viewer.userId, sql`r.id`, now)} as priority from (${arms}) r
      where r.id <> ${viewer.userId}
        and not exists (select 1 from ${swipes} where ${swipes.swiperId} = ${viewer.userId} and ${swipes.targetId} = r.id)
        and ${notBlockedBetween(sql`${viewer.userId}::uuid`, sql`r.id`)}
      order by priority desc, r.at desc, r.id
      limit ${limit}
    ) c
    join ${profiles} p on p.user_id = c.id
    order by c.priority desc, c.at desc, c.id`);
  return rowsOf<CandidateRow>(result);
}

/**
 * Swaps in a new pass: four round trips whatever its size. The advisory lock serialises builds of
 * one user (two first pages at once); the next statement, with a snapshot taken after the lock,
 * deletes the old pass, stamps deck_builds and inserts the new cards from three array parameters.
 * The insert waits on the delete (its `count(*) from gone` is computed first), so re-inserting a
 * card that was in the old pass does not meet its own old row.
 */
export async function replaceDeck(
  db: Db,
  userId: string,
  rows: Array<{ candidateId: string; score: number; priority: number; distanceBucket: number | null }>,
  viewerKey: string,
) {
  await db.transaction(async (tx) => {
    // A deck is derived data: a crash that loses the last rebuild only means building it again, so
    // its commit need not wait for the write-ahead log to reach the disk.
    await tx.execute(
      sql`select set_config('synchronous_commit', 'off', true), pg_advisory_xact_lock(${lockKey('deck', userId)}::bigint)`,
    );
    // built_at is the database's clock, like the swipes' timestamps it is compared with.
    await tx.execute(sql`with gone as (delete from ${deckCandidates} where ${deckCandidates.userId} = ${userId} returning 1),
      stamped as (insert into ${deckBuilds} (user_id, built_at, viewer_key) values (${userId}, now(), ${viewerKey})
        on conflict (user_id) do update set built_at = excluded.built_at, viewer_key = excluded.viewer_key)
      insert into ${deckCandidates} (user_id, candidate_id, score, priority, distance_bucket)
      select ${userId}::uuid, c, s, p, d
      from unnest(${sql.param(rows.map((r) => r.candidateId))}::uuid[], ${sql.param(rows.map((r) => r.score))}::smallint[],
                  ${sql.param(rows.map((r) => r.priority))}::smallint[],
                  ${sql.param(rows.map((r) => r.distanceBucket))}::smallint[]) as x(c, s, p, d)
      where (select count(*) from gone) >= 0`);
  });
}

/** Forgets when the deck was built, so the next deck request prepares it again. */
export async function markDeckStale(db: Tx, userId: string) {
  await db.delete(deckBuilds).where(eq(deckBuilds.userId, userId));
}

// ---------------------------------------------------------------- reading a deck

/** Prepared cards still showable now: hidden, blocked and swiped people drop out between builds. */
const stillShowable = (userId: string) =>
  and(
    eq(deckCandidates.userId, userId),
    visible(),
    notBlockedBetween(deckCandidates.userId, deckCandidates.candidateId),
  );

/** The last card of the previous page, in page order (priority desc, score desc, candidate_id). */
type DeckAfter = { priority: number; score: number; id: string } | null;

function pageQuery(db: Tx, userId: string, after: DeckAfter, limit: number) {
  return db
    .select({
      ...cardColumns,
      photos: photosOfShown.as('photos'),
      score: deckCandidates.score,
      priority: deckCandidates.priority,
      distanceBucket: deckCandidates.distanceBucket,
    })
    .from(deckCandidates)
    .innerJoin(profiles, eq(profiles.userId, deckCandidates.candidateId))
    .where(
      and(
        stillShowable(userId),
        sql`not exists (select 1 from ${swipes} where ${swipes.swiperId} = ${deckCandidates.userId} and ${swipes.targetId} = ${deckCandidates.candidateId})`,
        // The redundant `(priority, score) <= cursor` (both descending in the index) bounds the page
        // index scan, so a deep page starts at its cursor instead of walking past every card before it.
        after
          ? and(
              sql`(${deckCandidates.priority}, ${deckCandidates.score}) <= (${after.priority}::smallint, ${after.score}::smallint)`,
              or(
                lt(deckCandidates.priority, after.priority),
                and(
                  eq(deckCandidates.priority, after.priority),
                  or(
                    lt(deckCandidates.score, after.score),
                    and(eq(deckCandidates.score, after.score), gt(deckCandidates.candidateId, after.id)),
                  ),
                ),
              ),
            )
          : undefined,
      ),
    )
    .orderBy(desc(deckCandidates.priority), desc(deckCandidates.score), asc(deckCandidates.candidateId))
    .limit(limit);
}

export async function selectDeckPage(db: Tx, userId: string, after: DeckAfter, limit: number) {
  return pageQuery(db, userId, after, limit);
}
export type DeckCardRow = Awaited<ReturnType<typeof selectDeckPage>>[number];

/** The pass's size: see countDeck. As SQL, so it can ride along with another statement. */
const deckCount = (userId: string) => sql<number>`(select count(*)::int from ${deckCandidates}
  inner join ${profiles} on ${profiles.userId} = ${deckCandidates.candidateId} where ${stillShowable(userId)})`;

/**
 * Everyone in this pass of the deck, including people swiped since it was built, so that
 * 'n of total' stays put while the user works through it.
 */
export async function countDeck(db: Tx, userId: string): Promise<number> {
  const rows = await db.execute(sql`select ${deckCount(userId)} as n`);
  return rowsOf<{ n: number }>(rows)[0]?.n ?? 0;
}

/**
 * A deck request's reads in one statement: the viewer (answers and the state of their deck), a
 * page of the prepared deck after `after` (null page: none wanted), and, when `withCount`, the
 * pass's size if it is not about to be rebuilt (null otherwise). The page is what is prepared now;
 * the caller reads it again only if it rebuilds.
 */
export async function selectViewerAndPage(
  db: Tx,
  userId: string,
  page: { after: DeckAfter; limit: number } | null,
  withCount: boolean,
  now: Date,
) {
  const cards = pageQuery(db, userId, page?.after ?? null, page?.limit ?? 0).as('card');
  const rows = await db
    .select({
      viewer: viewerColumns(viewerSide, sql.raw('"viewer"."user_id"'), now),
      // Counted only when the pass will likely be read as it is: a first page usually rebuilds (the
      // viewer swiped since, or it is stale), and a count of the old pass would be thrown away. The
      // prediction uses the database's clock; deckPage counts apart if it turns out wrong.
      total: withCount
        ? sql<number | null>`case when ${deckBuilds.builtAt} > now() - make_interval(secs => ${DECK_STALE_MS / 1000})
            and not exists (select 1 from ${swipes} where ${swipes.swiperId} = ${userId} and ${swipes.createdAt} >= ${deckBuilds.builtAt})
            then ${deckCount(userId)} end`
        : sql<number | null>`null::int`,
      card: {
        userId: cards.userId,
        displayName: cards.displayName,
        birthDate: cards.birthDate,
        gender: cards.gender,
        location: cards.location,
        bio: cards.bio,
        occupation: cards.occupation,
        education: cards.education,
        relationshipGoals: cards.relationshipGoals,
        bodyType: cards.bodyType,
        heightCm: cards.heightCm,
        interests: cards.interests,
        languages: cards.languages,
        heritage: cards.heritage,
        personality: cards.personality,
        verified: cards.verified,
        showOnline: cards.showOnline,
        latSnapped: cards.latSnapped,
        lngSnapped: cards.lngSnapped,
        photos: cards.photos,
        score: cards.score,
        priority: cards.priority,
        distanceBucket: cards.distanceBucket,
      },
    })
    .from(viewerSide)
    .leftJoin(deckBuilds, eq(deckBuilds.userId, viewerSide.userId))
    .leftJoinLateral(cards, sql`true`)
    .where(eq(viewerSide.userId, userId));
  const first = rows[0];
  if (!first) return undefined;
  return {
    viewer: { ...first.viewer, lastSwipeAt: toDate(first.viewer.lastSwipeAt) } as ViewerRow,
    total: first.total,
    cards: rows.flatMap((r) => (r.card ? [r.card as DeckCardRow] : [])),
  };
}
