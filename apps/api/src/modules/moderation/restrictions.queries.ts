import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';

/** True while the moderators (or three fake-profile reports) ask the member to verify their face again; one primary-key read. */
export async function faceCheckDue(db: Tx, userId: string): Promise<boolean> {
  const result = await db.execute(sql`select 1 from users where id = ${userId} and face_check_required_at is not null`);
  return rowsOf(result).length > 0;
}
