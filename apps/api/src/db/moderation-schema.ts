import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './core-schema.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const MODERATION_ACTION_KINDS = [
  'dismiss',
  'remove_content',
  'warn',
  'suspend',
  'ban',
  'require_face_check',
  'end_stream',
  'appeal_upheld',
  'appeal_overturned',
] as const;

/**
 * The moderation log. Append-only: a trigger (migration 0020) refuses UPDATE, DELETE and TRUNCATE,
 * so no route, script or mistake can rewrite what a moderator did. The people are plain ids, not
 * foreign keys, because a deleted account must not rewrite (or be blocked by) the log.
 * `moderator_id` is null for what the server decided itself (three fake-profile reports).
 */
export const moderationActions = pgTable(
  'moderation_actions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    moderatorId: uuid('moderator_id'),
    subjectUserId: uuid('subject_user_id').notNull(),
    kind: text('kind', { enum: MODERATION_ACTION_KINDS }).notNull(),
    /** Which rule: one of the report reasons. */
    rule: text('rule').notNull(),
    /** The moderator's reason, shown to the member as part of the statement. */
    reason: text('reason').notNull(),
    /** Which content the action is about (a report snapshot), shown to the member. */
    content: jsonb('content'),
    reportIds: uuid('report_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    suspendDays: integer('suspend_days'),
    /** For an appeal's decision: the appeal decided. */
    appealId: uuid('appeal_id'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('moderation_actions_subject_idx').on(t.subjectUserId, t.createdAt),
    index('moderation_actions_newest_idx').on(t.createdAt.desc(), t.id.desc()),
    check('moderation_actions_suspend_days', sql`(${t.kind} = 'suspend') = (${t.suspendDays} is not null)`),
  ],
);

/** A member's one appeal against one action; it goes back to the queue for another moderator. */
export const appeals = pgTable(
  'appeals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actionId: uuid('action_id')
      .notNull()
      .references(() => moderationActions.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    status: text('status', { enum: ['open', 'upheld', 'overturned'] })
      .notNull()
      .default('open'),
    createdAt: ts('created_at').notNull().defaultNow(),
    decidedAt: ts('decided_at'),
  },
  (t) => [
    uniqueIndex('appeals_action_key').on(t.actionId),
    index('appeals_open_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'open'`),
    index('appeals_user_idx').on(t.userId),
  ],
);
