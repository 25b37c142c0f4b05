import { sql, type SQL } from 'drizzle-orm';
import type { GiftType, NotificationKind } from '@sankofa/contracts';
import type { Tx } from '../../db/client.ts';
import { photoKeyOf } from '../../db/photo-key.ts';
import { isoText, rowsOf } from '../../db/rows.ts';
import { planIncludes } from '../payments/entitlements.queries.ts';
import { notBlockedBetween } from '../social/visibility.queries.ts';

/** Where a page ended: the entry's exact timestamp (PostgreSQL's text, microseconds kept) and id. */
export interface NotificationCursor {
  at: string;
  id: string;
}

export interface NotificationRow {
  id: string;
  kind: NotificationKind;
  at: string;
  cursor_at: string;
  unread: boolean;
  actor_id: string | null;
  display_name: string;
  verified: boolean | null;
  photo_key: string | null;
  gift_type: GiftType | null;
  stream_id: string | null;
  stream_title: string | null;
  stream_live: boolean | null;
}

/**
 * The entries `me` may see now, decided when read so that a later block or a lapsed plan hides old
 * entries too: nobody blocked either way, an actor with a finished profile, and a like only while
 * my plan shows who liked me (as the Likes You screen) and the like still stands (an undo takes it
 * back). `n` names the notifications row and `p` the actor's profile.
 */
const shownTo = (me: string, now: Date): SQL => sql`n.recipient_id = ${me}
  and (n.actor_id is null or (p.onboarded_at is not null
  and ${notBlockedBetween(sql`${me}::uuid`, sql`n.actor_id`)}))
  and (n.kind not in ('like', 'super_like') or (
    p.show_profile and not p.is_demo_profile
    and ${planIncludes(me, now, 'likesYou')}
    and exists (select 1 from swipes sw where sw.swiper_id = n.actor_id and sw.target_id = ${me} and sw.kind in ('like', 'super_like'))))`;

/** One page of my notifications, newest first, in one statement; keyset on (created at, id). */
export async function selectNotificationPage(
  db: Tx,
  me: string,
  now: Date,
  after: NotificationCursor | null,
  limit: number,
): Promise<NotificationRow[]> {
  const keyset = after ? sql`and (n.created_at, n.id) < (${after.at}::timestamptz, ${after.id}::uuid)` : sql``;
  const result = await db.execute(sql`
    select n.id::text as id, n.kind, ${isoText(sql`n.created_at`)} as at, n.created_at::text as cursor_at,
      n.read_at is null as unread, n.actor_id::text as actor_id, coalesce(p.display_name, '') as display_name,
      p.verified, ${photoKeyOf('p')} as photo_key, n.gift_type,
      s.id::text as stream_id, s.title as stream_title, s.status = 'live' as stream_live
    from notifications n
    left join profiles p on p.user_id = n.actor_id
    left join streaming_sessions s on s.id = n.stream_id
    where ${shownTo(me, now)} ${keyset}
    order by n.created_at desc, n.id desc
    limit ${limit}`);
  return rowsOf<NotificationRow>(result);
}

/** The bell's count: my unread entries under the same rules as the list. */
export async function countUnread(db: Tx, me: string, now: Date): Promise<number> {
  const result = await db.execute(sql`
    select count(*)::int as unread
    from notifications n left join profiles p on p.user_id = n.actor_id
    where n.read_at is null and ${shownTo(me, now)}`);
  return rowsOf<{ unread: number }>(result)[0]?.unread ?? 0;
}

/**
 * Marks my entries up to and including `upTo` read, and answers how many stay unread (those that
 * arrived after it), in one statement. An id that is not mine marks nothing.
 */
export async function markReadUpTo(db: Tx, me: string, upTo: string, now: Date): Promise<number> {
  const result = await db.execute(sql`
    with upto as (select created_at, id from notifications where id = ${upTo} and recipient_id = ${me}),
    -- The count below reads the rows as they were before this update; it leaves out what it marks.
    marked as (
      update notifications m set read_at = ${now}
      from upto
      where m.recipient_id = ${me} and m.read_at is null and (m.created_at, m.id) <= (upto.created_at, upto.id)
      returning m.id
    )
    select count(*)::int as unread
    from notifications n left join profiles p on p.user_id = n.actor_id
    where n.read_at is null and ${shownTo(me, now)}
      and not exists (select 1 from upto where (n.created_at, n.id) <= (upto.created_at, upto.id))`);
  return rowsOf<{ unread: number }>(result)[0]?.unread ?? 0;
}

export interface NewNotification {
  recipientId: string;
  /** Null for what the moderators tell a member. */
  actorId: string | null;
  kind: Exclude<NotificationKind, 'stream_live'>;
  giftType?: GiftType;
  at: Date;
}

/**
 * Stores entries in one statement and answers the recipients who may be told now: for a like only
 * one whose plan shows who liked them, so a live event cannot tell a Free member that someone did.
 */
export async function insertNotifications(
  tx: Tx,
  list: readonly NewNotification[],
): Promise<{ told: string[]; pushable: string[] }> {
  if (list.length === 0) return { told: [], pushable: [] };
  const rows = list.map(
    (n) =>
      sql`(${n.recipientId}::uuid, ${n.kind}, ${n.actorId}::uuid, ${n.giftType ?? null}, ${n.at.toISOString()}::timestamptz)`,
  );
  const result = await tx.execute(sql`
    insert into notifications (recipient_id, kind, actor_id, gift_type, created_at)
    values ${sql.join(rows, sql`, `)}
    returning id::text as id, kind, recipient_id::text as recipient_id,
      (kind not in ('like', 'super_like') or ${planIncludes(sql`recipient_id`, list[0]!.at, 'likesYou')}) as tell`);
  const inserted = rowsOf<{ id: string; kind: NotificationKind; recipient_id: string; tell: boolean }>(result);
  return {
    told: inserted.filter((r) => r.tell).map((r) => r.recipient_id),
    pushable: inserted.filter((r) => PUSHED_KINDS.has(r.kind)).map((r) => r.id),
  };
}

/** The entries that also go to members' devices as a push (the others wait in the bell). */
const PUSHED_KINDS: ReadonlySet<NotificationKind> = new Set([
  'match',
  'friend_request',
  'friend_accepted',
  'stream_live',
  'missed_call',
]);

/**
 * A stream went live: one entry for each person the host is matched or friends with (once, even if
 * both), except anyone blocked either way. Answers who got one.
 */
export async function insertStreamLive(
  tx: Tx,
  hostId: string,
  streamId: string,
  at: Date,
): Promise<{ told: string[]; pushable: string[] }> {
  const result = await tx.execute(sql`
    insert into notifications (recipient_id, kind, actor_id, stream_id, created_at)
    select c.other, 'stream_live', ${hostId}::uuid, ${streamId}::uuid, ${at.toISOString()}::timestamptz
    from (
      select case when m.user_a = ${hostId} then m.user_b else m.user_a end as other
        from matches m where m.user_a = ${hostId} or m.user_b = ${hostId}
      union
      select case when f.user_a = ${hostId} then f.user_b else f.user_a end
        from friendships f where f.user_a = ${hostId} or f.user_b = ${hostId}
    ) c
    where ${notBlockedBetween(sql`${hostId}::uuid`, sql`c.other`)}
    returning id::text as id, recipient_id::text as recipient_id`);
  const rows = rowsOf<{ id: string; recipient_id: string }>(result);
  return { told: rows.map((r) => r.recipient_id), pushable: rows.map((r) => r.id) };
}
