import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { isoText, rowsOf } from '../../db/rows.ts';

export interface DeadJob {
  id: number;
  kind: string;
  attempts: number;
  last_error: string | null;
  created_at: string;
}

/** Dead jobs of a queue, oldest first; payloads stay out (a mail's is sealed anyway). */
export async function listDeadJobs(db: Tx, queue: string, limit = 100): Promise<DeadJob[]> {
  const result = await db.execute(sql`
    select id, kind, attempts, last_error, ${isoText(sql`created_at`)} as created_at
    from jobs where queue = ${queue} and state = 'dead'
    order by created_at, id limit ${limit}`);
  return rowsOf<DeadJob>(result).map((r) => ({ ...r, id: Number(r.id) }));
}

/** Gives dead jobs (one, or all of the queue) a fresh set of attempts, due now; returns how many. */
export async function retryDeadJobs(db: Tx, queue: string, id?: number): Promise<number> {
  const one = id === undefined ? sql`` : sql`and id = ${id}`;
  const result = await db.execute(sql`
    with revived as (
      update jobs set state = 'queued', attempts = 0, run_after = now(), locked_until = null
      where queue = ${queue} and state = 'dead' ${one}
      returning 1)
    select count(*)::int as n from revived`);
  return rowsOf<{ n: number }>(result)[0]!.n;
}
