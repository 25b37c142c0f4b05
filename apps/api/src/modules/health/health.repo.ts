import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';

/** The cheapest round trip that proves the database answers. */
export async function pingDatabase(db: Tx): Promise<void> {
  await db.execute(sql`select 1`);
}
