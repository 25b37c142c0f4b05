import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { profiles, swipes } from '../../db/schema.ts';
import { notBlockedBetween } from '../social/visibility.queries.ts';
import { cardColumns, visible } from './discover.repo.ts';

/** Where a page ended: the like's exact database timestamp (as text, microseconds kept) and liker. */
export type LikesCursor = { at: string; id: string };

/**
 * People who liked or super liked `me`, newest first, whom I have not swiped on yet (a swipe of mine
 * answers them: a like made the match, a pass declined). Hidden, not onboarded, demo and blocked
 * (either way) people never appear. One statement; keyset on (liked at, liker id).
 */
export async function selectLikesOfMe(db: Tx, me: string, after: LikesCursor | null, limit: number) {
  const keyset: SQL | undefined = after
    ? sql`(${swipes.createdAt}, ${swipes.swiperId}) < (${after.at}::timestamptz, ${after.id}::uuid)`
    : undefined;
  return db
    .select({
      card: cardColumns,
      kind: swipes.kind,
      likedAt: swipes.createdAt,
      cursorAt: sql<string>`${swipes.createdAt}::text`,
    })
    .from(swipes)
    .innerJoin(profiles, eq(profiles.userId, swipes.swiperId))
    .where(
      and(
        eq(swipes.targetId, me),
        inArray(swipes.kind, ['like', 'super_like']),
        visible(),
        notBlockedBetween(sql`${me}::uuid`, profiles.userId),
        sql`not exists (select 1 from swipes mine where mine.swiper_id = ${me} and mine.target_id = ${swipes.swiperId})`,
        keyset,
      ),
    )
    .orderBy(desc(swipes.createdAt), desc(swipes.swiperId))
    .limit(limit);
}
