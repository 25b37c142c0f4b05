import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Locale, NotificationKind } from '@sankofa/contracts';
import type { Tx } from '../../db/client.ts';
import { orderedPair } from '../../db/pairs.ts';
import { rowsOf } from '../../db/rows.ts';
import { pushSubscriptions, sessions } from '../../db/schema.ts';
import type { PushTarget } from '../../adapters/push/push-sender.ts';
import { notBlockedBetween } from '../social/visibility.queries.ts';

export interface NewSubscription extends PushTarget {
  userId: string;
  sessionId: string;
}

/** Stores this device session's subscription; an endpoint another session held moves to this one. */
export async function upsertSubscription(db: Tx, s: NewSubscription, now: Date): Promise<void> {
  await db
    .insert(pushSubscriptions)
    .values({ ...s, createdAt: now })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { userId: s.userId, sessionId: s.sessionId, p256dh: s.p256dh, auth: s.auth, createdAt: now },
    });
}

/** Removes one of my subscriptions; someone else's endpoint is left alone. */
export async function deleteOwnSubscription(db: Tx, userId: string, endpoint: string): Promise<void> {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
}

export async function sessionHoldsEndpoint(db: Tx, sessionId: string, endpoint: string): Promise<boolean> {
  const rows = await db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(and(eq(pushSubscriptions.sessionId, sessionId), eq(pushSubscriptions.endpoint, endpoint)));
  return rows.length > 0;
}

/** The subscriptions of a member's live device sessions (a revoked or lapsed session's never get a push). */
export async function subscriptionsOf(db: Tx, userId: string, now: Date): Promise<PushTarget[]> {
  return db
    .select({ endpoint: pushSubscriptions.endpoint, p256dh: pushSubscriptions.p256dh, auth: pushSubscriptions.auth })
    .from(pushSubscriptions)
    .innerJoin(sessions, eq(sessions.id, pushSubscriptions.sessionId))
    .where(and(eq(pushSubscriptions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)));
}

export async function deleteEndpoint(db: Tx, endpoint: string): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
}

export interface MessagePushFacts {
  sender_name: string;
  /** The recipient's "Messages" notification setting. */
  wanted: boolean;
  /** The recipient's unread messages in the conversation (all from the sender). */
  unread: number;
  /** The sender's newest message. */
  kind: 'text' | 'heart' | 'gift' | null;
  body: string | null;
  /** The recipient's language (null until they chose one: English). */
  locale?: Locale | null;
}

/** What a message push says, read when it is sent; nothing when either has blocked the other. */
export async function selectMessagePushFacts(
  db: Tx,
  recipientId: string,
  senderId: string,
): Promise<MessagePushFacts | undefined> {
  const { userA, userB } = orderedPair(recipientId, senderId);
  const result = await db.execute(sql`
    select coalesce(sp.display_name, '') as sender_name, rp.notify_messages as wanted,
      (case when c.user_a = ${recipientId} then c.a_unread else c.b_unread end)::int as unread,
      m.kind, m.body, (select locale from users where id = ${recipientId}) as locale
    from profiles rp
    join profiles sp on sp.user_id = ${senderId}
    join conversations c on c.user_a = ${userA} and c.user_b = ${userB}
    left join lateral (
      select kind, body from messages
      where user_a = c.user_a and user_b = c.user_b and sender_id = ${senderId}
      order by seq desc limit 1
    ) m on true
    where rp.user_id = ${recipientId} and ${notBlockedBetween(sql`${recipientId}::uuid`, sql`${senderId}::uuid`)}`);
  return rowsOf<MessagePushFacts>(result)[0];
}

export interface NotificationPushFacts {
  id: string;
  recipient_id: string;
  kind: NotificationKind;
  actor_id: string;
  actor_name: string;
  stream_id: string | null;
  stream_title: string | null;
  /** The recipient's language (null until they chose one: English). */
  locale?: Locale | null;
}

/**
 * The entries among `ids` that may still be pushed: unread, nobody blocked either way, an actor
 * with a finished profile, a stream still live, and the recipient's setting for the kind on.
 */
export async function selectNotificationPushFacts(db: Tx, ids: readonly string[]): Promise<NotificationPushFacts[]> {
  if (ids.length === 0) return [];
  const result = await db.execute(sql`
    select n.id::text as id, n.recipient_id::text as recipient_id, n.kind, n.actor_id::text as actor_id,
      coalesce(ap.display_name, '') as actor_name, s.id::text as stream_id, s.title as stream_title,
      (select locale from users where id = n.recipient_id) as locale
    from notifications n
    join profiles ap on ap.user_id = n.actor_id
    join profiles rp on rp.user_id = n.recipient_id
    left join streaming_sessions s on s.id = n.stream_id
    where n.id in (${sql.join(
      ids.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})
      and n.read_at is null and ap.onboarded_at is not null
      and ${notBlockedBetween(sql`n.recipient_id`, sql`n.actor_id`)}
      and case n.kind
        when 'match' then rp.notify_matches
        when 'friend_request' then rp.notify_friend_requests
        when 'friend_accepted' then rp.notify_friend_requests
        when 'stream_live' then rp.notify_streams and s.status = 'live'
        when 'missed_call' then rp.notify_calls
        else false end`);
  return rowsOf<NotificationPushFacts>(result);
}
