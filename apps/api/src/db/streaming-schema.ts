import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './core-schema.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A host's live session. `current_viewers` is moved by the same statement that adds or removes a
 * `stream_viewers` row, so it is a count the server made, never one a browser reported.
 */
export const streamingSessions = pgTable(
  'streaming_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    hostUserId: uuid('host_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    category: text('category', { enum: ['music', 'lifestyle', 'food', 'culture', 'dating', 'general'] })
      .notNull()
      .default('general'),
    status: text('status', { enum: ['live', 'ended'] })
      .notNull()
      .default('live'),
    isPrivate: boolean('is_private').notNull().default(false),
    /** A premium live event: only Platinum members and the host may watch or chat (decision 0016). */
    premium: boolean('premium').notNull().default(false),
    currentViewers: integer('current_viewers').notNull().default(0),
    peakViewers: integer('peak_viewers').notNull().default(0),
    /** Seconds a viewer waits between two chat messages; 0 is off. Set by the host only. */
    slowModeSeconds: smallint('slow_mode_seconds').notNull().default(0),
    /** The socket the host's page streams from; signals for the host go only there. */
    hostConnectionId: text('host_connection_id'),
    /** Last `stream.host` from the host's page; a live stream silent for 30 s is ended by the reaper. */
    hostSeenAt: ts('host_seen_at').notNull(),
    thumbnailKey: text('thumbnail_key'),
    createdAt: ts('created_at').notNull().defaultNow(),
    endedAt: ts('ended_at'),
  },
  (t) => [
    uniqueIndex('streaming_sessions_one_live_per_host')
      .on(t.hostUserId)
      .where(sql`${t.status} = 'live'`),
    index('streaming_sessions_live_newest')
      .on(t.createdAt.desc(), t.id.desc())
      .where(sql`${t.status} = 'live'`),
    index('streaming_sessions_host_idx').on(t.hostUserId, t.createdAt),
    check('streaming_sessions_title_length', sql`char_length(${t.title}) between 1 and 100`),
    check('streaming_sessions_description_length', sql`char_length(${t.description}) <= 500`),
    check('streaming_sessions_viewers', sql`${t.currentViewers} >= 0 and ${t.peakViewers} >= ${t.currentViewers}`),
    check('streaming_sessions_ended', sql`(${t.status} = 'ended') = (${t.endedAt} is not null)`),
    check('streaming_sessions_slow_mode', sql`${t.slowModeSeconds} between 0 and 300`),
  ],
);

/** One row per socket watching a live stream; the peer id names it in signalling. */
export const streamViewers = pgTable(
  'stream_viewers',
  {
    streamId: uuid('stream_id')
      .notNull()
      .references(() => streamingSessions.id, { onDelete: 'cascade' }),
    peerId: uuid('peer_id').notNull().defaultRandom(),
    viewerId: uuid('viewer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    connectionId: text('connection_id').notNull(),
    joinedAt: ts('joined_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.streamId, t.peerId] }),
    uniqueIndex('stream_viewers_stream_connection_key').on(t.streamId, t.connectionId),
    index('stream_viewers_connection_idx').on(t.connectionId),
  ],
);

/** Live chat, hearts and gifts of a stream; a retried send (same sender and client id) is stored once. */
export const streamMessages = pgTable(
  'stream_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    streamId: uuid('stream_id')
      .notNull()
      .references(() => streamingSessions.id, { onDelete: 'cascade' }),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clientId: text('client_id').notNull(),
    kind: text('kind', { enum: ['text', 'heart', 'gift'] }).notNull(),
    body: text('body').notNull(),
    giftType: text('gift_type', { enum: ['rose', 'heart', 'diamond'] }),
    giftCost: integer('gift_cost'),
    createdAt: ts('created_at').notNull().defaultNow(),
    /** Taken down (by the host, or by a moderator): no longer served as it was, and live pages were told. */
    removedAt: ts('removed_at'),
  },
  (t) => [
    uniqueIndex('stream_messages_sender_client_key').on(t.senderId, t.clientId),
    index('stream_messages_stream_newest_idx').on(t.streamId, t.createdAt.desc(), t.id.desc()),
    check(
      'stream_messages_gift_fields',
      sql`(${t.kind} = 'gift') = (${t.giftType} is not null and ${t.giftCost} is not null and ${t.giftCost} > 0)`,
    ),
  ],
);

/**
 * What a host did to one viewer in one stream: `muted` (may watch, may not chat) or `removed` (sent
 * away and refused at every new join of that stream). Kept per stream, so it ends with it.
 */
export const streamSanctions = pgTable(
  'stream_sanctions',
  {
    streamId: uuid('stream_id')
      .notNull()
      .references(() => streamingSessions.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['muted', 'removed'] }).notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.streamId, t.userId, t.kind] })],
);
