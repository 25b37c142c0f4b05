import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { matches, photos, profiles, swipes, streamingSessions, tokenLedger, users } from '../../db/schema.ts';
import type { PhotoRow } from '../photos/photo-row.ts';
import { balanceSql } from '../tokens/ledger.queries.ts';

const count = (q: ReturnType<typeof sql>) => sql<number>`(${q})::int`;

/**
 * The own-profile screen in one statement: the profile, its photos, the four counters and the
 * ledger balance. Counters are subselects on indexed columns, so the cost does not grow with photos.
 */
export async function selectOwnProfile(db: Tx, userId: string) {
  const rows = await db
    .select({
      profile: profiles,
      email: users.email,
      likesReceived: count(
        sql`select count(*) from ${swipes} where ${swipes.targetId} = ${profiles.userId} and ${swipes.kind} in ('like', 'super_like')`,
      ),
      matches: count(
        sql`select count(*) from ${matches} where ${matches.userA} = ${profiles.userId} or ${matches.userB} = ${profiles.userId}`,
      ),
      streams: count(
        sql`select count(*) from ${streamingSessions} where ${streamingSessions.hostUserId} = ${profiles.userId}`,
      ),
      giftsReceived: count(
        sql`select count(*) from ${tokenLedger} where ${tokenLedger.userId} = ${profiles.userId} and ${tokenLedger.reason} = 'gift_received'`,
      ),
      tokenBalance: balanceSql(profiles.userId),
      photos: sql<PhotoRow[]>`(
        select coalesce(json_agg(json_build_object(
          'id', ${photos.id}, 'largeKey', ${photos.largeKey}, 'smallKey', ${photos.smallKey},
          'width', ${photos.width}, 'height', ${photos.height}, 'held', ${photos.heldAt} is not null
        ) order by ${photos.position}, ${photos.createdAt}), '[]'::json)
        from ${photos} where ${photos.userId} = ${profiles.userId})`,
    })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(eq(profiles.userId, userId))
    .limit(1);
  return rows[0];
}

export type OwnProfileRow = NonNullable<Awaited<ReturnType<typeof selectOwnProfile>>>;

type ProfileColumns = typeof profiles.$inferInsert;

/** Writes only the columns given; callers pass allow-listed fields, never a request body as is. */
export async function updateProfileColumns(tx: Tx, userId: string, fields: Partial<ProfileColumns>, now: Date) {
  const rows = await tx
    .update(profiles)
    .set({ ...fields, updatedAt: now })
    .where(eq(profiles.userId, userId))
    .returning({ userId: profiles.userId });
  return rows.length === 1;
}

export async function selectBio(db: Tx, userId: string): Promise<string | undefined> {
  const [row] = await db.select({ bio: profiles.bio }).from(profiles).where(eq(profiles.userId, userId));
  return row?.bio;
}
