import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { boosts } from '../../db/schema.ts';
import { lockKey, toDate } from './discover.repo.ts';

/**
 * Serialises one member's boost starts until the transaction ends. Checking "is one running" and
 * "how many this month", then inserting, is only race-free if the next start waits for this one to
 * commit; its next statement then sees the row this one wrote.
 */
export async function lockBoostsOf(tx: Tx, userId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(${lockKey('boost', userId)}::bigint)`);
}

/** The member's running boost at `now` (if any) and how many boosts they started since `monthStart`. */
export async function selectBoostUsage(tx: Tx, userId: string, monthStart: Date, now: Date) {
  const rows = rowsOf<{ used: number; startedAt: unknown; endsAt: unknown }>(
    await tx.execute(sql`select
        (select count(*)::int from ${boosts} where ${boosts.userId} = ${userId}
          and ${boosts.startedAt} >= ${monthStart} and ${boosts.startedAt} <= ${now}) as used,
        a.started_at as "startedAt", a.ends_at as "endsAt"
      from (select 1) one
      left join lateral (select ${boosts.startedAt}, ${boosts.endsAt} from ${boosts}
        where ${boosts.userId} = ${userId} and ${boosts.startedAt} <= ${now} and ${boosts.endsAt} > ${now}
        order by ${boosts.startedAt} desc limit 1) a on true`),
  );
  const row = rows[0]!;
  const startedAt = toDate(row.startedAt);
  const endsAt = toDate(row.endsAt);
  return { used: row.used, active: startedAt && endsAt ? { startedAt, endsAt } : null };
}

export async function insertBoost(tx: Tx, userId: string, startedAt: Date, endsAt: Date) {
  await tx.insert(boosts).values({ userId, startedAt, endsAt });
}
