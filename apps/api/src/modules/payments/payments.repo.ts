import { and, desc, eq, gt } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { checkoutSessions, paymentEvents, subscriptions } from '../../db/schema.ts';
import type { PaymentEvent, ProviderName } from './payment-event.ts';

export type CheckoutRow = typeof checkoutSessions.$inferSelect;
type SubscriptionRow = typeof subscriptions.$inferSelect;

/**
 * Claims an event id. A copy delivered at the same moment waits on the primary key until the first
 * commits and then inserts nothing; if the first rolls back, the copy goes ahead. Returns whether
 * this call owns the event.
 */
export async function claimEvent(tx: Tx, e: PaymentEvent): Promise<boolean> {
  const rows = await tx
    .insert(paymentEvents)
    .values({ provider: e.provider, eventId: e.eventId, type: e.type, outcome: 'processing', occurredAt: e.occurredAt })
    .onConflictDoNothing()
    .returning({ id: paymentEvents.eventId });
  return rows.length > 0;
}

export async function recordOutcome(
  tx: Tx,
  e: PaymentEvent,
  checkoutId: string | null,
  outcome: string,
): Promise<void> {
  await tx
    .update(paymentEvents)
    .set({ checkoutId, outcome })
    .where(and(eq(paymentEvents.provider, e.provider), eq(paymentEvents.eventId, e.eventId)));
}

/** The checkout, locked: events for one checkout apply one at a time. */
export async function lockCheckout(tx: Tx, id: string): Promise<CheckoutRow | null> {
  const [row] = await tx.select().from(checkoutSessions).where(eq(checkoutSessions.id, id)).for('update');
  return row ?? null;
}

/** The id of the checkout a provider id belongs to (then locked with lockCheckout). */
export async function checkoutIdBy(
  tx: Tx,
  provider: ProviderName,
  field: 'providerSessionId' | 'providerPaymentId' | 'providerSubscriptionId',
  value: string,
): Promise<string | null> {
  const [row] = await tx
    .select({ id: checkoutSessions.id })
    .from(checkoutSessions)
    .where(and(eq(checkoutSessions.provider, provider), eq(checkoutSessions[field], value)))
    .limit(1);
  return row?.id ?? null;
}

export async function updateCheckout(
  tx: Tx,
  id: string,
  patch: Partial<Pick<CheckoutRow, 'status' | 'providerSessionId' | 'providerPaymentId' | 'providerSubscriptionId'>>,
  now: Date,
): Promise<void> {
  await tx
    .update(checkoutSessions)
    .set({ ...patch, updatedAt: now })
    .where(eq(checkoutSessions.id, id));
}

export async function lockSubscription(tx: Tx, checkoutId: string): Promise<SubscriptionRow | null> {
  const [row] = await tx.select().from(subscriptions).where(eq(subscriptions.checkoutId, checkoutId)).for('update');
  return row ?? null;
}

export async function writeSubscription(tx: Tx, row: Omit<SubscriptionRow, 'updatedAt'>, now: Date): Promise<void> {
  await tx
    .insert(subscriptions)
    .values({ ...row, updatedAt: now })
    .onConflictDoUpdate({
      target: subscriptions.checkoutId,
      set: {
        status: row.status,
        currentPeriodEnd: row.currentPeriodEnd,
        cancelAtPeriodEnd: row.cancelAtPeriodEnd,
        stateAt: row.stateAt,
        updatedAt: now,
      },
    });
}

/** The member's current plan: an active subscription whose paid period has not ended; latest first. */
export async function currentSubscription(tx: Tx, userId: string, now: Date) {
  const [row] = await tx
    .select({
      sub: subscriptions,
      provider: checkoutSessions.provider,
      providerSubscriptionId: checkoutSessions.providerSubscriptionId,
    })
    .from(subscriptions)
    .innerJoin(checkoutSessions, eq(checkoutSessions.id, subscriptions.checkoutId))
    .where(
      and(
        eq(subscriptions.userId, userId),
        eq(subscriptions.status, 'active'),
        gt(subscriptions.currentPeriodEnd, now),
      ),
    )
    .orderBy(desc(subscriptions.currentPeriodEnd))
    .limit(1);
  return row ?? null;
}

/** A checkout as its owner may see it; someone else's reads as missing. */
export async function ownCheckout(tx: Tx, userId: string, id: string): Promise<CheckoutRow | null> {
  const [row] = await tx
    .select()
    .from(checkoutSessions)
    .where(and(eq(checkoutSessions.id, id), eq(checkoutSessions.userId, userId)));
  return row ?? null;
}

export async function insertCheckout(
  tx: Tx,
  row: Omit<typeof checkoutSessions.$inferInsert, 'id' | 'status'>,
): Promise<CheckoutRow> {
  const [inserted] = await tx.insert(checkoutSessions).values(row).returning();
  return inserted!;
}

/** Marks the member's plan to end with its period; the provider has already been told. */
export async function markCancelAtPeriodEnd(tx: Tx, userId: string, checkoutId: string, now: Date): Promise<void> {
  await tx
    .update(subscriptions)
    .set({ cancelAtPeriodEnd: true, stateAt: now, updatedAt: now })
    .where(and(eq(subscriptions.checkoutId, checkoutId), eq(subscriptions.userId, userId)));
}
