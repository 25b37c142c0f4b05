import { sql } from 'drizzle-orm';
import type { GiftType, MessageKind } from '@sankofa/contracts';
import type { Tx } from '../../db/client.ts';
import { photoKeyOf } from '../../db/photo-key.ts';
import { isoText, rowsOf } from '../../db/rows.ts';
import { lockedSql, notBlockedSql } from './streams.repo.ts';

export interface StreamMessageRow {
  id: string;
  stream_id: string;
  client_id: string;
  sender_id: string;
  sender_name: string;
  sender_photo_key: string | null;
  sender_verified: boolean;
  kind: MessageKind;
  body: string;
  gift_type: GiftType | null;
  gift_cost: number | null;
  sent_at: string;
}

const columns = sql`m.id::text as id, m.stream_id::text as stream_id, m.client_id, m.sender_id::text as sender_id,
  coalesce(nullif(p.display_name, ''), 'Anonymous') as sender_name, ${photoKeyOf('p')} as sender_photo_key, coalesce(p.verified, false) as sender_verified,
  m.kind, m.body, m.gift_type, m.gift_cost, ${isoText(sql`m.created_at`)} as sent_at`;

/** The newest messages of a stream, oldest first, leaving out people `me` has blocked or been blocked by. */
export async function selectStreamChat(
  db: Tx,
  me: string,
  streamId: string,
  limit: number,
): Promise<StreamMessageRow[]> {
  const result = await db.execute(sql`
    select * from (
      select ${columns} from stream_messages m join profiles p on p.user_id = m.sender_id
      where m.stream_id = ${streamId} and m.removed_at is null and ${notBlockedSql(me, sql`m.sender_id`)}
      order by m.created_at desc, m.id desc limit ${limit}
    ) newest order by sent_at, id`);
  return rowsOf<StreamMessageRow>(result);
}

interface ChatGate {
  status: 'live' | 'ended';
  host_id: string;
  blocked: boolean;
  /** A premium event `me` may not take part in. */
  locked: boolean;
  already_sent: boolean;
  /** The host muted or removed `me` in this stream. */
  muted: boolean;
  removed: boolean;
  slow_mode_seconds: number;
}

/** What decides whether `me` may post in the stream now (a gift's price is the tokens module's to check). */
export async function selectChatGate(
  db: Tx,
  me: string,
  now: Date,
  streamId: string,
  clientId: string,
): Promise<ChatGate | undefined> {
  const result = await db.execute(sql`
    select s.status, s.host_user_id::text as host_id, not ${notBlockedSql(me, sql`s.host_user_id`)} as blocked,
      ${lockedSql(me, now)} as locked,
      exists (select 1 from stream_messages m where m.sender_id = ${me} and m.client_id = ${clientId}) as already_sent,
      exists (select 1 from stream_sanctions x where x.stream_id = s.id and x.user_id = ${me} and x.kind = 'muted') as muted,
      exists (select 1 from stream_sanctions x where x.stream_id = s.id and x.user_id = ${me} and x.kind = 'removed') as removed,
      s.slow_mode_seconds
    from streaming_sessions s where s.id = ${streamId}`);
  return rowsOf<ChatGate>(result)[0];
}

export interface NewStreamMessage {
  streamId: string;
  senderId: string;
  clientId: string;
  kind: MessageKind;
  body: string;
  giftType: GiftType | null;
  giftCost: number | null;
  at: Date;
}

/** Stores a message unless this sender already used the client id; undefined then. */
export async function insertStreamMessage(db: Tx, m: NewStreamMessage): Promise<StreamMessageRow | undefined> {
  const result = await db.execute(sql`
    with m as (
      insert into stream_messages (stream_id, sender_id, client_id, kind, body, gift_type, gift_cost, created_at)
      values (${m.streamId}, ${m.senderId}, ${m.clientId}, ${m.kind}, ${m.body}, ${m.giftType}, ${m.giftCost}, ${m.at.toISOString()}::timestamptz)
      on conflict (sender_id, client_id) do nothing
      returning *
    )
    select ${columns} from m join profiles p on p.user_id = m.sender_id`);
  return rowsOf<StreamMessageRow>(result)[0];
}

export async function selectSentStreamMessage(
  db: Tx,
  senderId: string,
  clientId: string,
): Promise<StreamMessageRow | undefined> {
  const result = await db.execute(sql`
    select ${columns} from stream_messages m join profiles p on p.user_id = m.sender_id
    where m.sender_id = ${senderId} and m.client_id = ${clientId}`);
  return rowsOf<StreamMessageRow>(result)[0];
}
