import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { isoText, rowsOf } from '../../db/rows.ts';
import { actionColumns, type ActionRow } from './moderation.repo.ts';

/** Appeals, and the statements of reasons a member reads about decisions on their account. */

// Appeals

export async function insertAppeal(
  tx: Tx,
  a: { actionId: string; userId: string; text: string; now: Date },
): Promise<string | null> {
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

const appealColumns =
  sql.raw(`ap.id::text as id, ap.action_id::text as action_id, ap.user_id::text as user_id, ap.text, ap.status,
  to_char(ap.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at`);

export async function selectAppealsOf(db: Tx, userId: string): Promise<AppealRow[]> {
  const result = await db.execute(
    sql`select ${appealColumns} from appeals ap where ap.user_id = ${userId} order by ap.created_at desc limit 100`,
  );
  return rowsOf<AppealRow>(result);
}

export async function lockAppeal(tx: Tx, appealId: string): Promise<AppealRow | null> {
  const result = await tx.execute(sql`select ${appealColumns} from appeals ap where ap.id = ${appealId} for update`);
  return rowsOf<AppealRow>(result)[0] ?? null;
}

export async function decideAppeal(
  tx: Tx,
  appealId: string,
  status: 'upheld' | 'overturned',
  now: Date,
): Promise<void> {
  await tx.execute(sql`update appeals set status = ${status}, decided_at = ${now} where id = ${appealId}`);
}

// Statements: what the member reads about decisions on their account

export interface StatementRow extends ActionRow {
  suspended_until: string | null;
  appeal_status: 'open' | 'upheld' | 'overturned' | null;
  appeal_at: string | null;
}

/** Decisions about the member that a statement explains (not dismissals or appeal outcomes), newest first. */
export async function selectStatements(
  db: Tx,
  userId: string,
  only: string | null,
  limit: number,
): Promise<StatementRow[]> {
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
