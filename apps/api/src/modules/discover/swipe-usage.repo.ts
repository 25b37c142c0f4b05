import { sql } from 'drizzle-orm';
import type { SwipeKind } from '@sankofa/contracts';
import type { Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';

/**
 * Counts one like or super like of `day` by one conditional upsert, only while the count is under
 * `limit` (null: no limit). Concurrent swipes of one member queue on the row and each re-reads what
 * the previous one committed. False when the limit was already reached.
 */
export async function countSwipe(
  tx: Tx,
  userId: string,
  kind: Exclude<SwipeKind, 'pass'>,
  day: string,
  limit: number | null,
): Promise<boolean> {
  const column = sql.raw(kind === 'like' ? 'likes' : 'super_likes');
  const underLimit = limit === null ? sql`true` : sql`daily_swipe_usage.${column} < ${limit}`;
  const rows = rowsOf<{ used: number }>(
    await tx.execute(sql`
      insert into daily_swipe_usage (user_id, day, ${column}) values (${userId}, ${day}::date, 1)
      on conflict (user_id, day) do update set ${column} = daily_swipe_usage.${column} + 1 where ${underLimit}
      returning ${column} as used`),
  );
  return rows.length > 0;
}

/** Deletes the daily counters of days before `day` (YYYY-MM-DD); returns how many. */
export async function deleteSwipeUsageBefore(db: Tx, day: string): Promise<number> {
  const result = await db.execute(sql`
    with gone as (delete from daily_swipe_usage where day < ${day}::date returning 1)
    select count(*)::int as n from gone`);
  return rowsOf<{ n: number }>(result)[0]!.n;
}
