import { sql } from 'drizzle-orm';
import {
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './core-schema.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * One row per pair that has written or opened a chat, user_a < user_b. It hands out the
 * per-conversation sequence numbers (its row lock orders the messages of a pair) and keeps each
 * side's read position and unread count, so the list and the bell never count messages one by one.
 */
export const conversations = pgTable(
  'conversations',
  {
    userA: uuid('user_a')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userB: uuid('user_b')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastSeq: integer('last_seq').notNull().default(0),
    lastMessageAt: ts('last_message_at'),
    aReadSeq: integer('a_read_seq').notNull().default(0),
    bReadSeq: integer('b_read_seq').notNull().default(0),
    aUnread: integer('a_unread').notNull().default(0),
    bUnread: integer('b_unread').notNull().default(0),
    /** When each side first opened the chat; a match nobody has opened yet counts as new. */
    aOpenedAt: ts('a_opened_at'),
    bOpenedAt: ts('b_opened_at'),
    /**
     * The Platinum member who wrote first without a match or friendship (decision 0016); set once.
     * Such a conversation stays readable and answerable for both, whatever happens to that plan.
     */
    openedBy: uuid('opened_by').references(() => users.id, { onDelete: 'cascade' }),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userA, t.userB] }),
    index('conversations_user_b_idx').on(t.userB),
    check('conversations_ordered', sql`${t.userA} < ${t.userB}`),
  ],
);

export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userA: uuid('user_a').notNull(),
    userB: uuid('user_b').notNull(),
    seq: integer('seq').notNull(),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Made by the sender's browser; a retried send with the same id is the same message. */
    clientId: text('client_id').notNull(),
    kind: text('kind', { enum: ['text', 'heart', 'gift', 'call'] }).notNull(),
    body: text('body').notNull(),
    giftType: text('gift_type', { enum: ['rose', 'heart', 'diamond'] }),
    giftCost: integer('gift_cost'),
    /** A call line's facts, so each reader's app words it in their language; null on lines written before them. */
    callMedia: text('call_media', { enum: ['audio', 'video'] }),
    callOutcome: text('call_outcome', { enum: ['answered', 'missed', 'declined'] }),
    callSeconds: integer('call_seconds'),
    createdAt: ts('created_at').notNull().defaultNow(),
    /** Set when a moderator removed it; the words are replaced, the place in the conversation kept. */
    removedAt: ts('removed_at'),
  },
  (t) => [
    foreignKey({ columns: [t.userA, t.userB], foreignColumns: [conversations.userA, conversations.userB] }).onDelete(
      'cascade',
    ),
    uniqueIndex('messages_conversation_seq_key').on(t.userA, t.userB, t.seq),
    uniqueIndex('messages_sender_client_key').on(t.senderId, t.clientId),
    check(
      'messages_gift_fields',
      sql`(${t.kind} = 'gift') = (${t.giftType} is not null and ${t.giftCost} is not null and ${t.giftCost} > 0)`,
    ),
    check(
      'messages_call_fields',
      sql`(${t.callOutcome} is null or ${t.kind} = 'call')
        and (${t.callMedia} is null) = (${t.callOutcome} is null)
        and (${t.callSeconds} is not null) = (${t.callOutcome} is not distinct from 'answered')
        and (${t.callSeconds} is null or ${t.callSeconds} >= 0)`,
    ),
  ],
);
