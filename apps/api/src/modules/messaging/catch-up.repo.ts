import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { isoText, rowsOf } from '../../db/rows.ts';
import { planIncludes } from '../payments/entitlements.queries.ts';
import { type ConversationPair, connectedSql } from './conversation-pair.queries.ts';
import { messageColumns, type MessageRow } from './messages.repo.ts';

export interface CatchUpWindow {
  peer: string;
  connected: boolean;
  theirReadSeq: number;
  /** Oldest first; up to `limit` of them. */
  messages: MessageRow[];
}

/**
 * The messages after a point in each of several conversations, in one statement: for each pair the
 * same permission check, window and read position as `selectMessageWindow` (so a closed conversation
 * shows nothing), glued with UNION ALL. A reconnecting member resumes all their chats in one trip
 * instead of one a conversation (issue #24).
 */
export async function selectCatchUp(
  db: Tx,
  asks: ReadonlyArray<{ pair: ConversationPair; after: number }>,
  limit: number,
  now: Date,
): Promise<CatchUpWindow[]> {
  if (asks.length === 0) return [];
  const parts = asks.map(
    ({ pair: p, after }, i) => sql`(select ${i}::int as ord, ${connectedSql(p)} as connected,
      case when ${planIncludes(p.me, now, 'readReceipts')} then
        coalesce((select c.${p.theirs('read_seq')} from conversations c where c.user_a = ${p.userA} and c.user_b = ${p.userB}), 0)
      else 0 end as their_read_seq,
      coalesce((select json_agg(win order by win.seq) from (
        select ${messageColumns('m')}, ${isoText(sql.raw('m.created_at'))} as sent_at from messages m
        where m.user_a = ${p.userA} and m.user_b = ${p.userB} and m.seq > ${after} and ${connectedSql(p)}
        order by m.seq asc limit ${limit}) win), '[]'::json) as messages)`,
  );
  const result = await db.execute(sql`${sql.join(parts, sql` union all `)} order by ord`);
  const rows = rowsOf<{ ord: number; connected: boolean; their_read_seq: number; messages: MessageRow[] | string }>(
    result,
  );
  return rows.map((row) => ({
    peer: asks[row.ord]!.pair.peer,
    connected: row.connected,
    theirReadSeq: row.their_read_seq,
    messages: typeof row.messages === 'string' ? (JSON.parse(row.messages) as MessageRow[]) : row.messages,
  }));
}
