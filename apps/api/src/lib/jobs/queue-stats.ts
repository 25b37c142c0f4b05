import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';

export interface KindStats {
  kind: string;
  /** Waiting for their time, a first try or a retry. */
  queued: number;
  running: number;
  /** Queued again after at least one failed attempt. */
  retrying: number;
  /** Failed every attempt; kept for the operator. */
  dead: number;
}

export interface QueueStats {
  total: Omit<KindStats, 'kind'>;
  byKind: KindStats[];
}

/** Jobs of one queue by state (for metrics and the operator's `npm run jobs`): one statement over the table's own index. */
export async function queueStats(db: Tx, queue: string): Promise<QueueStats> {
  const result = await db.execute(sql`
    select kind,
      count(*) filter (where state = 'queued')::int as queued,
      count(*) filter (where state = 'running')::int as running,
      count(*) filter (where state = 'queued' and attempts > 0)::int as retrying,
      count(*) filter (where state = 'dead')::int as dead
    from jobs where queue = ${queue}
    group by kind order by kind`);
  const byKind = rowsOf<KindStats>(result);
  const total = { queued: 0, running: 0, retrying: 0, dead: 0 };
  for (const row of byKind) {
    total.queued += row.queued;
    total.running += row.running;
    total.retrying += row.retrying;
    total.dead += row.dead;
  }
  return { total, byKind };
}
