import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './core-schema.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A pending friend request; accepting it removes the row and creates a friendship. */
export const friendRequests = pgTable(
  'friend_requests',
  {
    requesterId: uuid('requester_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    addresseeId: uuid('addressee_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.requesterId, t.addresseeId] }),
    index('friend_requests_addressee_idx').on(t.addresseeId, t.createdAt),
    check('friend_requests_not_self', sql`${t.requesterId} <> ${t.addresseeId}`),
  ],
);

/**
 * A table of unordered pairs of people, each pair stored once (user_a < user_b), found from either
 * side: by the primary key from user_a, by the index from user_b.
 */
function pairTable<Name extends string>(name: Name) {
  return pgTable(
    name,
    {
      userA: uuid('user_a')
        .notNull()
        .references(() => users.id, { onDelete: 'cascade' }),
      userB: uuid('user_b')
        .notNull()
        .references(() => users.id, { onDelete: 'cascade' }),
      createdAt: ts('created_at').notNull().defaultNow(),
    },
    (t) => [
      primaryKey({ columns: [t.userA, t.userB] }),
      index(`${name}_user_b_idx`).on(t.userB),
      check(`${name}_ordered`, sql`${t.userA} < ${t.userB}`),
    ],
  );
}

/** One row per matched pair; a match is a fact the server makes from two likes (see swipes). */
export const matches = pairTable('matches');

/** One row per pair of friends; separate from swipes and matches. */
export const friendships = pairTable('friendships');

/** A block hides both people from each other everywhere. */
export const blocks = pgTable(
  'blocks',
  {
    blockerId: uuid('blocker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedId: uuid('blocked_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.blockerId, t.blockedId] }),
    index('blocks_blocked_idx').on(t.blockedId),
    check('blocks_not_self', sql`${t.blockerId} <> ${t.blockedId}`),
  ],
);

/** Reports for moderation; the reported person may have deleted their account since. */
export const reports = pgTable(
  'reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reporterId: uuid('reporter_id').references(() => users.id, { onDelete: 'set null' }),
    reportedId: uuid('reported_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason').notNull(),
    note: text('note').notNull().default(''),
    status: text('status', { enum: ['open', 'reviewed'] })
      .notNull()
      .default('open'),
    createdAt: ts('created_at').notNull().defaultNow(),
    /** What was reported: the profile itself, or one photo, message, stream or stream chat message. */
    kind: text('kind', { enum: ['profile', 'photo', 'message', 'stream', 'stream_chat'] })
      .notNull()
      .default('profile'),
    /** The reported photo, message, stream or stream chat message; null for a profile. */
    subjectId: uuid('subject_id'),
    /** The reported content as it was when reported, so a later edit or deletion cannot hide it. */
    snapshot: jsonb('snapshot')
      .notNull()
      .default(sql`'{}'::jsonb`),
    reviewedAt: ts('reviewed_at'),
    /** The moderation action that closed it (a dismissal is an action too). */
    actionId: uuid('action_id'),
  },
  (t) => [
    // The queue: open reports grouped by the person reported.
    index('reports_open_reported_idx')
      .on(t.reportedId, t.createdAt)
      .where(sql`${t.status} = 'open'`),
    // A person's history, and the reported person's ON DELETE SET NULL.
    index('reports_reported_idx').on(t.reportedId, t.createdAt),
    index('reports_status_idx').on(t.status, t.createdAt),
    // A reporter's reports by time, and the reporter's ON DELETE SET NULL, without scanning every report.
    index('reports_reporter_idx').on(t.reporterId, t.createdAt),
  ],
);
