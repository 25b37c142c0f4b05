import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sessions } from './auth-schema.ts';
import { users } from './core-schema.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A browser's Web Push subscription, owned by the device session that made it: signing that session
 * out (or every session) deletes it, and a push service answering 404/410 for it drops it. One
 * endpoint belongs to one session at a time (a browser signed in as someone else takes it over).
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    /** The browser's P-256 public key and auth secret (base64url), as its PushSubscription gives them. */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId), index('push_subscriptions_session_idx').on(t.sessionId)],
);
