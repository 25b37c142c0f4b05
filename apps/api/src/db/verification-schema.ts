import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, real, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './core-schema.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Every face verification attempt a member starts: the hourly limit counts these rows, and the
 * outcome stays for support. Frames and face descriptors are never stored, only scores and the outcome.
 */
export const verificationAttempts = pgTable(
  'verification_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The order of actions the server chose for this attempt. */
    steps: text('steps').array().notNull(),
    framesPerStep: integer('frames_per_step').notNull(),
    startedAt: ts('started_at').notNull().defaultNow(),
    decidedAt: ts('decided_at'),
    outcome: text('outcome', { enum: ['verified', 'failed'] }),
    failureReason: text('failure_reason'),
    livenessScore: real('liveness_score'),
    similarityScore: real('similarity_score'),
  },
  (t) => [
    index('verification_attempts_user_started').on(t.userId, t.startedAt),
    check('verification_attempts_decided', sql`(${t.outcome} is null) = (${t.decidedAt} is null)`),
  ],
);

/** The record of a successful verification (spec part 1 §3). */
export const faceVerifications = pgTable(
  'face_verifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    attemptId: uuid('attempt_id')
      .notNull()
      .unique()
      .references(() => verificationAttempts.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['verified'] }).notNull(),
    score: real('score').notNull(),
    provider: text('provider').notNull().default('internal'),
    verificationData: jsonb('verification_data').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('face_verifications_user').on(t.userId, t.createdAt)],
);
