import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';

/** The stream, when `hostId` hosts it; undefined otherwise (missing or someone else's). */
export async function selectHostedStream(
  db: Tx,
  hostId: string,
  streamId: string,
): Promise<{ status: 'live' | 'ended' } | undefined> {
  const result = await db.execute(sql`
    select status from streaming_sessions where id = ${streamId} and host_user_id = ${hostId}`);
  return rowsOf<{ status: 'live' | 'ended' }>(result)[0];
}

/** Takes a message of this stream down; false when there is no such message (or it is already down). */
export async function markStreamMessageRemoved(
  db: Tx,
  streamId: string,
  messageId: string,
  at: Date,
): Promise<boolean> {
  const result = await db.execute(sql`
    update stream_messages set removed_at = ${at.toISOString()}::timestamptz
    where id = ${messageId} and stream_id = ${streamId} and removed_at is null
    returning id`);
  return rowsOf(result).length > 0;
}

/** Whether `userId` ever joined or wrote in this stream: a host only moderates people who took part. */
export async function tookPart(db: Tx, streamId: string, userId: string): Promise<boolean> {
  const result = await db.execute(sql`
    select exists (select 1 from stream_viewers where stream_id = ${streamId} and viewer_id = ${userId})
      or exists (select 1 from stream_messages where stream_id = ${streamId} and sender_id = ${userId}) as took_part`);
  return rowsOf<{ took_part: boolean }>(result)[0]?.took_part === true;
}

export async function setSanction(
  db: Tx,
  streamId: string,
  userId: string,
  kind: 'muted' | 'removed',
  on: boolean,
  at: Date,
): Promise<void> {
  await db.execute(
    on
      ? sql`insert into stream_sanctions (stream_id, user_id, kind, created_at)
            values (${streamId}, ${userId}, ${kind}, ${at.toISOString()}::timestamptz) on conflict do nothing`
      : sql`delete from stream_sanctions where stream_id = ${streamId} and user_id = ${userId} and kind = ${kind}`,
  );
}

export interface RemovedViewer {
  peer_id: string;
  host_id: string;
  host_connection_id: string | null;
  viewer_count: number;
}

/** Removes every viewer row of this person in this stream (all their sockets) and moves the count, in one statement. */
export async function deleteViewerRows(db: Tx, streamId: string, userId: string): Promise<RemovedViewer[]> {
  const result = await db.execute(sql`
    with gone as (
      delete from stream_viewers where stream_id = ${streamId} and viewer_id = ${userId} returning peer_id
    ), upd as (
      update streaming_sessions s set current_viewers = s.current_viewers - (select count(*)::int from gone)
      where s.id = ${streamId} and s.status = 'live' and exists (select 1 from gone)
      returning s.host_user_id, s.host_connection_id, s.current_viewers
    )
    select gone.peer_id::text as peer_id, upd.host_user_id::text as host_id, upd.host_connection_id, upd.current_viewers as viewer_count
    from gone cross join upd`);
  return rowsOf<RemovedViewer>(result);
}

export async function updateSlowMode(db: Tx, hostId: string, streamId: string, seconds: number): Promise<boolean> {
  const result = await db.execute(sql`
    update streaming_sessions set slow_mode_seconds = ${seconds}
    where id = ${streamId} and host_user_id = ${hostId} and status = 'live'
    returning id`);
  return rowsOf(result).length > 0;
}

/**
 * Serialises one viewer's sends to one stream while slow mode is on, then answers when they last
 * wrote a text there, so two sends racing cannot both pass the wait.
 */
export async function lockLastTextAt(tx: Tx, streamId: string, senderId: string): Promise<Date | null> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`stream-chat:${streamId}:${senderId}`}, 0))`);
  const result = await tx.execute(sql`
    select max(created_at) as at from stream_messages
    where stream_id = ${streamId} and sender_id = ${senderId} and kind = 'text'`);
  const at = rowsOf<{ at: string | Date | null }>(result)[0]?.at;
  return at ? new Date(at) : null;
}

export async function selectSanctions(
  db: Tx,
  streamId: string,
  userId: string,
): Promise<{ muted: boolean; removed: boolean }> {
  const result = await db.execute(sql`
    select coalesce(bool_or(kind = 'muted'), false) as muted, coalesce(bool_or(kind = 'removed'), false) as removed
    from stream_sanctions where stream_id = ${streamId} and user_id = ${userId}`);
  return rowsOf<{ muted: boolean; removed: boolean }>(result)[0] ?? { muted: false, removed: false };
}
