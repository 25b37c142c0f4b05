import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { photos, profiles } from '../../db/schema.ts';

import type { PhotoRow } from './photo-row.ts';

const photoColumns = {
  id: photos.id,
  largeKey: photos.largeKey,
  smallKey: photos.smallKey,
  width: photos.width,
  height: photos.height,
  held: sql<boolean>`${photos.heldAt} is not null`,
};

/**
 * Takes the user's profile row lock: every change to a user's photo set goes through it, so two
 * uploads at once cannot both see five photos and both add a sixth. undefined when there is no profile.
 */
export async function lockPhotoOwner(tx: Tx, userId: string): Promise<{ mainPhotoId: string | null } | undefined> {
  const rows = await tx
    .select({ mainPhotoId: profiles.mainPhotoId })
    .from(profiles)
    .where(eq(profiles.userId, userId))
    .for('update');
  return rows[0];
}

export async function photoCount(db: Tx, userId: string): Promise<{ count: number; nextPosition: number }> {
  const rows = await db
    .select({
      count: sql<number>`count(*)::int`,
      nextPosition: sql<number>`coalesce(max(${photos.position}) + 1, 0)::int`,
    })
    .from(photos)
    .where(eq(photos.userId, userId));
  return rows[0] ?? { count: 0, nextPosition: 0 };
}

export async function insertPhoto(
  tx: Tx,
  row: {
    userId: string;
    position: number;
    largeKey: string;
    smallKey: string;
    width: number;
    height: number;
    heldAt: Date | null;
  },
): Promise<PhotoRow> {
  const [inserted] = await tx.insert(photos).values(row).returning(photoColumns);
  return inserted!;
}

/** The user's photos in display order and the main one, in one query (a profile with no photos gives one row). */
export async function listPhotoRows(
  db: Tx,
  userId: string,
): Promise<{ photos: PhotoRow[]; mainPhotoId: string | null }> {
  const rows = await db
    .select({ mainPhotoId: profiles.mainPhotoId, photo: photoColumns })
    .from(profiles)
    .leftJoin(photos, eq(photos.userId, profiles.userId))
    .where(eq(profiles.userId, userId))
    .orderBy(asc(photos.position), asc(photos.createdAt));
  return {
    photos: rows.flatMap((r) => (r.photo ? [r.photo] : [])),
    mainPhotoId: rows[0]?.mainPhotoId ?? null,
  };
}

export async function ownPhotoIds(db: Tx, userId: string): Promise<string[]> {
  const rows = await db
    .select({ id: photos.id })
    .from(photos)
    .where(eq(photos.userId, userId))
    .orderBy(asc(photos.position), asc(photos.createdAt));
  return rows.map((r) => r.id);
}

/** Deletes one of the user's photos; its storage keys, or undefined when the user has no such photo. */
export async function deletePhotoRow(tx: Tx, userId: string, photoId: string): Promise<PhotoRow | undefined> {
  const rows = await tx
    .delete(photos)
    .where(and(eq(photos.id, photoId), eq(photos.userId, userId)))
    .returning(photoColumns);
  return rows[0];
}

export async function deleteAllPhotoRows(tx: Tx, userId: string): Promise<PhotoRow[]> {
  return tx.delete(photos).where(eq(photos.userId, userId)).returning(photoColumns);
}

export async function setMainPhotoId(tx: Tx, userId: string, photoId: string | null): Promise<void> {
  await tx.update(profiles).set({ mainPhotoId: photoId }).where(eq(profiles.userId, userId));
}

/** When the main photo is gone (the foreign key set it to null), the first remaining photo takes over. */
export async function fillMissingMainPhoto(tx: Tx, userId: string): Promise<void> {
  await tx
    .update(profiles)
    .set({
      mainPhotoId: sql`(select ${photos.id} from ${photos} where ${photos.userId} = ${userId}
        order by ${photos.position}, ${photos.createdAt} limit 1)`,
    })
    .where(and(eq(profiles.userId, userId), isNull(profiles.mainPhotoId)));
}

/** Positions 0..n-1 in the given order; ids that are not the user's are left untouched. */
export async function setPhotoPositions(tx: Tx, userId: string, orderedIds: string[]): Promise<void> {
  if (orderedIds.length === 0) return;
  const values = sql.join(
    orderedIds.map((id, i) => sql`(${id}::uuid, ${i}::smallint)`),
    sql`, `,
  );
  await tx.execute(sql`
    update ${photos} set position = o.position
    from (values ${values}) as o(id, position)
    where ${photos.id} = o.id and ${photos.userId} = ${userId}`);
}

export async function countOwnedAmong(db: Tx, userId: string, ids: string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(photos)
    .where(and(eq(photos.userId, userId), inArray(photos.id, ids)));
  return rows[0]?.n ?? 0;
}
