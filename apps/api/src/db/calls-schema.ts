import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './core-schema.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * One row per 1:1 call, the whole of its state: any instance answers, times out or sweeps it, so no
 * instance keeps a call in memory. The two `*_connection_id` name the sockets signalling may flow
 * between (the tab that called, the tab that answered); `*_seen_at` are each page's last heartbeat.
 */
export const calls = pgTable(
  'calls',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    callerId: uuid('caller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    calleeId: uuid('callee_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    media: text('media', { enum: ['audio', 'video'] }).notNull(),
    status: text('status', { enum: ['ringing', 'active', 'ended', 'missed', 'declined', 'busy'] }).notNull(),
    callerConnectionId: text('caller_connection_id'),
    calleeConnectionId: text('callee_connection_id'),
    createdAt: ts('created_at').notNull().defaultNow(),
    ringsUntil: ts('rings_until').notNull(),
    answeredAt: ts('answered_at'),
    endedAt: ts('ended_at'),
    endedBy: uuid('ended_by'),
    callerSeenAt: ts('caller_seen_at').notNull().defaultNow(),
    calleeSeenAt: ts('callee_seen_at'),
  },
  (t) => [
    check('calls_not_self', sql`${t.callerId} <> ${t.calleeId}`),
    check('calls_ended_at', sql`(${t.status} in ('ringing', 'active')) = (${t.endedAt} is null)`),
    index('calls_caller_idx').on(t.callerId, t.createdAt),
    index('calls_callee_idx').on(t.calleeId, t.createdAt),
    index('calls_live_idx')
      .on(t.status)
      .where(sql`${t.status} in ('ringing', 'active')`),
  ],
);

/**
 * A person's line is taken while they are in a ringing or active call: the primary key makes "busy"
 * one insert that cannot race, on however many instances. Rows go when the call ends.
 */
export const callLines = pgTable(
  'call_lines',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    callId: uuid('call_id')
      .notNull()
      .references(() => calls.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId] }), index('call_lines_call_idx').on(t.callId)],
);
