import { sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { photoKeyOf } from '../../db/photo-key.ts';
import { conversationPair, mayMessageSql } from '../messaging/conversation-pair.queries.ts';

export type CallStatus = 'ringing' | 'active' | 'ended' | 'missed' | 'declined' | 'busy';
export type CallMedia = 'audio' | 'video';

export interface CallRow {
  id: string;
  caller_id: string;
  callee_id: string;
  media: CallMedia;
  status: CallStatus;
  caller_connection_id: string | null;
  callee_connection_id: string | null;
  started_at: string;
  rings_until: string;
  answered_at: string | null;
  ended_at: string | null;
  ended_by: string | null;
}

const callColumns = (alias: string): SQL =>
  sql.raw(`${alias}.id::text as id, ${alias}.caller_id::text as caller_id, ${alias}.callee_id::text as callee_id,
    ${alias}.media, ${alias}.status, ${alias}.caller_connection_id, ${alias}.callee_connection_id, ${alias}.ended_by::text as ended_by,
    to_char(${alias}.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as started_at,
    to_char(${alias}.rings_until at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as rings_until,
    to_char(${alias}.answered_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as answered_at,
    to_char(${alias}.ended_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as ended_at`);

/** Where a refused call stands: the pair may not call, or one side's line is taken. */
export type OpenOutcome =
  { ok: true; call: CallRow } | { ok: false; why: 'not_allowed' | 'caller_busy' | 'callee_busy' };

class Refused extends Error {
  constructor(readonly why: 'not_allowed' | 'caller_busy' | 'callee_busy') {
    super(why);
  }
}

/**
 * Rings `calleeId` from the caller's socket in one transaction: the pair must be allowed to message
 * each other (the messaging rule without opening a conversation: matched, friends who allow
 * messages, or an opened conversation, and no block either way), and both lines must be free. The
 * lines' primary key decides "busy", so two calls racing on two instances cannot both ring.
 */
export async function openCall(
  db: Db,
  c: { callerId: string; calleeId: string; media: CallMedia; connectionId: string; now: Date; ringsUntil: Date },
): Promise<OpenOutcome> {
  const pair = conversationPair(c.callerId, c.calleeId);
  try {
    const call = await db.transaction(async (tx) => {
      const allowed = rowsOf<{ ok: boolean }>(await tx.execute(sql`select ${mayMessageSql(pair, null)} as ok`))[0]!;
      if (!allowed.ok) throw new Refused('not_allowed');
      const inserted = rowsOf<CallRow>(
        await tx.execute(sql`
          insert into calls as c (caller_id, callee_id, media, status, caller_connection_id, created_at, rings_until, caller_seen_at)
          values (${pair.me}, ${pair.peer}, ${c.media}, 'ringing', ${c.connectionId}, ${c.now}, ${c.ringsUntil}, ${c.now})
          returning ${callColumns('c')}`),
      )[0]!;
      const taken = rowsOf<{ user_id: string }>(
        await tx.execute(sql`
          insert into call_lines (user_id, call_id) values (${pair.me}, ${inserted.id}), (${pair.peer}, ${inserted.id})
          on conflict (user_id) do nothing
          returning user_id::text as user_id`),
      ).map((r) => r.user_id);
      if (!taken.includes(pair.me)) throw new Refused('caller_busy');
      if (!taken.includes(pair.peer)) throw new Refused('callee_busy');
      return inserted;
    });
    return { ok: true, call };
  } catch (err) {
    if (err instanceof Refused) return { ok: false, why: err.why };
    throw err;
  }
}

/** A call that never rang because the person called was in another call, kept for both people's history. */
export async function insertBusyCall(
  db: Tx,
  callerId: string,
  calleeId: string,
  media: CallMedia,
  now: Date,
): Promise<CallRow> {
  return rowsOf<CallRow>(
    await db.execute(sql`
      insert into calls as c (caller_id, callee_id, media, status, created_at, rings_until, ended_at, caller_seen_at)
      values (${callerId}, ${calleeId}, ${media}, 'busy', ${now}, ${now}, ${now}, ${now})
      returning ${callColumns('c')}`),
  )[0]!;
}

/**
 * The person called picks up on this socket, if the call still rings for them (not answered on
 * another tab, not timed out, not cancelled). From now on their signals come from and go to this socket.
 */
export async function markAnswered(
  db: Tx,
  callId: string,
  me: string,
  connectionId: string,
  now: Date,
): Promise<CallRow | undefined> {
  return rowsOf<CallRow>(
    await db.execute(sql`
      update calls c set status = 'active', callee_connection_id = ${connectionId}, answered_at = ${now}, callee_seen_at = ${now}
      where c.id = ${callId} and c.callee_id = ${me} and c.status = 'ringing' and c.rings_until > ${now}
      returning ${callColumns('c')}`),
  )[0];
}

/**
 * Ends live calls and frees both lines in one statement; only the statement that moves a call out of
 * ringing/active returns it, so each call's end is announced (and its chat line written) once,
 * whichever instance or sweep gets there first. `outcome` is SQL over the row `c` naming the new status.
 */
async function finish(db: Tx, where: SQL, outcome: SQL, endedBy: string | null, now: Date): Promise<CallRow[]> {
  return rowsOf<CallRow>(
    await db.execute(sql`
      with done as (
        update calls c set status = ${outcome}, ended_at = ${now}, ended_by = ${endedBy}
        where c.status in ('ringing', 'active') and ${where}
        returning c.*
      ), freed as (
        delete from call_lines l using done where l.call_id = done.id
      )
      select ${callColumns('done')} from done`),
  );
}

/**
 * `me` hangs up: an active call ends; a ringing one is missed when the caller cancels it and declined
 * when the person called refuses it.
 */
export async function hangUp(db: Tx, callId: string, me: string, now: Date): Promise<CallRow | undefined> {
  return (
    await finish(
      db,
      sql`c.id = ${callId} and (c.caller_id = ${me} or c.callee_id = ${me})`,
      sql`case when c.status = 'active' then 'ended' when c.caller_id = ${me} then 'missed' else 'declined' end`,
      me,
      now,
    )
  )[0];
}

export async function markDeclined(db: Tx, callId: string, me: string, now: Date): Promise<CallRow | undefined> {
  return (
    await finish(db, sql`c.id = ${callId} and c.callee_id = ${me} and c.status = 'ringing'`, sql`'declined'`, me, now)
  )[0];
}

/** Ends every live call of this pair (a block, or the end of their match or friendship). */
export async function endCallsOfPair(db: Tx, a: string, b: string, now: Date): Promise<CallRow[]> {
  return finish(
    db,
    sql`((c.caller_id = ${a} and c.callee_id = ${b}) or (c.caller_id = ${b} and c.callee_id = ${a}))`,
    sql`case when c.status = 'active' then 'ended' else 'missed' end`,
    null,
    now,
  );
}

/**
 * The sweep: calls that rang out (or whose caller's page fell silent, since `ringingStaleBefore`,
 * while ringing) are missed, and active calls whose two pages have both been silent since
 * `staleBefore` are ended.
 */
export async function sweepCalls(db: Tx, now: Date, staleBefore: Date, ringingStaleBefore: Date): Promise<CallRow[]> {
  return finish(
    db,
    sql`((c.status = 'ringing' and (c.rings_until <= ${now} or c.caller_seen_at < ${ringingStaleBefore}))
         or (c.status = 'active' and c.caller_seen_at < ${staleBefore} and coalesce(c.callee_seen_at, c.answered_at) < ${staleBefore}))`,
    sql`case when c.status = 'active' then 'ended' else 'missed' end`,
    null,
    now,
  );
}

/**
 * The socket a ringing call was placed from closed: the caller is taken as last heard `lastHeard`
 * (earlier than now), so the sweep misses the call once the grace has passed, unless the page beats
 * again from a new socket first. Only the ringing call bound to this very socket moves; an active
 * call keeps its 20 s, and a call already moved to a newer socket is left alone. Runs on every
 * socket close, so it goes through the person's line (primary key), never a scan of calls.
 */
export async function markCallerSocketGone(
  db: Tx,
  userId: string,
  connectionId: string,
  lastHeard: Date,
): Promise<number> {
  return rowsOf<{ id: string }>(
    await db.execute(sql`
      update calls c set caller_seen_at = least(c.caller_seen_at, ${lastHeard})
      from call_lines l
      where l.user_id = ${userId} and c.id = l.call_id and c.caller_id = ${userId}
        and c.status = 'ringing' and c.caller_connection_id = ${connectionId}
      returning c.id::text as id`),
  ).length;
}

/**
 * A page of `me`'s live call says it is still there, from this socket: the call's signalling moves
 * here (a reconnect gives a new socket). The person called may only do so once they have answered.
 */
export async function touchCall(
  db: Tx,
  callId: string,
  me: string,
  connectionId: string,
  now: Date,
): Promise<CallRow | undefined> {
  return rowsOf<CallRow>(
    await db.execute(sql`
      update calls c set
        caller_seen_at = case when c.caller_id = ${me} then ${now} else c.caller_seen_at end,
        caller_connection_id = case when c.caller_id = ${me} then ${connectionId} else c.caller_connection_id end,
        callee_seen_at = case when c.callee_id = ${me} then ${now} else c.callee_seen_at end,
        callee_connection_id = case when c.callee_id = ${me} then ${connectionId} else c.callee_connection_id end
      where c.id = ${callId} and (c.caller_id = ${me} or (c.callee_id = ${me} and c.status = 'active'))
        and c.status in ('ringing', 'active')
      returning ${callColumns('c')}`),
  )[0];
}

/**
 * Where a signal from this socket goes: the other side's call socket, only when this socket is
 * `me`'s side of an active call. Anyone else (another tab, another person, a guessed id) gets nothing.
 */
export async function selectSignalRoute(
  db: Tx,
  callId: string,
  me: string,
  connectionId: string,
): Promise<{ peer_id: string; peer_connection_id: string | null } | undefined> {
  return rowsOf<{ peer_id: string; peer_connection_id: string | null }>(
    await db.execute(sql`
      select case when c.caller_id = ${me} then c.callee_id else c.caller_id end::text as peer_id,
        case when c.caller_id = ${me} then c.callee_connection_id else c.caller_connection_id end as peer_connection_id
      from calls c
      where c.id = ${callId} and c.status = 'active'
        and ((c.caller_id = ${me} and c.caller_connection_id = ${connectionId})
          or (c.callee_id = ${me} and c.callee_connection_id = ${connectionId}))`),
  )[0];
}

/** Both agreed: the call carries video from now on. */
export async function markVideo(db: Tx, callId: string, me: string): Promise<CallRow | undefined> {
  return rowsOf<CallRow>(
    await db.execute(sql`
      update calls c set media = 'video'
      where c.id = ${callId} and c.status = 'active' and (c.caller_id = ${me} or c.callee_id = ${me})
      returning ${callColumns('c')}`),
  )[0];
}

/** `me`'s live calls (at most one, as lines are exclusive). */
export async function selectLiveCallsOf(db: Tx, me: string): Promise<CallRow[]> {
  return rowsOf<CallRow>(
    await db.execute(sql`
      select ${callColumns('c')} from call_lines l join calls c on c.id = l.call_id
      where l.user_id = ${me} and c.status in ('ringing', 'active')`),
  );
}

/** The pair may still call each other (the same rule as openCall). */
export async function pairMayCall(db: Tx, a: string, b: string): Promise<boolean> {
  return rowsOf<{ ok: boolean }>(await db.execute(sql`select ${mayMessageSql(conversationPair(a, b), null)} as ok`))[0]!
    .ok;
}

/** The member's "Calls" notification choice (on when there is no profile row yet). */
export async function wantsCallNotices(db: Tx, userId: string): Promise<boolean> {
  const row = rowsOf<{ on: boolean }>(
    await db.execute(sql`select coalesce((select notify_calls from profiles where user_id = ${userId}), true) as on`),
  )[0];
  return row?.on ?? true;
}

/** The public face of a member, for the other side of a call. */
export async function selectCallPerson(db: Tx, userId: string): Promise<{ name: string; photo_key: string | null }> {
  const row = rowsOf<{ name: string; photo_key: string | null }>(
    await db.execute(sql`
      select coalesce(p.display_name, '') as name, ${photoKeyOf('p')} as photo_key
      from (select 1) one left join profiles p on p.user_id = ${userId}`),
  )[0];
  return row ?? { name: '', photo_key: null };
}
