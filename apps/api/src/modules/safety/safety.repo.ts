import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';

export type SignalKind = 'nudity_suspected' | 'off_platform_contact';

export interface NewSignal {
  userId: string;
  kind: SignalKind;
  detail: Record<string, unknown>;
  contentRef: string | null;
  at: Date;
}

export async function insertSignal(db: Tx, s: NewSignal): Promise<string> {
  const result = await db.execute(sql`
    insert into safety_signals (user_id, kind, detail, content_ref, created_at)
    values (${s.userId}, ${s.kind}, ${JSON.stringify(s.detail)}::jsonb, ${s.contentRef}, ${s.at.toISOString()}::timestamptz)
    returning id::text as id`);
  return rowsOf<{ id: string }>(result)[0]!.id;
}

/**
 * Records one confirmed share and answers how many this member made since `since`, and whether an
 * unresolved signal of that kind is already waiting for a moderator; one statement.
 */
export async function recordContactShare(
  db: Tx,
  userId: string,
  place: 'bio' | 'message',
  at: Date,
  since: Date,
): Promise<{ shares: number; open_signal: boolean }> {
  const result = await db.execute(sql`
    with ins as (
      insert into contact_shares (user_id, place, created_at) values (${userId}, ${place}, ${at.toISOString()}::timestamptz) returning 1
    )
    select (select count(*)::int from contact_shares where user_id = ${userId} and created_at >= ${since.toISOString()}::timestamptz) + 1 as shares,
      exists (select 1 from safety_signals where user_id = ${userId} and kind = 'off_platform_contact' and resolved_at is null) as open_signal
    from ins`);
  return rowsOf<{ shares: number; open_signal: boolean }>(result)[0]!;
}
