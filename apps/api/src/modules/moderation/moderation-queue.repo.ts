import { sql } from 'drizzle-orm';
import type { ModerationLogKind } from '@sankofa/contracts';
import type { Tx } from '../../db/client.ts';
import { photoKeyOf } from '../../db/photo-key.ts';
import { isoText, rowsOf } from '../../db/rows.ts';
import { personColumns, type PersonRow } from './moderation.repo.ts';

/** The moderators' queue, and the automatic safety signals it lists. */

// The queue

export interface QueueRow extends PersonRow {
  lane: number;
  weight: number;
  at: string;
  cursor_at: string;
  key: string;
  kind: 'reports' | 'appeal' | 'signals';
  reporters: number | null;
  /** Report kinds, or signal kinds for a `signals` item. */
  report_kinds: string[] | null;
  reasons: string[] | null;
  action_kind: ModerationLogKind | null;
  decided_by: string | null;
}

export interface QueueCursor {
  lane: number;
  weight: number;
  at: string;
  key: string;
}

/**
 * One page of the queue in one statement. Lanes keep the order readable: appeals first (a member is
 * waiting for an answer), then people with open reports, most-reported first and then oldest first,
 * then people with open automatic safety signals (what members reported outranks what a model guessed).
 */
export async function selectQueuePage(db: Tx, after: QueueCursor | null, limit: number): Promise<QueueRow[]> {
  const keyset = after
    ? sql`where (i.lane, -i.weight, i.at, i.key) > (${after.lane}::int, ${-after.weight}::int, ${after.at}::timestamptz, ${after.key}::text)`
    : sql``;
  const result = await db.execute(sql`
    with items as (
      select 0 as lane, 1 as weight, ap.created_at as at, ap.id::text as key, 'appeal' as kind, ap.user_id,
        null::int as reporters, null::text[] as report_kinds, null::text[] as reasons,
        a.kind as action_kind, a.moderator_id::text as decided_by
      from appeals ap join moderation_actions a on a.id = ap.action_id
      where ap.status = 'open'
      union all
      select 1, count(*)::int, min(r.created_at), r.reported_id::text, 'reports', r.reported_id,
        count(distinct r.reporter_id)::int, array_agg(distinct r.kind), array_agg(distinct r.reason), null, null
      from reports r
      where r.status = 'open' and r.reported_id is not null
      group by r.reported_id
      union all
      select 2, count(*)::int, min(sg.created_at), sg.user_id::text, 'signals', sg.user_id,
        null, array_agg(distinct sg.kind), null, null, null
      from safety_signals sg
      where sg.resolved_at is null
      group by sg.user_id
    )
    select i.lane, i.weight, ${isoText(sql`i.at`)} as at, i.at::text as cursor_at, i.key, i.kind, i.reporters,
      i.report_kinds, i.reasons, i.action_kind, i.decided_by, ${personColumns}, ${photoKeyOf('p')} as photo_key
    from items i join users u on u.id = i.user_id left join profiles p on p.user_id = u.id
    ${keyset}
    order by i.lane, i.weight desc, i.at, i.key
    limit ${limit}`);
  return rowsOf<QueueRow>(result);
}

// Safety signals

export interface SignalRow {
  id: string;
  kind: 'nudity_suspected' | 'off_platform_contact';
  detail: Record<string, unknown>;
  content_ref: string | null;
  created_at: string;
  resolved_at: string | null;
  /** The photo a `photo:<id>` signal names, while it is stored. */
  photo_id: string | null;
  photo_key: string | null;
  photo_held: boolean;
}

const signalColumns = sql.raw(`sg.id::text as id, sg.kind, sg.detail, sg.content_ref,
  to_char(sg.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at,
  to_char(sg.resolved_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as resolved_at,
  ph.id::text as photo_id, ph.small_key as photo_key, coalesce(ph.held_at is not null, false) as photo_held`);

/** The photo a signal names; content_ref is written only by server code as `photo:<uuid>`. */
const signalPhotoJoin = sql.raw(`left join photos ph on sg.content_ref like 'photo:%'
  and ph.id::text = substring(sg.content_ref from 7) and ph.user_id = sg.user_id`);

/** A person's signals, open first and then newest first (the case screen shows at most this many). */
export async function selectSignalsAbout(db: Tx, userId: string, limit: number): Promise<SignalRow[]> {
  const result = await db.execute(sql`
    select ${signalColumns} from safety_signals sg ${signalPhotoJoin}
    where sg.user_id = ${userId}
    order by sg.resolved_at is null desc, sg.created_at desc, sg.id desc
    limit ${limit}`);
  return rowsOf<SignalRow>(result);
}

/** The open signals among `ids` that are about this person, locked until the action commits. */
export async function lockOpenSignals(tx: Tx, userId: string, ids: readonly string[]): Promise<SignalRow[]> {
  if (ids.length === 0) return [];
  const result = await tx.execute(sql`
    select ${signalColumns} from safety_signals sg ${signalPhotoJoin}
    where sg.user_id = ${userId} and sg.resolved_at is null and sg.id = any(${sql`array[${sql.join(
      ids.map((id) => sql`${id}::uuid`),
      sql`, `,
    )}]`})
    for update of sg`);
  return rowsOf<SignalRow>(result);
}

export async function selectSignal(tx: Tx, userId: string, id: string): Promise<SignalRow | null> {
  const result = await tx.execute(
    sql`select ${signalColumns} from safety_signals sg ${signalPhotoJoin} where sg.user_id = ${userId} and sg.id = ${id}`,
  );
  return rowsOf<SignalRow>(result)[0] ?? null;
}

/**
 * Resolves the signals with the action. The log entry cannot name them (its columns are for
 * reports), so each signal keeps the id of the action that resolved it beside the reasons it was raised.
 */
export async function resolveSignals(tx: Tx, ids: readonly string[], actionId: string, now: Date): Promise<void> {
  if (ids.length === 0) return;
  await tx.execute(sql`
    update safety_signals set resolved_at = ${now}, detail = detail || jsonb_build_object('resolvedByAction', ${actionId}::text)
    where id = any(${sql`array[${sql.join(
      ids.map((id) => sql`${id}::uuid`),
      sql`, `,
    )}]`}) and resolved_at is null`);
}

/** Publishes photos a moderator found fine; answers how many were held. */
export async function releaseHeldPhotos(tx: Tx, ownerId: string, photoIds: readonly string[]): Promise<number> {
  if (photoIds.length === 0) return 0;
  const result = await tx.execute(sql`
    update photos set held_at = null
    where user_id = ${ownerId} and held_at is not null and id = any(${sql`array[${sql.join(
      photoIds.map((id) => sql`${id}::uuid`),
      sql`, `,
    )}]`}) returning id`);
  return rowsOf(result).length;
}

/** The member's bio as it is now (evidence for a signal raised by bio text). */
export async function selectBio(db: Tx, userId: string): Promise<string | null> {
  const result = await db.execute(sql`select bio from profiles where user_id = ${userId}`);
  return rowsOf<{ bio: string | null }>(result)[0]?.bio ?? null;
}
