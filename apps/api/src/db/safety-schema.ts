import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './core-schema.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Things the server noticed on its own about a member (a photo the nudity check held, contact or
 * payment handles shared again and again) for moderators to look at. Only the server writes them.
 * `content_ref` names what was seen (`photo:<id>`, `message:<id>`, `bio`); `detail` says why.
 */
export const safetySignals = pgTable(
  'safety_signals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['nudity_suspected', 'off_platform_contact'] }).notNull(),
    detail: jsonb('detail').notNull().default({}),
    contentRef: text('content_ref'),
    createdAt: ts('created_at').notNull().defaultNow(),
    resolvedAt: ts('resolved_at'),
  },
  (t) => [
    index('safety_signals_open_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.resolvedAt} is null`),
    index('safety_signals_user_idx').on(t.userId, t.createdAt),
  ],
);

/**
 * Each time a member sent text with a contact or payment handle after the 'Are you sure?' prompt;
 * counted to decide when sharing them has become a pattern worth a signal.
 */
export const contactShares = pgTable(
  'contact_shares',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    place: text('place', { enum: ['bio', 'message'] }).notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('contact_shares_user_idx').on(t.userId, t.createdAt)],
);
