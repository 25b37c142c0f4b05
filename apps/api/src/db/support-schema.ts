import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './core-schema.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Requests members sent to support from the app. Each is also e-mailed to the support address;
 * `priority` marks a Platinum member's request (priority support), judged by the plan when sent.
 */
export const supportRequests = pgTable(
  'support_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    topic: text('topic', { enum: ['account', 'payments', 'safety', 'other'] }).notNull(),
    message: text('message').notNull(),
    priority: boolean('priority').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('support_requests_queue_idx').on(t.priority, t.createdAt)],
);
