import { sql } from 'drizzle-orm';
import type { VerificationAction } from '@sankofa/contracts';
import type { Tx } from '../../db/client.ts';
import { isoText, rowsOf } from '../../db/rows.ts';

export interface AttemptRow {
  id: string;
  steps: VerificationAction[];
  frames_per_step: number;
  started_at: string;
  decided: boolean;
}

export interface MemberVerification {
  verified: boolean;
  consent: boolean;
  /** Start times of the attempts of the last hour, oldest first. */
  recent: string[];
}

/**
 * The member's verification state; null when there is no such member. A member the moderators asked
 * to verify again counts as not verified until they pass a new check.
 */
export async function selectMemberVerification(
  db: Tx,
  userId: string,
  since: Date,
): Promise<MemberVerification | null> {
  const rows = rowsOf<{ verified: boolean | null; consent: boolean; recent: string[] | null }>(
    await db.execute(sql`
      select p.verified and u.face_check_required_at is null as verified, u.biometric_consent_at is not null as consent,
        (select array_agg(${isoText(sql`a.started_at`)} order by a.started_at) from verification_attempts a
          where a.user_id = u.id and a.started_at > ${since.toISOString()}::timestamptz) as recent
      from users u left join profiles p on p.user_id = u.id
      where u.id = ${userId}`),
  );
  const row = rows[0];
  if (!row) return null;
  return { verified: row.verified === true, consent: row.consent, recent: row.recent ?? [] };
}

/** Locks the member's account row so attempts of one member are counted and started one at a time. */
export async function lockMember(tx: Tx, userId: string): Promise<void> {
  await tx.execute(sql`select 1 from users where id = ${userId} for update`);
}

export async function insertAttempt(
  tx: Tx,
  row: { userId: string; steps: readonly VerificationAction[]; framesPerStep: number; at: Date },
): Promise<string> {
  const steps = `{${row.steps.join(',')}}`;
  const rows = rowsOf<{ id: string }>(
    await tx.execute(sql`
      insert into verification_attempts (user_id, steps, frames_per_step, started_at)
      values (${row.userId}, ${steps}::text[], ${row.framesPerStep}, ${row.at.toISOString()}::timestamptz)
      returning id::text as id`),
  );
  return rows[0]!.id;
}

/** One of the member's own attempts (another member's reads as missing). */
export async function selectAttempt(db: Tx, userId: string, attemptId: string): Promise<AttemptRow | null> {
  const rows = rowsOf<AttemptRow>(
    await db.execute(sql`
      select id::text as id, steps, frames_per_step, ${isoText(sql`started_at`)} as started_at,
        outcome is not null as decided
      from verification_attempts where id = ${attemptId} and user_id = ${userId}`),
  );
  return rows[0] ?? null;
}

/** Writes the outcome once; false when the attempt was already decided (a second finish). */
export async function decideAttemptRow(
  tx: Tx,
  row: {
    attemptId: string;
    outcome: 'verified' | 'failed';
    reason: string | null;
    liveness: number;
    similarity: number | null;
    at: Date;
  },
): Promise<boolean> {
  const rows = rowsOf<{ id: string }>(
    await tx.execute(sql`
      update verification_attempts set outcome = ${row.outcome}, failure_reason = ${row.reason},
        liveness_score = ${row.liveness}, similarity_score = ${row.similarity}, decided_at = ${row.at.toISOString()}::timestamptz
      where id = ${row.attemptId} and outcome is null
      returning id::text as id`),
  );
  return rows.length === 1;
}

export async function insertFaceVerification(
  tx: Tx,
  row: { userId: string; attemptId: string; score: number; data: Record<string, unknown> },
): Promise<void> {
  await tx.execute(sql`
    insert into face_verifications (user_id, attempt_id, status, score, provider, verification_data)
    values (${row.userId}, ${row.attemptId}, 'verified', ${row.score}, 'internal', ${JSON.stringify(row.data)}::jsonb)`);
}

/** The only statement that sets a profile verified. */
export async function markProfileVerified(tx: Tx, userId: string): Promise<boolean> {
  const rows = rowsOf<{ user_id: string }>(
    await tx.execute(
      sql`update profiles set verified = true, updated_at = now() where user_id = ${userId} returning user_id::text`,
    ),
  );
  return rows.length === 1;
}

/** A passed check answers the moderators' (or three fake-profile reports') request to verify again. */
export async function clearFaceCheckRequirement(tx: Tx, userId: string): Promise<void> {
  await tx.execute(
    sql`update users set face_check_required_at = null where id = ${userId} and face_check_required_at is not null`,
  );
}

export async function recordConsent(db: Tx, userId: string, at: Date): Promise<void> {
  await db.execute(sql`
    update users set biometric_consent_at = ${at.toISOString()}::timestamptz
    where id = ${userId} and biometric_consent_at is null`);
}

/** Large-photo keys of the member's photos, the main one first. */
export async function selectPhotoKeys(db: Tx, userId: string, limit: number): Promise<string[]> {
  const rows = rowsOf<{ large_key: string }>(
    await db.execute(sql`
      select ph.large_key from photos ph left join profiles p on p.user_id = ph.user_id
      where ph.user_id = ${userId}
      order by (ph.id = p.main_photo_id) desc nulls last, ph.position, ph.created_at
      limit ${limit}`),
  );
  return rows.map((r) => r.large_key);
}
