import { sql } from 'drizzle-orm';
import { boolean, index, inet, jsonb, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './core-schema.ts';

/** Accounts' ways in: sessions and their refresh tokens, e-mailed codes and links, the security log. */

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** One row per signed-in device; its refresh tokens form one family. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userAgent: text('user_agent'),
    ip: inet('ip'),
    createdAt: ts('created_at').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull(),
    revokedAt: ts('revoked_at'),
    revokedReason: text('revoked_reason'),
  },
  (t) => [
    index('sessions_user_idx')
      .on(t.userId)
      .where(sql`${t.revokedAt} is null`),
  ],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    /** SHA-256 of the token; the token itself is never stored. */
    tokenHash: text('token_hash').primaryKey(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    parentHash: text('parent_hash'),
    createdAt: ts('created_at').notNull().defaultNow(),
    usedAt: ts('used_at'),
  },
  (t) => [index('refresh_tokens_session_idx').on(t.sessionId)],
);

/** Single-use links sent by e-mail (confirmation, password recovery). */
export const emailTokens = pgTable(
  'email_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['confirm_email', 'reset_password'] }).notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
  },
  (t) => [index('email_tokens_user_idx').on(t.userId, t.purpose)],
);

/**
 * A sign-up waiting for the code sent to its address (decision 0025): the account is created only
 * when the code comes back, so sign-up answers the same whether or not the address has an account.
 */
export const pendingSignups = pgTable('pending_signups', {
  email: text('email').primaryKey(),
  passwordHash: text('password_hash').notNull(),
  location: text('location').notNull(),
  bio: text('bio').notNull(),
  biometricConsent: boolean('biometric_consent').notNull(),
  codeHash: text('code_hash').notNull(),
  wrongCodes: smallint('wrong_codes').notNull().default(0),
  createdAt: ts('created_at').notNull().defaultNow(),
  expiresAt: ts('expires_at').notNull(),
});

/** Written only by the server; no endpoint accepts one from a client. */
export const securityEvents = pgTable(
  'security_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    resourceType: text('resource_type').notNull(),
    details: jsonb('details').notNull().default({}),
    ip: inet('ip'),
    userAgent: text('user_agent'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('security_events_user_idx').on(t.userId, t.createdAt)],
);

export const newsletterSubscriptions = pgTable('newsletter_subscriptions', {
  email: text('email').primaryKey(),
  createdAt: ts('created_at').notNull().defaultNow(),
});
