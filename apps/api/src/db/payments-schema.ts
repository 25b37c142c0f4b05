import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
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
 * One attempt to buy a plan or a token pack. Price, currency and pack size are frozen here when the
 * checkout starts, so a webhook is checked against what we asked for, never against what it says.
 */
export const checkoutSessions = pgTable(
  'checkout_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['plan', 'tokens'] }).notNull(),
    /** A plan id or a token pack id from the contracts catalogue. */
    item: text('item').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    /** Tokens a pack adds; null for plans. */
    tokens: integer('tokens'),
    provider: text('provider', { enum: ['stripe', 'sandbox'] }).notNull(),
    status: text('status', { enum: ['open', 'paid', 'canceled', 'failed', 'refunded'] })
      .notNull()
      .default('open'),
    providerSessionId: text('provider_session_id'),
    providerPaymentId: text('provider_payment_id'),
    providerSubscriptionId: text('provider_subscription_id'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('checkout_sessions_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('checkout_sessions_provider_session_key').on(t.provider, t.providerSessionId),
    index('checkout_sessions_payment_idx').on(t.providerPaymentId),
    check('checkout_sessions_amount_positive', sql`${t.amountCents} > 0`),
    check('checkout_sessions_tokens', sql`(${t.kind} = 'tokens') = (${t.tokens} is not null and ${t.tokens} > 0)`),
  ],
);

/**
 * Every provider event applied, keyed by the provider's own id: the insert is the idempotency check,
 * so a redelivered or concurrently delivered event is applied once.
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    provider: text('provider', { enum: ['stripe', 'sandbox'] }).notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    checkoutId: uuid('checkout_id').references(() => checkoutSessions.id, { onDelete: 'set null' }),
    /** What applying it did ('granted', 'ignored: …'), for support. */
    outcome: text('outcome').notNull(),
    occurredAt: ts('occurred_at').notNull(),
    receivedAt: ts('received_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);

/**
 * One row per paid plan (per checkout). `state_at` is the provider timestamp of the event that last
 * set the row; older events never overwrite it, whatever order they arrive in.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    checkoutId: uuid('checkout_id')
      .primaryKey()
      .references(() => checkoutSessions.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    plan: text('plan', { enum: ['silver', 'gold', 'platinum'] }).notNull(),
    status: text('status', { enum: ['active', 'past_due', 'canceled'] }).notNull(),
    currentPeriodEnd: ts('current_period_end').notNull(),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    stateAt: ts('state_at').notNull(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('subscriptions_user_idx').on(t.userId, t.currentPeriodEnd)],
);

/**
 * Likes and super likes a member has spent on one UTC day (decision 0013). A counter, not a count of
 * swipes: an undone like stays spent, so like-and-undo cannot buy extra likes or free probes.
 */
export const dailySwipeUsage = pgTable(
  'daily_swipe_usage',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    likes: integer('likes').notNull().default(0),
    superLikes: integer('super_likes').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);
