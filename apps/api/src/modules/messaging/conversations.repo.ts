import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { isoText, rowsOf } from '../../db/rows.ts';
import { planIncludes } from '../payments/entitlements.queries.ts';
import { photoKeyOf } from './messages.repo.ts';

export interface ConversationRow {
  /** The peer is banned or suspended. */
  removed: boolean;
  peer: string;
  connection: 'match' | 'friend' | 'direct';
  connected_at: string;
  sort_key: string;
  display_name: string;
  verified: boolean;
  show_online: boolean;
  photo_key: string | null;
  unread: number;
  their_read_seq: number;
  last_seq: number | null;
  last_sender_id: string | null;
  last_kind: 'text' | 'heart' | 'gift' | 'call' | null;
  last_body: string | null;
  last_call_media: 'audio' | 'video' | null;
  last_call_outcome: 'answered' | 'missed' | 'declined' | null;
  last_call_seconds: number | null;
  last_sent_at: string | null;
}

export interface ConversationCursor {
  sortKey: string;
  peer: string;
}

/**
 * My conversations in one statement: every match and friend (a pair that is both counts once, as a
 * match), newest activity first: the last message, or when they connected if nobody has written
 * yet. Only the page's rows are joined to profiles, photos and their last message. Their read
 * position is 0 unless my plan includes read receipts (decision 0013).
 */
export async function selectConversations(
  db: Tx,
  me: string,
  opts: { after?: ConversationCursor | null; peer?: string; limit: number },
  now: Date,
): Promise<ConversationRow[]> {
  const filters: SQL[] = [];
  if (opts.after)
    filters.push(sql`(r.sort_at, r.peer) < (${opts.after.sortKey}::timestamptz, ${opts.after.peer}::uuid)`);
  if (opts.peer) filters.push(sql`r.peer = ${opts.peer}::uuid`);
  const where = filters.length ? sql`where ${sql.join(filters, sql` and `)}` : sql``;
  const result = await db.execute(sql`
    with links as (
      select case when m.user_a = ${me} then m.user_b else m.user_a end as peer, m.created_at as at, 0 as rank
        from matches m where m.user_a = ${me} or m.user_b = ${me}
      union all
      select case when f.user_a = ${me} then f.user_b else f.user_a end, f.created_at, 1
        from friendships f where f.user_a = ${me} or f.user_b = ${me}
      union all
      -- Conversations a Platinum member opened before any match (decision 0016); a block hides them.
      select case when c.user_a = ${me} then c.user_b else c.user_a end, c.created_at, 2
        from conversations c where (c.user_a = ${me} or c.user_b = ${me}) and c.opened_by is not null
          and not exists (select 1 from blocks bl where (bl.blocker_id = c.user_a and bl.blocked_id = c.user_b)
                                                   or (bl.blocker_id = c.user_b and bl.blocked_id = c.user_a))
    ),
    peers as (select distinct on (peer) peer, at, rank from links order by peer, rank),
    plan as (select ${planIncludes(me, now, 'readReceipts')} as receipts),
    r as (
      select pe.peer, pe.at, pe.rank, c.user_a, c.user_b, c.last_seq,
        coalesce(case when c.user_a = ${me} then c.a_unread else c.b_unread end, 0) as unread,
        case when (select receipts from plan) then coalesce(case when c.user_a = ${me} then c.b_read_seq else c.a_read_seq end, 0)
          else 0 end as their_read_seq,
        coalesce(c.last_message_at, pe.at) as sort_at
      from peers pe
      left join conversations c on c.user_a = least(${me}::uuid, pe.peer) and c.user_b = greatest(${me}::uuid, pe.peer)
    ),
    page as (select * from r ${where} order by r.sort_at desc, r.peer desc limit ${opts.limit})
    select page.peer::text as peer, case page.rank when 0 then 'match' when 1 then 'friend' else 'direct' end as connection,
      ${isoText(sql.raw('page.at'))} as connected_at, page.sort_at::text as sort_key,
      coalesce(pp.display_name, '') as display_name, pp.verified, pp.show_online, ${photoKeyOf('pp')} as photo_key,
      page.unread, page.their_read_seq, lm.seq as last_seq, lm.sender_id::text as last_sender_id, lm.kind as last_kind,
      lm.body as last_body, lm.call_media as last_call_media, lm.call_outcome as last_call_outcome,
      lm.call_seconds as last_call_seconds, ${isoText(sql.raw('lm.created_at'))} as last_sent_at,
      exists (select 1 from users ru where ru.id = page.peer and (ru.banned_at is not null or ru.suspended_until > now())) as removed
    from page
    join profiles pp on pp.user_id = page.peer
    left join messages lm on lm.user_a = page.user_a and lm.user_b = page.user_b and lm.seq = page.last_seq
    order by page.sort_at desc, page.peer desc`);
  return rowsOf<ConversationRow>(result);
}

/** The bell's three counts in one statement; unread messages only count while the pair is connected. */
export async function selectNotificationCounts(
  db: Tx,
  me: string,
): Promise<{ unread_messages: number; friend_requests: number; new_matches: number }> {
  const result = await db.execute(sql`
    select
      (select coalesce(sum(case when c.user_a = ${me} then c.a_unread else c.b_unread end), 0)::int
         from conversations c
        where (c.user_a = ${me} or c.user_b = ${me})
          and (exists (select 1 from matches mt where mt.user_a = c.user_a and mt.user_b = c.user_b)
               or exists (select 1 from friendships fs where fs.user_a = c.user_a and fs.user_b = c.user_b)
               or (c.opened_by is not null
                   and not exists (select 1 from blocks bl where (bl.blocker_id = c.user_a and bl.blocked_id = c.user_b)
                                                            or (bl.blocker_id = c.user_b and bl.blocked_id = c.user_a))))) as unread_messages,
      (select count(*)::int from friend_requests fr where fr.addressee_id = ${me}) as friend_requests,
      (select count(*)::int from matches m
        where (m.user_a = ${me} or m.user_b = ${me})
          and not exists (select 1 from conversations c where c.user_a = m.user_a and c.user_b = m.user_b
                            and (c.last_seq > 0 or (case when c.user_a = ${me} then c.a_opened_at else c.b_opened_at end) is not null))
      ) as new_matches`);
  return rowsOf<{ unread_messages: number; friend_requests: number; new_matches: number }>(result)[0]!;
}
