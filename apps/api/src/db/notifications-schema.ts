import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './core-schema.ts';
import { streamingSessions } from './streaming-schema.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * What happened to a member, written in the same transaction as the event itself. Only the fact is
 * stored (who, what, when); names, photos, blocks and plan rules are read when the list is read, so
 * a later block or a lapsed plan hides an old entry too.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    recipientId: uuid('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', {
      enum: [
        'match',
        'like',
        'super_like',
        'friend_request',
        'friend_accepted',
        'gift',
        'stream_live',
        'report_reviewed',
        'moderation_notice',
      ],
    }).notNull(),
    /** Who did it; null for what the moderators tell a member (no person is named). */
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'cascade' }),
    giftType: text('gift_type', { enum: ['rose', 'heart', 'diamond'] }),
    streamId: uuid('stream_id').references(() => streamingSessions.id, { onDelete: 'cascade' }),
    createdAt: ts('created_at').notNull().defaultNow(),
    readAt: ts('read_at'),
  },
  (t) => [
    // The list's keyset order, read backwards from the newest.
    index('notifications_recipient_newest_idx').on(t.recipientId, t.createdAt.desc(), t.id.desc()),
    // The bell counts only unread rows; read ones never need this index.
    index('notifications_unread_idx')
      .on(t.recipientId)
      .where(sql`${t.readAt} is null`),
    // Deleting an account cascades through actor_id without scanning every row.
    index('notifications_actor_idx').on(t.actorId),
    check('notifications_not_self', sql`${t.recipientId} <> ${t.actorId}`),
    check('notifications_gift_type', sql`(${t.kind} = 'gift') = (${t.giftType} is not null)`),
    check('notifications_stream', sql`(${t.kind} = 'stream_live') = (${t.streamId} is not null)`),
  ],
);
