import { sql } from 'drizzle-orm';
import type { CallLineFacts } from '@sankofa/contracts';
import { executePrepared, type Tx } from '../../db/client.ts';
import { isoText, rowsOf } from '../../db/rows.ts';
import { photoKeyOf } from '../../db/photo-key.ts';
import { planIncludes } from '../payments/entitlements.queries.ts';
import { type ConversationPair, connectedSql, linkedSql, mayMessageSql } from './conversation-pair.queries.ts';

export interface MessageRow {
  id: string;
  seq: number;
  sender_id: string;
  client_id: string;
  kind: 'text' | 'heart' | 'gift' | 'call';
  body: string;
  gift_type: 'rose' | 'heart' | 'diamond' | null;
  gift_cost: number | null;
  call_media: 'audio' | 'video' | null;
  call_outcome: 'answered' | 'missed' | 'declined' | null;
  call_seconds: number | null;
  sent_at: string;
}

export { photoKeyOf };

export const messageColumns = (alias: string) =>
  sql.raw(`${alias}.id::text as id, ${alias}.seq, ${alias}.sender_id::text as sender_id, ${alias}.client_id, ${alias}.kind,
    ${alias}.body, ${alias}.gift_type, ${alias}.gift_cost, ${alias}.call_media, ${alias}.call_outcome, ${alias}.call_seconds`);

export interface NewMessage {
  clientId: string;
  kind: 'text' | 'heart' | 'gift';
  body: string;
  giftType: 'rose' | 'heart' | 'diamond' | null;
  giftCost: number | null;
  at: Date;
}

interface InsertOutcome {
  /** The pair may talk and the conversation's next sequence number was taken. */
  allowed: boolean;
  /** Null when this client id was already used by the sender (a retry). */
  message: MessageRow | null;
  senderName: string;
  senderPhotoKey: string | null;
  /** The recipient has a device that takes push notifications (read here so a send costs no statement more). */
  peerHasPush: boolean;
}

/**
 * One statement: takes the conversation's next sequence number (creating the row on the first
 * message; its row lock orders the pair's messages), counts the message as unread for the
 * recipient, and inserts it. Run inside a transaction: when the insert meets an earlier message with
 * the same client id, the caller rolls back so the counters stay untouched.
 */
export async function insertMessage(tx: Tx, p: ConversationPair, m: NewMessage): Promise<InsertOutcome> {
  const toA = p.peer === p.userA ? 1 : 0;
  const result = await tx.execute(sql`
    with allowed as (select ${linkedSql(p)} as linked where ${mayMessageSql(p, m.at)}),
    conv as (
      insert into conversations as c (user_a, user_b, last_seq, last_message_at, a_unread, b_unread, ${p.mine('opened_at')}, opened_by)
      select ${p.userA}, ${p.userB}, 1, ${m.at}, ${toA}, ${1 - toA}, ${m.at}, case when allowed.linked then null else ${p.me}::uuid end
        from allowed
      on conflict (user_a, user_b) do update set
        opened_by = coalesce(c.opened_by, excluded.opened_by),
        last_seq = c.last_seq + 1,
        last_message_at = excluded.last_message_at,
        a_unread = c.a_unread + excluded.a_unread,
        b_unread = c.b_unread + excluded.b_unread,
        ${p.mine('opened_at')} = coalesce(c.${p.mine('opened_at')}, excluded.${p.mine('opened_at')})
      returning last_seq
    ),
    msg as (
      insert into messages (user_a, user_b, seq, sender_id, client_id, kind, body, gift_type, gift_cost, created_at)
      select ${p.userA}, ${p.userB}, conv.last_seq, ${p.me}, ${m.clientId}, ${m.kind}, ${m.body}, ${m.giftType}, ${m.giftCost}, ${m.at}
        from conv
      on conflict do nothing
      returning *
    )
    select (select count(*)::int from conv) as allowed, ${messageColumns('msg')}, ${isoText(sql.raw('msg.created_at'))} as sent_at,
      coalesce(sp.display_name, '') as sender_name, ${photoKeyOf('sp')} as sender_photo_key,
      exists (select 1 from push_subscriptions ps where ps.user_id = ${p.peer}) as peer_has_push
    from (select 1) one
    left join msg on true
    left join profiles sp on sp.user_id = ${p.me}`);
  const row = rowsOf<
    MessageRow & { allowed: number; sender_name: string; sender_photo_key: string | null; peer_has_push: boolean }
  >(result)[0]!;
  return {
    allowed: row.allowed > 0,
    message: row.id ? row : null,
    senderName: row.sender_name,
    senderPhotoKey: row.sender_photo_key,
    peerHasPush: row.peer_has_push,
  };
}

interface AppendOutcome extends InsertOutcome {
  /** The pair already had a conversation row. */
  hadConversation: boolean;
  /** This statement created the pair's conversation row. */
  created: boolean;
}

type AppendRow = MessageRow & {
  allowed: number;
  had_conversation: number;
  created: number;
  moved: number;
  sender_name: string;
  sender_photo_key: string | null;
  peer_has_push: boolean;
};

/**
 * Text and hearts in one auto-committed statement. When the pair has a conversation row, it is
 * locked first (FOR UPDATE), so the insert takes the next sequence number, and the counters move only
 * if the message was really inserted (the update reads from the insert). When it has none, the row is
 * created already counting this message as number 1, unless the sender used this client id before
 * (a retry, or a client id reused for someone else). A retried client id inserts nothing and changes
 * nothing, with no transaction to roll back. `message` null with neither `hadConversation` nor
 * `created` means the statement could not decide (a first message racing another, or a used client
 * id): the caller then takes insertMessage's transaction. Gifts always do.
 */
export async function appendMessage(db: Tx, p: ConversationPair, m: NewMessage): Promise<AppendOutcome> {
  const toA = p.peer === p.userA ? 1 : 0;
  // Prepared: planning this statement cost about as much as running it. Its text differs only by
  // which side's opened_at column the sender writes, hence one name per side.
  const rows = await executePrepared<AppendRow>(
    db,
    `append_message_${p.mySide}`,
    sql`
    with allowed as (select ${linkedSql(p)} as linked where ${mayMessageSql(p, m.at)}),
    conv as (
      select c.last_seq from conversations c
      where c.user_a = ${p.userA} and c.user_b = ${p.userB} and exists (select 1 from allowed)
      for update
    ),
    fresh as (
      insert into conversations as c (user_a, user_b, last_seq, last_message_at, a_unread, b_unread, ${p.mine('opened_at')}, opened_by)
      select ${p.userA}, ${p.userB}, 1, ${m.at}, ${toA}, ${1 - toA}, ${m.at}, case when allowed.linked then null else ${p.me}::uuid end
        from allowed
      where not exists (select 1 from conv)
        and not exists (select 1 from messages u where u.sender_id = ${p.me} and u.client_id = ${m.clientId})
      on conflict (user_a, user_b) do nothing
      returning last_seq
    ),
    msg as (
      insert into messages (user_a, user_b, seq, sender_id, client_id, kind, body, gift_type, gift_cost, created_at)
      select ${p.userA}, ${p.userB}, next.seq, ${p.me}, ${m.clientId}, ${m.kind}, ${m.body}, ${m.giftType}, ${m.giftCost}, ${m.at}
        from (select last_seq + 1 as seq from conv union all select last_seq from fresh) next
      on conflict do nothing
      returning *
    ),
    moved as (
      update conversations c set
        last_seq = msg.seq,
        last_message_at = msg.created_at,
        a_unread = c.a_unread + ${toA},
        b_unread = c.b_unread + ${1 - toA},
        ${p.mine('opened_at')} = coalesce(c.${p.mine('opened_at')}, msg.created_at),
        -- Writing without a match or friendship (a Platinum member) opens the conversation for both.
        opened_by = coalesce(c.opened_by, (select case when allowed.linked then null else ${p.me}::uuid end from allowed))
      from msg where c.user_a = ${p.userA} and c.user_b = ${p.userB}
      returning c.last_seq
    )
    select (select count(*)::int from allowed) as allowed, (select count(*)::int from conv) as had_conversation,
      (select count(*)::int from fresh) as created, (select count(*)::int from moved) as moved,
      ${messageColumns('msg')}, ${isoText(sql.raw('msg.created_at'))} as sent_at,
      coalesce(sp.display_name, '') as sender_name, ${photoKeyOf('sp')} as sender_photo_key,
      exists (select 1 from push_subscriptions ps where ps.user_id = ${p.peer}) as peer_has_push
    from (select 1) one
    left join msg on true
    left join profiles sp on sp.user_id = ${p.me}`,
  );
  const row = rows[0]!;
  return {
    allowed: row.allowed > 0,
    hadConversation: row.had_conversation > 0,
    created: row.created > 0,
    message: row.id ? row : null,
    senderName: row.sender_name,
    senderPhotoKey: row.sender_photo_key,
    peerHasPush: row.peer_has_push,
  };
}

/** The message this sender already sent with this client id, and who it went to. */
export async function selectSentMessage(
  db: Tx,
  senderId: string,
  clientId: string,
): Promise<(MessageRow & { recipient_id: string; sender_name: string; sender_photo_key: string | null }) | undefined> {
  const result = await db.execute(sql`
    select ${messageColumns('m')}, ${isoText(sql.raw('m.created_at'))} as sent_at,
      (case when m.user_a = m.sender_id then m.user_b else m.user_a end)::text as recipient_id,
      coalesce(sp.display_name, '') as sender_name, ${photoKeyOf('sp')} as sender_photo_key
    from messages m left join profiles sp on sp.user_id = m.sender_id
    where m.sender_id = ${senderId} and m.client_id = ${clientId}`);
  return rowsOf<MessageRow & { recipient_id: string; sender_name: string; sender_photo_key: string | null }>(result)[0];
}

/** Why `me` may not write to `peer`, read in one statement after a refused send. */
export interface MessagingState {
  exists: boolean;
  onboarded: boolean;
  allowMessages: boolean;
  matched: boolean;
  friends: boolean;
  /** In a conversation opened before a match (decision 0016), not blocked. */
  opened: boolean;
  blocked: boolean;
  /** My plan lets me write first to someone I am not connected with. */
  mayOpen: boolean;
  /** The moderators asked me to verify my face again. */
  faceCheckDue: boolean;
  /** The peer is banned or suspended. */
  peerRemoved: boolean;
}

export async function selectMessagingState(db: Tx, p: ConversationPair, now: Date): Promise<MessagingState> {
  const result = await db.execute(sql`
    select pp.user_id is not null as exists, coalesce(pp.onboarded_at is not null, false) as onboarded,
      coalesce(pp.allow_messages, false) as allow_messages,
      ${connectedSql(p)} and exists (select 1 from matches mt where mt.user_a = ${p.userA} and mt.user_b = ${p.userB}) as matched,
      ${connectedSql(p)} and exists (select 1 from friendships fs where fs.user_a = ${p.userA} and fs.user_b = ${p.userB}) as friends,
      ${connectedSql(p)} and exists (select 1 from conversations oc where oc.user_a = ${p.userA} and oc.user_b = ${p.userB}
        and oc.opened_by is not null) as opened,
      exists (select 1 from blocks bl where (bl.blocker_id = ${p.me} and bl.blocked_id = ${p.peer})
        or (bl.blocker_id = ${p.peer} and bl.blocked_id = ${p.me})) as blocked,
      ${planIncludes(p.me, now, 'messageBeforeMatch')} as may_open,
      exists (select 1 from users mu where mu.id = ${p.me} and mu.face_check_required_at is not null) as face_check_due,
      exists (select 1 from users pu where pu.id = ${p.peer} and (pu.banned_at is not null or pu.suspended_until > now())) as peer_removed
    from (select 1) one left join profiles pp on pp.user_id = ${p.peer}`);
  const r = rowsOf<{
    exists: boolean;
    onboarded: boolean;
    allow_messages: boolean;
    matched: boolean;
    friends: boolean;
    opened: boolean;
    blocked: boolean;
    may_open: boolean;
    face_check_due: boolean;
    peer_removed: boolean;
  }>(result)[0]!;
  return {
    exists: r.exists,
    onboarded: r.onboarded,
    allowMessages: r.allow_messages,
    matched: r.matched,
    friends: r.friends,
    opened: r.opened,
    blocked: r.blocked,
    mayOpen: r.may_open,
    faceCheckDue: r.face_check_due,
    peerRemoved: r.peer_removed,
  };
}

interface MessageWindow {
  connected: boolean;
  theirReadSeq: number;
  /** Oldest first; one more than asked for when more exist in the direction read. */
  messages: MessageRow[];
}

/**
 * A window of one conversation in one statement, with the permission check and the other side's
 * read position: the newest `limit` (before `before` when given), or the oldest `limit` after `after`.
 * The read position is 0 unless my plan includes read receipts (decision 0013): no 'Seen' to send.
 */
export async function selectMessageWindow(
  db: Tx,
  p: ConversationPair,
  range: { before?: number; after?: number; limit: number },
  now: Date,
): Promise<MessageWindow> {
  const after = range.after !== undefined;
  const bound =
    range.before !== undefined ? sql`and m.seq < ${range.before}` : after ? sql`and m.seq > ${range.after}` : sql``;
  const result = await db.execute(sql`
    with win as (
      select ${messageColumns('m')}, ${isoText(sql.raw('m.created_at'))} as sent_at from messages m
      where m.user_a = ${p.userA} and m.user_b = ${p.userB} ${bound} and ${connectedSql(p)}
      order by m.seq ${after ? sql`asc` : sql`desc`} limit ${range.limit}
    )
    select ${connectedSql(p)} as connected,
      case when ${planIncludes(p.me, now, 'readReceipts')} then
        coalesce((select c.${p.theirs('read_seq')} from conversations c where c.user_a = ${p.userA} and c.user_b = ${p.userB}), 0)
      else 0 end as their_read_seq,
      coalesce((select json_agg(win order by win.seq) from win), '[]'::json) as messages`);
  const row = rowsOf<{ connected: boolean; their_read_seq: number; messages: MessageRow[] | string }>(result)[0]!;
  const list = typeof row.messages === 'string' ? (JSON.parse(row.messages) as MessageRow[]) : row.messages;
  return { connected: row.connected, theirReadSeq: row.their_read_seq, messages: list };
}

/**
 * Moves my read position forward to `upToSeq` (never back, never past the last message) and lowers
 * my unread count by the other person's messages it passes, and says whether the other person's
 * plan includes read receipts (whether they may be told). Opening a chat with no messages yet
 * creates the row, which is what marks a new match as seen.
 *
 * The position stops at the last message this statement can see (`seen`), not at the row's
 * `last_seq`: a message committed while this statement waited for the row lock is already counted
 * in `last_seq` and in the unread count, but not visible to the count below, so reading "up to the
 * end" (a large `upToSeq`) used to move past it without subtracting it, leaving an unread count
 * that never went away. Messages of a pair commit in sequence order (the row lock orders them), so
 * what is visible is always 1..seen and the span counted is exactly the span passed.
 */
export async function markRead(
  db: Tx,
  p: ConversationPair,
  upToSeq: number,
  at: Date,
): Promise<{ connected: boolean; readSeq: number; unread: number; senderSeesReceipts: boolean }> {
  const mine = p.mine;
  const result = await db.execute(sql`
    with allowed as (select 1 where ${connectedSql(p)}),
    seen as (select coalesce(max(m.seq), 0) as last_seq from messages m where m.user_a = ${p.userA} and m.user_b = ${p.userB}),
    conv as (
      insert into conversations as c (user_a, user_b, ${mine('opened_at')})
      select ${p.userA}, ${p.userB}, ${at} from allowed
      on conflict (user_a, user_b) do update set
        ${mine('read_seq')} = greatest(c.${mine('read_seq')}, least(${upToSeq}, (select seen.last_seq from seen))),
        ${mine('unread')} = greatest(0, c.${mine('unread')} - (
          select count(*)::int from messages m
          where m.user_a = c.user_a and m.user_b = c.user_b and m.sender_id = ${p.peer}
            and m.seq > c.${mine('read_seq')} and m.seq <= least(${upToSeq}, (select seen.last_seq from seen)))),
        ${mine('opened_at')} = coalesce(c.${mine('opened_at')}, excluded.${mine('opened_at')})
      returning ${mine('read_seq')} as read_seq, ${mine('unread')} as unread
    )
    select (select count(*)::int from allowed) as connected, conv.read_seq, conv.unread,
      ${planIncludes(p.peer, at, 'readReceipts')} as sender_sees_receipts
    from (select 1) one left join conv on true`);
  const r = rowsOf<{
    connected: number;
    read_seq: number | null;
    unread: number | null;
    sender_sees_receipts: boolean;
  }>(result)[0]!;
  return {
    connected: r.connected > 0,
    readSeq: r.read_seq ?? 0,
    unread: r.unread ?? 0,
    senderSeesReceipts: r.sender_sees_receipts,
  };
}

/**
 * The line a call leaves in the pair's chat, as a message from the caller: the next sequence number
 * and an unread for the person called, like any message, but written by the server for a call the
 * pair was allowed to make, so only a block or the end of their connection keeps it out (the
 * conversation is hidden then anyway). The client id is made from the call's id: one line per call.
 */
export async function insertCallLine(
  db: Tx,
  p: ConversationPair,
  line: { clientId: string; body: string; facts: CallLineFacts; at: Date },
): Promise<(MessageRow & { sender_name: string; sender_photo_key: string | null }) | undefined> {
  const toA = p.peer === p.userA ? 1 : 0;
  const result = await db.execute(sql`
    with allowed as (select 1 where ${connectedSql(p)}),
    conv as (
      insert into conversations as c (user_a, user_b, last_seq, last_message_at, a_unread, b_unread)
      select ${p.userA}, ${p.userB}, 1, ${line.at}, ${toA}, ${1 - toA}
        from allowed
       where not exists (select 1 from messages u where u.sender_id = ${p.me} and u.client_id = ${line.clientId})
      on conflict (user_a, user_b) do update set
        last_seq = c.last_seq + 1,
        last_message_at = excluded.last_message_at,
        a_unread = c.a_unread + excluded.a_unread,
        b_unread = c.b_unread + excluded.b_unread
      returning last_seq
    ),
    msg as (
      insert into messages (user_a, user_b, seq, sender_id, client_id, kind, body, call_media, call_outcome, call_seconds, created_at)
      select ${p.userA}, ${p.userB}, conv.last_seq, ${p.me}, ${line.clientId}, 'call', ${line.body},
        ${line.facts.media}, ${line.facts.outcome}, ${line.facts.seconds}, ${line.at}
        from conv
      returning *
    )
    select ${messageColumns('msg')}, ${isoText(sql.raw('msg.created_at'))} as sent_at,
      coalesce(sp.display_name, '') as sender_name, ${photoKeyOf('sp')} as sender_photo_key
    from msg left join profiles sp on sp.user_id = ${p.me}`);
  return rowsOf<MessageRow & { sender_name: string; sender_photo_key: string | null }>(result)[0];
}

/** How many messages the pair's conversation holds so far (0 before the first). */
export async function selectConversationLength(db: Tx, p: ConversationPair): Promise<number> {
  const result = await db.execute(
    sql`select last_seq from conversations where user_a = ${p.userA} and user_b = ${p.userB}`,
  );
  return rowsOf<{ last_seq: number }>(result)[0]?.last_seq ?? 0;
}
