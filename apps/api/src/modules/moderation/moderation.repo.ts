import { sql, type SQL } from 'drizzle-orm';
import type { ModerationLogKind, ReportKind } from '@sankofa/contracts';
import type { Tx } from '../../db/client.ts';
import { photoKeyOf } from '../../db/photo-key.ts';
import { isoText, rowsOf } from '../../db/rows.ts';

/** The columns of ModPerson; `u` names a users row and `p` its (left-joined) profile. */
const personColumns = sql.raw(`u.id::text as user_id, coalesce(p.display_name, '') as display_name, u.role,
  to_char(u.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as account_created_at,
  coalesce(p.verified, false) as verified, u.face_check_required_at is not null as face_check_required,
  case when u.suspended_until > now() then to_char(u.suspended_until at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') end as suspended_until,
  u.banned_at is not null as banned`);

export interface PersonRow {
  user_id: string;
  display_name: string;
  role: 'member' | 'moderator' | 'admin';
  account_created_at: string;
  verified: boolean;
  face_check_required: boolean;
  suspended_until: string | null;
  banned: boolean;
  photo_key: string | null;
}

export async function selectRole(db: Tx, userId: string): Promise<PersonRow['role'] | null> {
  const result = await db.execute(sql`select role from users where id = ${userId}`);
  return rowsOf<{ role: PersonRow['role'] }>(result)[0]?.role ?? null;
}

/** Locks the person's row for an action, so two moderators' decisions run one after the other. */
export async function lockPerson(tx: Tx, userId: string): Promise<PersonRow | null> {
  const result = await tx.execute(sql`
    select ${personColumns}, ${photoKeyOf('p')} as photo_key
    from users u left join profiles p on p.user_id = u.id
    where u.id = ${userId}
    for update of u`);
  return rowsOf<PersonRow>(result)[0] ?? null;
}

export async function selectPerson(db: Tx, userId: string): Promise<PersonRow | null> {
  const result = await db.execute(sql`
    select ${personColumns}, ${photoKeyOf('p')} as photo_key
    from users u left join profiles p on p.user_id = u.id where u.id = ${userId}`);
  return rowsOf<PersonRow>(result)[0] ?? null;
}

// Reports

export interface ReportSource {
  display_name: string;
  bio: string;
  location: string;
  photo_key: string | null;
}

/** The reported profile as it is now. */
export async function selectProfileSource(db: Tx, userId: string): Promise<ReportSource | null> {
  const result = await db.execute(sql`
    select coalesce(p.display_name, '') as display_name, p.bio, p.location, ${photoKeyOf('p')} as photo_key
    from profiles p where p.user_id = ${userId}`);
  return rowsOf<ReportSource>(result)[0] ?? null;
}

/** One piece of the member's content as it is now, or null when it is not theirs or not there. */
export async function selectContentSource(
  db: Tx,
  ownerId: string,
  kind: Exclude<ReportKind, 'profile'>,
  id: string,
): Promise<{ text: string; title?: string; at: string; photo_key?: string } | null> {
  const query: Record<typeof kind, SQL> = {
    photo: sql`select '' as text, ${isoText(sql`created_at`)} as at, small_key as photo_key from photos where id = ${id} and user_id = ${ownerId}`,
    message: sql`select body as text, ${isoText(sql`created_at`)} as at from messages where id = ${id} and sender_id = ${ownerId}`,
    stream: sql`select description as text, title, ${isoText(sql`created_at`)} as at from streaming_sessions where id = ${id} and host_user_id = ${ownerId}`,
    stream_chat: sql`select body as text, ${isoText(sql`created_at`)} as at from stream_messages where id = ${id} and sender_id = ${ownerId}`,
  };
  const result = await db.execute(query[kind]!);
  return rowsOf<{ text: string; title?: string; at: string; photo_key?: string }>(result)[0] ?? null;
}

export async function insertReport(
  tx: Tx,
  r: { reporterId: string; reportedId: string; reason: string; note: string; kind: ReportKind; subjectId: string | null; snapshot: object; now: Date },
): Promise<string> {
  const result = await tx.execute(sql`
    insert into reports (reporter_id, reported_id, reason, note, kind, subject_id, snapshot, created_at)
    values (${r.reporterId}, ${r.reportedId}, ${r.reason}, ${r.note}, ${r.kind}, ${r.subjectId}, ${JSON.stringify(r.snapshot)}::jsonb, ${r.now})
    returning id::text as id`);
  return rowsOf<{ id: string }>(result)[0]!.id;
}

/** Distinct members with an open fake-profile report against this person. */
export async function countFakeProfileReporters(tx: Tx, userId: string): Promise<number> {
  const result = await tx.execute(sql`
    select count(distinct reporter_id)::int as n from reports
    where reported_id = ${userId} and status = 'open' and reason = 'fake_profile'`);
  return rowsOf<{ n: number }>(result)[0]?.n ?? 0;
}

export interface ReportRow {
  id: string;
  kind: ReportKind;
  subject_id: string | null;
  reason: string;
  note: string;
  status: 'open' | 'reviewed';
  created_at: string;
  reporter_id: string | null;
  reporter_name: string | null;
  snapshot: Record<string, unknown>;
}

/** A person's reports, newest first (the case screen shows at most this many). */
export async function selectReportsAbout(db: Tx, userId: string, limit: number): Promise<ReportRow[]> {
  const result = await db.execute(sql`
    select r.id::text as id, r.kind, r.subject_id::text as subject_id, r.reason, r.note, r.status,
      ${isoText(sql`r.created_at`)} as created_at, r.reporter_id::text as reporter_id,
      rp.display_name as reporter_name, r.snapshot
    from reports r left join profiles rp on rp.user_id = r.reporter_id
    where r.reported_id = ${userId}
    order by r.created_at desc, r.id desc
    limit ${limit}`);
  return rowsOf<ReportRow>(result);
}

/** The open reports among `ids` that are about this person, locked until the action commits. */
export async function lockOpenReports(tx: Tx, userId: string, ids: readonly string[]): Promise<ReportRow[]> {
  if (ids.length === 0) return [];
  const result = await tx.execute(sql`
    select r.id::text as id, r.kind, r.subject_id::text as subject_id, r.reason, r.note, r.status,
      ${isoText(sql`r.created_at`)} as created_at, r.reporter_id::text as reporter_id, null as reporter_name, r.snapshot
    from reports r
    where r.reported_id = ${userId} and r.status = 'open' and r.id = any(${sql`array[${sql.join(
      ids.map((id) => sql`${id}::uuid`),
      sql`, `,
    )}]`})
    for update`);
  return rowsOf<ReportRow>(result);
}

export async function selectReport(tx: Tx, userId: string, id: string): Promise<ReportRow | null> {
  const result = await tx.execute(sql`
    select r.id::text as id, r.kind, r.subject_id::text as subject_id, r.reason, r.note, r.status,
      ${isoText(sql`r.created_at`)} as created_at, r.reporter_id::text as reporter_id, null as reporter_name, r.snapshot
    from reports r where r.reported_id = ${userId} and r.id = ${id}`);
  return rowsOf<ReportRow>(result)[0] ?? null;
}

/** Closes the reports with the action; answers their reporters (still members) to thank. */
export async function closeReports(tx: Tx, ids: readonly string[], actionId: string, now: Date): Promise<string[]> {
  if (ids.length === 0) return [];
  const result = await tx.execute(sql`
    update reports set status = 'reviewed', reviewed_at = ${now}, action_id = ${actionId}
    where id = any(${sql`array[${sql.join(
      ids.map((id) => sql`${id}::uuid`),
      sql`, `,
    )}]`}) and status = 'open'
    returning reporter_id::text as reporter_id`);
  return [...new Set(rowsOf<{ reporter_id: string | null }>(result).flatMap((r) => (r.reporter_id ? [r.reporter_id] : [])))];
}

// The log

export interface NewAction {
  moderatorId: string | null;
  subjectUserId: string;
  kind: ModerationLogKind;
  rule: string;
  reason: string;
  content: { kind: ReportKind; snapshot: object } | null;
  reportIds: readonly string[];
  suspendDays: number | null;
  appealId: string | null;
  now: Date;
}

export async function insertAction(tx: Tx, a: NewAction): Promise<string> {
  const ids = a.reportIds.length ? sql`array[${sql.join(a.reportIds.map((id) => sql`${id}::uuid`), sql`, `)}]` : sql`'{}'::uuid[]`;
  const result = await tx.execute(sql`
    insert into moderation_actions (moderator_id, subject_user_id, kind, rule, reason, content, report_ids, suspend_days, appeal_id, created_at)
    values (${a.moderatorId}, ${a.subjectUserId}, ${a.kind}, ${a.rule}, ${a.reason},
      ${a.content ? JSON.stringify(a.content) : null}::jsonb, ${ids}, ${a.suspendDays}, ${a.appealId}, ${a.now})
    returning id::text as id`);
  return rowsOf<{ id: string }>(result)[0]!.id;
}

export interface ActionRow {
  id: string;
  kind: ModerationLogKind;
  moderator_id: string | null;
  subject_user_id: string;
  rule: string;
  reason: string;
  content: { kind: ReportKind; snapshot: Record<string, unknown> } | null;
  suspend_days: number | null;
  created_at: string;
  cursor_at: string;
}

const actionColumns = sql.raw(`a.id::text as id, a.kind, a.moderator_id::text as moderator_id,
  a.subject_user_id::text as subject_user_id, a.rule, a.reason, a.content, a.suspend_days,
  to_char(a.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at, a.created_at::text as cursor_at`);

export async function selectActionsAbout(db: Tx, userId: string, limit: number): Promise<ActionRow[]> {
  const result = await db.execute(sql`
    select ${actionColumns} from moderation_actions a where a.subject_user_id = ${userId}
    order by a.created_at desc, a.id desc limit ${limit}`);
  return rowsOf<ActionRow>(result);
}

/** One page of the whole log, newest first; keyset on (created at, id). */
export async function selectLogPage(db: Tx, after: { at: string; id: string } | null, limit: number): Promise<ActionRow[]> {
  const keyset = after ? sql`where (a.created_at, a.id) < (${after.at}::timestamptz, ${after.id}::uuid)` : sql``;
  const result = await db.execute(sql`
    select ${actionColumns} from moderation_actions a ${keyset}
    order by a.created_at desc, a.id desc limit ${limit}`);
  return rowsOf<ActionRow>(result);
}

export async function selectAction(db: Tx, actionId: string): Promise<ActionRow | null> {
  const result = await db.execute(sql`select ${actionColumns} from moderation_actions a where a.id = ${actionId}`);
  return rowsOf<ActionRow>(result)[0] ?? null;
}

// What an action does to the account

export async function setBanned(tx: Tx, userId: string, at: Date | null): Promise<void> {
  await tx.execute(sql`update users set banned_at = ${at} where id = ${userId}`);
}

export async function setSuspendedUntil(tx: Tx, userId: string, until: Date | null): Promise<void> {
  await tx.execute(sql`update users set suspended_until = ${until} where id = ${userId}`);
}

export async function setFaceCheckRequired(tx: Tx, userId: string, at: Date | null): Promise<void> {
  await tx.execute(sql`update users set face_check_required_at = ${at} where id = ${userId}`);
}

/** The text a removed message shows in place of its words, to both people. */
export const REMOVED_TEXT = 'This message was removed by moderators.';

export async function removeMessage(tx: Tx, ownerId: string, id: string, now: Date): Promise<boolean> {
  const result = await tx.execute(sql`
    update messages set body = ${REMOVED_TEXT}, removed_at = ${now}
    where id = ${id} and sender_id = ${ownerId} and removed_at is null returning id`);
  return rowsOf(result).length > 0;
}

export async function removeStreamChatMessage(tx: Tx, ownerId: string, id: string, now: Date): Promise<boolean> {
  const result = await tx.execute(sql`
    update stream_messages set body = ${REMOVED_TEXT}, removed_at = ${now}
    where id = ${id} and sender_id = ${ownerId} and removed_at is null returning id`);
  return rowsOf(result).length > 0;
}

export async function selectLiveStreamOf(db: Tx, userId: string): Promise<string | null> {
  const result = await db.execute(sql`select id::text as id from streaming_sessions where host_user_id = ${userId} and status = 'live' limit 1`);
  return rowsOf<{ id: string }>(result)[0]?.id ?? null;
}

export async function selectStreamHost(db: Tx, streamId: string): Promise<string | null> {
  const result = await db.execute(sql`select host_user_id::text as id from streaming_sessions where id = ${streamId} and status = 'live'`);
  return rowsOf<{ id: string }>(result)[0]?.id ?? null;
}

// Appeals

export async function insertAppeal(tx: Tx, a: { actionId: string; userId: string; text: string; now: Date }): Promise<string | null> {
  const result = await tx.execute(sql`
    insert into appeals (action_id, user_id, text, created_at) values (${a.actionId}, ${a.userId}, ${a.text}, ${a.now})
    on conflict (action_id) do nothing returning id::text as id`);
  return rowsOf<{ id: string }>(result)[0]?.id ?? null;
}

export interface AppealRow {
  id: string;
  action_id: string;
  user_id: string;
  text: string;
  status: 'open' | 'upheld' | 'overturned';
  created_at: string;
}

const appealColumns = sql.raw(`ap.id::text as id, ap.action_id::text as action_id, ap.user_id::text as user_id, ap.text, ap.status,
  to_char(ap.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at`);

export async function selectAppealsOf(db: Tx, userId: string): Promise<AppealRow[]> {
  const result = await db.execute(sql`select ${appealColumns} from appeals ap where ap.user_id = ${userId} order by ap.created_at desc limit 100`);
  return rowsOf<AppealRow>(result);
}

export async function lockAppeal(tx: Tx, appealId: string): Promise<AppealRow | null> {
  const result = await tx.execute(sql`select ${appealColumns} from appeals ap where ap.id = ${appealId} for update`);
  return rowsOf<AppealRow>(result)[0] ?? null;
}

export async function decideAppeal(tx: Tx, appealId: string, status: 'upheld' | 'overturned', now: Date): Promise<void> {
  await tx.execute(sql`update appeals set status = ${status}, decided_at = ${now} where id = ${appealId}`);
}

// Statements: what the member reads about decisions on their account

export interface StatementRow extends ActionRow {
  suspended_until: string | null;
  appeal_status: 'open' | 'upheld' | 'overturned' | null;
  appeal_at: string | null;
}

/** Decisions about the member that a statement explains (not dismissals or appeal outcomes), newest first. */
export async function selectStatements(db: Tx, userId: string, only: string | null, limit: number): Promise<StatementRow[]> {
  const one = only ? sql`and a.id = ${only}` : sql``;
  const result = await db.execute(sql`
    select ${actionColumns},
      case when a.kind = 'suspend' then to_char((a.created_at + make_interval(days => a.suspend_days)) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') end as suspended_until,
      ap.status as appeal_status, ${isoText(sql`ap.created_at`)} as appeal_at
    from moderation_actions a left join appeals ap on ap.action_id = a.id
    where a.subject_user_id = ${userId} and a.kind not in ('dismiss', 'appeal_upheld', 'appeal_overturned') ${one}
    order by a.created_at desc, a.id desc limit ${limit}`);
  return rowsOf<StatementRow>(result);
}

/** Why the member may not sign in now: the ban or the suspension in force, with its action. */
export async function selectRestriction(db: Tx, userId: string): Promise<{ action_id: string } | null> {
  const result = await db.execute(sql`
    select a.id::text as action_id from users u
    join lateral (
      select id from moderation_actions a
      where a.subject_user_id = u.id and a.kind = (case when u.banned_at is not null then 'ban' else 'suspend' end)
      order by a.created_at desc limit 1) a on true
    where u.id = ${userId} and (u.banned_at is not null or u.suspended_until > now())`);
  return rowsOf<{ action_id: string }>(result)[0] ?? null;
}

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
  const result = await tx.execute(sql`select ${signalColumns} from safety_signals sg ${signalPhotoJoin} where sg.user_id = ${userId} and sg.id = ${id}`);
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
