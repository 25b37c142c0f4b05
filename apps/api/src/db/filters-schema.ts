import { jsonb, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './core-schema.ts';

/**
 * A member's saved Discover filters (decision 0015), one row per member who ever saved some. Each
 * group is stored as its contract object (DiscoveryFilters): read back through the same zod schema,
 * so a row written by an older shape falls back to "no filter" instead of failing the deck.
 * Whether a group applies is decided at read time from the plan, never stored here.
 */
export const discoveryFilters = pgTable('discovery_filters', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  cultural: jsonb('cultural').notNull().default({}),
  advanced: jsonb('advanced').notNull().default({}),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
