import { sql, type SQL } from 'drizzle-orm';
import type { StreamCategory } from '@sankofa/contracts';
import type { Tx } from '../../db/client.ts';
import { photoKeyOf } from '../../db/photo-key.ts';
import { isoText, rowsOf } from '../../db/rows.ts';
import { planIncludes } from '../payments/entitlements.queries.ts';

export interface StreamRow {
  id: string;
  title: string;
  description: string;
  category: StreamCategory;
  host_id: string;
  host_name: string;
  host_verified: boolean;
  host_photo_key: string | null;
  viewer_count: number;
  status: 'live' | 'ended';
  thumbnail_key: string | null;
  premium: boolean;
  slow_mode_seconds: number;
  /** A premium event `me` may not watch (not the host, no Platinum): its frames stay hidden. */
  locked: boolean;
  started_at: string;
  ended_at: string | null;
}

/** Neither has blocked the other. */
export const notBlockedSql = (me: string, other: SQL) => sql`not exists (
  select 1 from blocks bl where (bl.blocker_id = ${me} and bl.blocked_id = ${other}) or (bl.blocker_id = ${other} and bl.blocked_id = ${me}))`;

/** `me` may not watch this premium stream: not its host and no plan with premium live events, at `now`. */
export const lockedSql = (me: string, now: Date) =>
  sql`(s.premium and s.host_user_id <> ${me} and not ${planIncludes(me, now, 'premiumLiveEvents')})`;

// A locked card keeps its title and host (people see what they are missing) but not its video frame.
const cardColumns = (
  me: string,
  now: Date,
) => sql`s.id::text as id, s.title, s.description, s.category, s.host_user_id::text as host_id,
  coalesce(nullif(p.display_name, ''), 'Anonymous') as host_name, coalesce(p.verified, false) as host_verified, ${photoKeyOf('p')} as host_photo_key,
  s.current_viewers as viewer_count, s.status, s.premium, s.slow_mode_seconds, ${lockedSql(me, now)} as locked,
  case when ${lockedSql(me, now)} then null else s.thumbnail_key end as thumbnail_key`;
const cardTimes = sql`${isoText(sql`s.created_at`)} as started_at, case when s.ended_at is null then null else ${isoText(sql`s.ended_at`)} end as ended_at`;

interface StreamCursor {
  startedAt: string;
  id: string;
}

/** Live streams, newest first, whose host and `me` have not blocked each other. */
export async function selectLiveStreams(
  db: Tx,
  me: string,
  now: Date,
  limit: number,
  after: StreamCursor | null,
): Promise<StreamRow[]> {
  const keyset = after ? sql`and (s.created_at, s.id) < (${after.startedAt}::timestamptz, ${after.id}::uuid)` : sql``;
  const result = await db.execute(sql`
    select ${cardColumns(me, now)}, ${cardTimes}
    from streaming_sessions s join profiles p on p.user_id = s.host_user_id
    where s.status = 'live' ${keyset} and ${notBlockedSql(me, sql`s.host_user_id`)}
    order by s.created_at desc, s.id desc
    limit ${limit}`);
  return rowsOf<StreamRow>(result);
}

/** One stream, live or ended; undefined when missing or when its host and `me` have blocked each other. */
export async function selectStream(db: Tx, me: string, now: Date, streamId: string): Promise<StreamRow | undefined> {
  const result = await db.execute(sql`
    select ${cardColumns(me, now)}, ${cardTimes}
    from streaming_sessions s join profiles p on p.user_id = s.host_user_id
    where s.id = ${streamId} and ${notBlockedSql(me, sql`s.host_user_id`)}`);
  return rowsOf<StreamRow>(result)[0];
}

export interface EndedStream {
  id: string;
  viewers: number;
}

/**
 * Ends the live sessions `where` picks (one host's, or the reaper's silent ones) in one statement:
 * status, ended_at, their viewer rows gone and the count zeroed. Answers each with the viewers it had.
 */
async function endWhere(db: Tx, where: SQL, at: Date): Promise<EndedStream[]> {
  const result = await db.execute(sql`
    with old as (
      select id, current_viewers from streaming_sessions where status = 'live' and ${where} for update
    ), gone as (
      delete from stream_viewers v using old where v.stream_id = old.id
    )
    update streaming_sessions s set status = 'ended', ended_at = ${at.toISOString()}::timestamptz, current_viewers = 0,
      host_connection_id = null
    from old where s.id = old.id
    returning s.id::text as id, old.current_viewers as viewers`);
  return rowsOf<EndedStream>(result);
}

export const endStreamsOf = (db: Tx, hostId: string, at: Date) => endWhere(db, sql`host_user_id = ${hostId}`, at);

/** Live streams whose host's page has not been heard from since `silentSince`. */
export const endSilentStreams = (db: Tx, silentSince: Date, at: Date) =>
  endWhere(db, sql`host_seen_at < ${silentSince.toISOString()}::timestamptz`, at);

/** Ends these live sessions (their room on the SFU is gone). */
export const endStreamsById = (db: Tx, ids: string[], at: Date) =>
  endWhere(db, sql`id = any(${`{${ids.join(',')}}`}::uuid[])`, at);

/** Every live session's id (the reaper checks each still has its room on the SFU). */
export async function selectLiveStreamIds(db: Tx): Promise<string[]> {
  const result = await db.execute(sql`select id::text as id from streaming_sessions where status = 'live'`);
  return rowsOf<{ id: string }>(result).map((r) => r.id);
}

/** The live streams these people host, with their hosts. */
export async function selectLiveStreamsHostedBy(db: Tx, hostIds: string[]): Promise<{ id: string; host_id: string }[]> {
  const result = await db.execute(sql`
    select id::text as id, host_user_id::text as host_id from streaming_sessions
    where status = 'live' and host_user_id = any(${`{${hostIds.join(',')}}`}::uuid[])`);
  return rowsOf<{ id: string; host_id: string }>(result);
}

interface NewStream {
  hostId: string;
  title: string;
  description: string;
  category: StreamCategory;
  premium: boolean;
  at: Date;
}

/** Inserts a live session; the host's profile must be set up. Undefined when it is not. */
export async function insertStream(tx: Tx, s: NewStream): Promise<StreamRow | undefined> {
  const at = s.at.toISOString();
  const result = await tx.execute(sql`
    with ins as (
      insert into streaming_sessions (host_user_id, title, description, category, premium, status, host_seen_at, created_at)
      select ${s.hostId}, ${s.title}, ${s.description}, ${s.category}, ${s.premium}, 'live', ${at}::timestamptz, ${at}::timestamptz
      where exists (select 1 from profiles where user_id = ${s.hostId} and onboarded_at is not null and not is_demo_profile)
      returning *
    )
    select ${cardColumns(s.hostId, s.at)}, ${cardTimes}
    from ins s join profiles p on p.user_id = s.host_user_id`);
  return rowsOf<StreamRow>(result)[0];
}

interface HostAttach {
  viewer_count: number;
  started_at: string;
  viewers: Array<{ peer_id: string; viewer_id: string; name: string; photo_key: string | null }>;
}

/**
 * Binds the host's socket to their live stream and records that the host was heard from now.
 * Undefined when the stream is not the caller's or is no longer live.
 */
export async function attachHost(
  db: Tx,
  hostId: string,
  streamId: string,
  connectionId: string,
  at: Date,
): Promise<HostAttach | undefined> {
  const result = await db.execute(sql`
    with s as (
      update streaming_sessions set host_connection_id = ${connectionId}, host_seen_at = ${at.toISOString()}::timestamptz
      where id = ${streamId} and host_user_id = ${hostId} and status = 'live'
      returning id, current_viewers, created_at
    )
    select s.current_viewers as viewer_count, ${isoText(sql`s.created_at`)} as started_at,
      coalesce((select json_agg(json_build_object('peer_id', v.peer_id, 'viewer_id', v.viewer_id,
                  'name', coalesce(nullif(p.display_name, ''), 'Anonymous'), 'photo_key', ${photoKeyOf('p')}) order by v.joined_at)
                from stream_viewers v join profiles p on p.user_id = v.viewer_id where v.stream_id = s.id), '[]'::json) as viewers
    from s`);
  const row = rowsOf<{ viewer_count: number; started_at: string; viewers: HostAttach['viewers'] | string }>(result)[0];
  if (!row) return undefined;
  return {
    viewer_count: row.viewer_count,
    started_at: row.started_at,
    viewers: typeof row.viewers === 'string' ? JSON.parse(row.viewers) : row.viewers,
  };
}

interface JoinState {
  status: 'live' | 'ended';
  host_id: string;
  host_connection_id: string | null;
  viewer_count: number;
  blocked: boolean;
  locked: boolean;
  /** The host removed `me` from this stream. */
  removed: boolean;
}

/** Locks the stream's row for a join, so the viewer cap is checked and taken as one step. */
export async function lockStreamForJoin(
  tx: Tx,
  me: string,
  now: Date,
  streamId: string,
): Promise<JoinState | undefined> {
  const result = await tx.execute(sql`
    select s.status, s.host_user_id::text as host_id, s.host_connection_id, s.current_viewers as viewer_count,
      not ${notBlockedSql(me, sql`s.host_user_id`)} as blocked, ${lockedSql(me, now)} as locked,
      exists (select 1 from stream_sanctions x where x.stream_id = s.id and x.user_id = ${me} and x.kind = 'removed') as removed
    from streaming_sessions s where s.id = ${streamId} for update`);
  return rowsOf<JoinState>(result)[0];
}

/**
 * What a renewal checks for a viewer already in: the stream still live, neither side blocked, not
 * removed, and this socket's viewer row still there. Undefined when the stream does not exist.
 */
export async function selectViewerStanding(
  db: Tx,
  me: string,
  connectionId: string,
  streamId: string,
): Promise<
  | { status: 'live' | 'ended'; blocked: boolean; removed: boolean; watching: boolean; peer_id: string | null }
  | undefined
> {
  const result = await db.execute(sql`
    select s.status, not ${notBlockedSql(me, sql`s.host_user_id`)} as blocked,
      exists (select 1 from stream_sanctions x where x.stream_id = s.id and x.user_id = ${me} and x.kind = 'removed') as removed,
      v.peer_id is not null as watching, v.peer_id::text as peer_id
    from streaming_sessions s
    left join stream_viewers v on v.stream_id = s.id and v.connection_id = ${connectionId} and v.viewer_id = ${me}
    where s.id = ${streamId}`);
  return rowsOf<{
    status: 'live' | 'ended';
    blocked: boolean;
    removed: boolean;
    watching: boolean;
    peer_id: string | null;
  }>(result)[0];
}

/** Adds this socket as a viewer (or finds it already watching) and moves the count. */
export async function addViewer(
  tx: Tx,
  streamId: string,
  viewerId: string,
  connectionId: string,
): Promise<{ peer_id: string; viewer_count: number; added: boolean }> {
  const result = await tx.execute(sql`
    with ins as (
      insert into stream_viewers (stream_id, viewer_id, connection_id) values (${streamId}, ${viewerId}, ${connectionId})
      on conflict (stream_id, connection_id) do nothing
      returning peer_id
    ), upd as (
      update streaming_sessions set current_viewers = current_viewers + 1, peak_viewers = greatest(peak_viewers, current_viewers + 1)
      where id = ${streamId} and exists (select 1 from ins)
      returning current_viewers
    )
    select coalesce((select peer_id from ins), (select peer_id from stream_viewers where stream_id = ${streamId} and connection_id = ${connectionId}))::text as peer_id,
      coalesce((select current_viewers from upd), (select current_viewers from streaming_sessions where id = ${streamId})) as viewer_count,
      exists (select 1 from ins) as added`);
  return rowsOf<{ peer_id: string; viewer_count: number; added: boolean }>(result)[0]!;
}

interface ViewerGone {
  stream_id: string;
  peer_id: string;
  host_id: string;
  host_connection_id: string | null;
  viewer_count: number;
}

/** Removes this socket's viewer rows (of one stream, or of all) and moves each live stream's count, in one statement. */
export async function removeViewers(db: Tx, connectionId: string, streamId: string | null): Promise<ViewerGone[]> {
  const which = streamId ? sql`and stream_id = ${streamId}` : sql``;
  const result = await db.execute(sql`
    with gone as (
      delete from stream_viewers where connection_id = ${connectionId} ${which} returning stream_id, peer_id
    ), counts as (
      select stream_id, count(*)::int as n from gone group by stream_id
    ), upd as (
      update streaming_sessions s set current_viewers = s.current_viewers - counts.n
      from counts where s.id = counts.stream_id and s.status = 'live'
      returning s.id, s.host_user_id, s.host_connection_id, s.current_viewers
    )
    select gone.stream_id::text as stream_id, gone.peer_id::text as peer_id, upd.host_user_id::text as host_id,
      upd.host_connection_id, upd.current_viewers as viewer_count
    from gone join upd on upd.id = gone.stream_id`);
  return rowsOf<ViewerGone>(result);
}

interface SignalRoute {
  host_id: string;
  host_connection_id: string | null;
  viewer_id: string | null;
  viewer_connection_id: string | null;
}

/** Who may hear a signal about `peerId` in a live stream: its host's socket and that viewer's socket. */
export async function selectSignalRoute(db: Tx, streamId: string, peerId: string): Promise<SignalRoute | undefined> {
  const result = await db.execute(sql`
    select s.host_user_id::text as host_id, s.host_connection_id, v.viewer_id::text as viewer_id, v.connection_id as viewer_connection_id
    from streaming_sessions s left join stream_viewers v on v.stream_id = s.id and v.peer_id = ${peerId}
    where s.id = ${streamId} and s.status = 'live'`);
  return rowsOf<SignalRoute>(result)[0];
}

/** Everyone `me` has blocked or been blocked by (their live chat is hidden from `me`). */
export async function selectBlockedEitherWay(db: Tx, me: string): Promise<string[]> {
  const result = await db.execute(sql`
    select blocked_id::text as id from blocks where blocker_id = ${me}
    union select blocker_id::text from blocks where blocked_id = ${me}`);
  return rowsOf<{ id: string }>(result).map((r) => r.id);
}

export async function setThumbnail(
  db: Tx,
  hostId: string,
  streamId: string,
  key: string,
): Promise<{ old_key: string | null; premium: boolean } | undefined> {
  const result = await db.execute(sql`
    update streaming_sessions s set thumbnail_key = ${key}
    from (select id, thumbnail_key from streaming_sessions where id = ${streamId} and host_user_id = ${hostId} and status = 'live' for update) old
    where s.id = old.id
    returning old.thumbnail_key as old_key, s.premium`);
  return rowsOf<{ old_key: string | null; premium: boolean }>(result)[0];
}

/**
 * Every stream thumbnail a host has stored, of live and ended streams alike. All the host's rows stay
 * locked, so a thumbnail being set meanwhile is either read here or finds its stream gone (and then
 * removes its own file).
 */
export async function selectThumbnailKeys(db: Tx, hostId: string): Promise<string[]> {
  const result = await db.execute(
    sql`select thumbnail_key from streaming_sessions where host_user_id = ${hostId} for update`,
  );
  return rowsOf<{ thumbnail_key: string | null }>(result).flatMap((r) => (r.thumbnail_key ? [r.thumbnail_key] : []));
}

/** A member's public name and photo, for the host's list of who joined. */
export async function selectPublicPerson(db: Tx, userId: string): Promise<{ name: string; photo_key: string | null }> {
  const result = await db.execute(sql`
    select coalesce(nullif(p.display_name, ''), 'Anonymous') as name, ${photoKeyOf('p')} as photo_key
    from profiles p where p.user_id = ${userId}`);
  return rowsOf<{ name: string; photo_key: string | null }>(result)[0] ?? { name: 'Anonymous', photo_key: null };
}
