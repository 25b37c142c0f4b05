import { sql, type SQL } from 'drizzle-orm';
import type { ModerationLogKind, ReportKind } from '@sankofa/contracts';
import type { Tx } from '../../db/client.ts';
import { photoKeyOf } from '../../db/photo-key.ts';
import { isoText, rowsOf } from '../../db/rows.ts';

/** The columns of ModPerson; `u` names a users row and `p` its (left-joined) profile. */
export const personColumns = sql.raw(`u.id::text as user_id, coalesce(p.display_name, '') as display_name, u.role,
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
  r: {
    reporterId: string;
    reportedId: string;
    reason: string;
    note: string;
    kind: ReportKind;
    subjectId: string | null;
    snapshot: object;
    now: Date;
  },
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
  return [
    ...new Set(rowsOf<{ reporter_id: string | null }>(result).flatMap((r) => (r.reporter_id ? [r.reporter_id] : []))),
  ];
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
  const ids = a.reportIds.length
    ? sql`array[${sql.join(
        a.reportIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )}]`
    : sql`'{}'::uuid[]`;
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

export const actionColumns = sql.raw(`a.id::text as id, a.kind, a.moderator_id::text as moderator_id,
  a.subject_user_id::text as subject_user_id, a.rule, a.reason, a.content, a.suspend_days,
  to_char(a.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at, a.created_at::text as cursor_at`);

export async function selectActionsAbout(db: Tx, userId: string, limit: number): Promise<ActionRow[]> {
  const result = await db.execute(sql`
    select ${actionColumns} from moderation_actions a where a.subject_user_id = ${userId}
    order by a.created_at desc, a.id desc limit ${limit}`);
  return rowsOf<ActionRow>(result);
}

/** One page of the whole log, newest first; keyset on (created at, id). */
export async function selectLogPage(
  db: Tx,
  after: { at: string; id: string } | null,
  limit: number,
): Promise<ActionRow[]> {
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
  const result = await db.execute(
    sql`select id::text as id from streaming_sessions where host_user_id = ${userId} and status = 'live' limit 1`,
  );
  return rowsOf<{ id: string }>(result)[0]?.id ?? null;
}

export async function selectStreamHost(db: Tx, streamId: string): Promise<string | null> {
  const result = await db.execute(
    sql`select host_user_id::text as id from streaming_sessions where id = ${streamId} and status = 'live'`,
  );
  return rowsOf<{ id: string }>(result)[0]?.id ?? null;
}
