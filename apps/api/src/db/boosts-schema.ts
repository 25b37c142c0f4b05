import { sql } from 'drizzle-orm';
import { check, index, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './core-schema.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * One boost a member started: 30 minutes at the front of other people's decks (decision 0014). The
 * rows are the monthly count too (boosts started in a UTC calendar month), so nothing can spend a
 * boost without leaving a row. Only POST /api/discover/boost writes here.
 */
export const boosts = pgTable(
  'boosts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The app clock's time, like the plan periods and allowances it is judged against. */
    startedAt: ts('started_at').notNull(),
    endsAt: ts('ends_at').notNull(),
    /** The database's time of the insert, compared with deck_builds.built_at (also the database's). */
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    // The member's current boost and this month's count; "who is boosted" at a deck build.
    index('boosts_user_started_idx').on(t.userId, t.startedAt),
    // Boosts that began since a deck was built: few, so a first page can afford the check.
    index('boosts_created_idx').on(t.createdAt),
    check('boosts_window', sql`${t.endsAt} > ${t.startedAt}`),
  ],
);
