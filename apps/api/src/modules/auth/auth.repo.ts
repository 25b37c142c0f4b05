import { and, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { DistanceUnit, Locale } from '@sankofa/contracts';
import { executePrepared, type Db, type Tx } from '../../db/client.ts';
import {
  emailTokens,
  profiles,
  pushSubscriptions,
  refreshTokens,
  securityEvents,
  sessions,
  users,
} from '../../db/schema.ts';

export interface UserRow {
  id: string;
  email: string;
  passwordHash: string;
  emailConfirmedAt: Date | null;
  biometricConsentAt: Date | null;
  createdAt: Date;
  location: string;
  bio: string;
  role: 'member' | 'moderator' | 'admin';
  locale: Locale | null;
  distanceUnit: DistanceUnit | null;
}

const userColumns = {
  id: users.id,
  email: users.email,
  passwordHash: users.passwordHash,
  emailConfirmedAt: users.emailConfirmedAt,
  biometricConsentAt: users.biometricConsentAt,
  createdAt: users.createdAt,
  locale: sql<Locale | null>`${users.locale}`,
  distanceUnit: sql<DistanceUnit | null>`${users.distanceUnit}`,
  location: sql<string>`coalesce(${profiles.location}, '')`,
  bio: sql<string>`coalesce(${profiles.bio}, '')`,
  role: users.role,
};

function prepareFindByEmail(db: Db) {
  return db
    .select(userColumns)
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.email, sql.placeholder('email')))
    .limit(1)
    .prepare('find_user_by_email');
}
// Sign-in's hot query is built once per database, not on every attempt.
const findByEmail = new WeakMap<Db, ReturnType<typeof prepareFindByEmail>>();

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  let prepared = findByEmail.get(db);
  if (!prepared) findByEmail.set(db, (prepared = prepareFindByEmail(db)));
  const rows = await prepared.execute({ email });
  return rows[0];
}

export async function findUserById(db: Tx, id: string): Promise<UserRow | undefined> {
  const rows = await db
    .select(userColumns)
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, id))
    .limit(1);
  return rows[0];
}

/** Inserts the account and its profile; null when the e-mail is taken. */
export async function insertUser(
  tx: Tx,
  input: { email: string; passwordHash: string; location: string; bio: string; biometricConsentAt: Date | null },
): Promise<string | null> {
  const inserted = await tx
    .insert(users)
    .values({ email: input.email, passwordHash: input.passwordHash, biometricConsentAt: input.biometricConsentAt })
    .onConflictDoNothing({ target: users.email })
    .returning({ id: users.id });
  const id = inserted[0]?.id;
  if (!id) return null;
  await tx.insert(profiles).values({ userId: id, location: input.location, bio: input.bio });
  return id;
}

export async function updateProfileFields(
  tx: Tx,
  userId: string,
  fields: { location?: string; bio?: string },
  now: Date,
) {
  await tx
    .update(profiles)
    .set({ ...fields, updatedAt: now })
    .where(eq(profiles.userId, userId));
}

export async function setDistanceUnit(tx: Tx, userId: string, distanceUnit: DistanceUnit, now: Date) {
  await tx.update(users).set({ distanceUnit, updatedAt: now }).where(eq(users.id, userId));
}

export async function setUserLocale(tx: Tx, userId: string, locale: Locale, now: Date) {
  await tx.update(users).set({ locale, updatedAt: now }).where(eq(users.id, userId));
}

export async function setPasswordHash(tx: Tx, userId: string, passwordHash: string, now: Date) {
  await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, userId));
}

export async function markEmailConfirmed(tx: Tx, userId: string, now: Date) {
  await tx
    .update(users)
    .set({ emailConfirmedAt: now, updatedAt: now })
    .where(and(eq(users.id, userId), isNull(users.emailConfirmedAt)));
}

// Sessions and refresh tokens

/**
 * A device session, its first refresh token and the security event that explains it, in one
 * statement: atomic without a transaction, and one round trip on the sign-in hot path. It is a named
 * prepared statement, so PostgreSQL parses and plans it once per connection rather than per sign-in.
 */
export async function insertSessionWithToken(
  db: Tx,
  s: { userId: string; userAgent: string | null; ip: string | null; expiresAt: Date; tokenHash: string },
  event: { action: string; details: Record<string, unknown>; at: Date },
): Promise<string> {
  const rows = await executePrepared<{ id: string }>(
    db,
    'insert_session_with_token',
    sql`
    with s as (
      insert into sessions (user_id, user_agent, ip, expires_at)
      values (${s.userId}, ${s.userAgent}, ${s.ip}::inet, ${s.expiresAt.toISOString()}::timestamptz)
      returning id
    ), t as (
      insert into refresh_tokens (token_hash, session_id) select ${s.tokenHash}, id from s
    ), e as (
      insert into security_events (user_id, action, resource_type, details, ip, user_agent, created_at)
      select ${s.userId}, ${event.action}, 'auth',
             ${JSON.stringify({ ...event.details, timestamp: event.at.toISOString() })}::jsonb || jsonb_build_object('session_id', id),
             ${s.ip}::inet, ${s.userAgent}, ${event.at.toISOString()}::timestamptz
      from s
    )
    select id from s`,
  );
  return rows[0]!.id;
}

export async function insertRefreshToken(
  tx: Tx,
  t: { tokenHash: string; sessionId: string; parentHash: string | null },
) {
  await tx.insert(refreshTokens).values(t);
}

/**
 * The session, when it is live, with the language its owner chose (null when none) and its end: the
 * socket handshake needs both, and asks once (issue #24: every statement of a reconnect counts).
 */
export async function selectLiveSession(
  db: Tx,
  sessionId: string,
  userId: string,
  now: Date,
): Promise<{ locale: string | null; expiresAt: Date } | null> {
  const rows = await db
    .select({ locale: users.locale, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, sessionId),
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
      ),
    )
    .limit(1);
  return rows[0] ?? null;
}

/** Locks the token row so concurrent refreshes of one token are decided one at a time. */
export async function lockRefreshToken(tx: Tx, tokenHash: string) {
  const rows = await tx
    .select({
      tokenHash: refreshTokens.tokenHash,
      usedAt: refreshTokens.usedAt,
      sessionId: sessions.id,
      userId: sessions.userId,
      revokedAt: sessions.revokedAt,
      expiresAt: sessions.expiresAt,
    })
    .from(refreshTokens)
    .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .for('update', { of: refreshTokens })
    .limit(1);
  return rows[0];
}

export async function markRefreshTokenUsed(tx: Tx, tokenHash: string, now: Date) {
  await tx.update(refreshTokens).set({ usedAt: now }).where(eq(refreshTokens.tokenHash, tokenHash));
}

export async function findUnusedChild(tx: Tx, childHash: string, parentHash: string) {
  const rows = await tx
    .select({ tokenHash: refreshTokens.tokenHash })
    .from(refreshTokens)
    .where(
      and(
        eq(refreshTokens.tokenHash, childHash),
        eq(refreshTokens.parentHash, parentHash),
        isNull(refreshTokens.usedAt),
      ),
    )
    .limit(1);
  return rows[0];
}

export async function extendSession(tx: Tx, sessionId: string, expiresAt: Date) {
  await tx.update(sessions).set({ expiresAt }).where(eq(sessions.id, sessionId));
}

/**
 * Revokes sessions of a user: one, all, or all but one. Returns the ids revoked. Their push
 * subscriptions go with them: a signed-out device hears nothing more.
 */
export async function revokeSessions(
  tx: Tx,
  userId: string,
  which: { only?: string; except?: string },
  reason: string,
  now: Date,
): Promise<string[]> {
  const conds = [eq(sessions.userId, userId), isNull(sessions.revokedAt)];
  if (which.only) conds.push(eq(sessions.id, which.only));
  if (which.except) conds.push(ne(sessions.id, which.except));
  const rows = await tx
    .update(sessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(...conds))
    .returning({ id: sessions.id });
  const ids = rows.map((r) => r.id);
  if (ids.length > 0) await tx.delete(pushSubscriptions).where(inArray(pushSubscriptions.sessionId, ids));
  return ids;
}

// E-mailed single-use tokens

export async function insertEmailToken(
  tx: Tx,
  t: { tokenHash: string; userId: string; purpose: 'confirm_email' | 'reset_password'; expiresAt: Date },
) {
  await tx.insert(emailTokens).values(t);
}

/** Marks every still-usable link of this purpose used, so only the newest one works. */
export async function retireEmailTokens(
  tx: Tx,
  userId: string,
  purpose: 'confirm_email' | 'reset_password',
  now: Date,
) {
  await tx
    .update(emailTokens)
    .set({ usedAt: now })
    .where(and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, purpose), isNull(emailTokens.usedAt)));
}

/** The account a still-usable link belongs to, without spending it. */
export async function findEmailTokenOwner(
  db: Tx,
  tokenHash: string,
  purpose: 'confirm_email' | 'reset_password',
  now: Date,
): Promise<{ id: string; email: string; locale: Locale | null } | undefined> {
  const rows = await db
    .select({ id: users.id, email: users.email, locale: sql<Locale | null>`${users.locale}` })
    .from(emailTokens)
    .innerJoin(users, eq(users.id, emailTokens.userId))
    .where(
      and(
        eq(emailTokens.tokenHash, tokenHash),
        eq(emailTokens.purpose, purpose),
        isNull(emailTokens.usedAt),
        gt(emailTokens.expiresAt, now),
      ),
    )
    .limit(1);
  return rows[0];
}

/** Consumes a link atomically: returns its user only if it was unused and unexpired. */
export async function consumeEmailToken(
  tx: Tx,
  tokenHash: string,
  purpose: 'confirm_email' | 'reset_password',
  now: Date,
): Promise<string | null> {
  const rows = await tx
    .update(emailTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(emailTokens.tokenHash, tokenHash),
        eq(emailTokens.purpose, purpose),
        isNull(emailTokens.usedAt),
        gt(emailTokens.expiresAt, now),
      ),
    )
    .returning({ userId: emailTokens.userId });
  return rows[0]?.userId ?? null;
}

// Security events

interface SecurityEventInput {
  userId: string | null;
  action: string;
  resourceType: string;
  details?: Record<string, unknown>;
  ip?: string | null;
  userAgent?: string | null;
  at: Date;
}

export async function insertSecurityEvent(tx: Tx, e: SecurityEventInput) {
  await tx.insert(securityEvents).values({
    userId: e.userId,
    action: e.action,
    resourceType: e.resourceType,
    details: { ...e.details, timestamp: e.at.toISOString() },
    ip: e.ip ?? null,
    userAgent: e.userAgent?.slice(0, 512) ?? null,
    createdAt: e.at,
  });
}

/** Locks the user's row for the account's deletion; false when it is already gone. */
export async function lockUserRow(tx: Tx, userId: string): Promise<boolean> {
  const locked = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  return locked.length > 0;
}

export async function liveSessionIdsOf(tx: Tx, userId: string, now: Date): Promise<string[]> {
  const rows = await tx
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)));
  return rows.map((r) => r.id);
}

/** Removes the user; the cascade takes the profile, photo rows, sessions and the rest they own. */
export async function deleteUserRow(tx: Tx, userId: string): Promise<void> {
  await tx.delete(users).where(eq(users.id, userId));
}

/** A member's chosen language, null when they chose none. */
export async function findUserLocale(db: Tx, userId: string): Promise<Locale | null> {
  const [row] = await db
    .select({ locale: sql<Locale | null>`${users.locale}` })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row?.locale ?? null;
}
