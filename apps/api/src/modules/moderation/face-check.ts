import { sql } from 'drizzle-orm';
import type { AppDeps } from '../../deps.ts';
import { rowsOf } from '../../db/rows.ts';
import { faceCheckRequired } from './moderation-errors.ts';

/**
 * Refuses a swipe, a message or going live while the moderators (or three fake-profile reports)
 * asked the member to verify their face again. One primary-key read.
 */
export async function assertNoFaceCheckDue(deps: Pick<AppDeps, 'database'>, userId: string): Promise<void> {
  const result = await deps.database.db.execute(sql`select 1 from users where id = ${userId} and face_check_required_at is not null`);
  if (rowsOf(result).length > 0) throw faceCheckRequired();
}
