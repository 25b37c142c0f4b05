import type { AppDeps } from '../../deps.ts';
import type { Tx } from '../../db/client.ts';
import { appendLedgerEntry } from '../tokens/ledger.queries.ts';
import { spendTokens } from '../tokens/spend-tokens.ts';
import type { PaymentEvent } from './payment-event.ts';
import {
  type CheckoutRow,
  checkoutIdBy,
  claimEvent,
  lockCheckout,
  lockSubscription,
  recordOutcome,
  updateCheckout,
  writeSubscription,
} from './payments.repo.ts';

const TOKEN_PURCHASE_REASON = 'token_purchase';
const TOKEN_REFUND_REASON = 'token_refund';

type Applied = { checkoutId: string | null; outcome: string };

/** A plan checkout before its subscription has reported a period: one calendar month from payment. */
export function oneMonthAfter(d: Date): Date {
  const end = new Date(d);
  end.setUTCMonth(end.getUTCMonth() + 1);
  // 31 January + 1 month rolls into March; stay in the next month's last day instead.
  if (end.getUTCDate() < d.getUTCDate()) end.setUTCDate(0);
  return end;
}

/**
 * The only path that grants or removes a plan or purchased tokens, for verified Stripe webhooks and
 * sandbox Pay/Cancel alike. One transaction: the event id is claimed first (a repeat changes nothing),
 * then the checkout is locked and the event applied to it. Whatever the event says, the grantee is
 * the checkout's owner, and the amount is the one frozen in the checkout.
 */
export async function applyPaymentEvent(
  deps: Pick<AppDeps, 'clock' | 'database'>,
  event: PaymentEvent,
): Promise<{ outcome: string }> {
  return deps.database.db.transaction(async (tx) => {
    if (!(await claimEvent(tx, event))) return { outcome: 'duplicate' };
    const { checkoutId, outcome } = await applyOnce(tx, event, deps.clock());
    await recordOutcome(tx, event, checkoutId, outcome);
    return { outcome };
  });
}

async function applyOnce(tx: Tx, e: PaymentEvent, now: Date): Promise<Applied> {
  switch (e.kind) {
    case 'checkout_completed':
    case 'checkout_closed': {
      const id = e.checkoutId ?? (await checkoutIdBy(tx, e.provider, 'providerSessionId', e.providerSessionId));
      const checkout = id ? await lockCheckout(tx, id) : null;
      if (!checkout) return { checkoutId: null, outcome: 'ignored: unknown checkout' };
      // The event must be about this very session at this provider, or it names a checkout it does not own.
      if (checkout.provider !== e.provider || checkout.providerSessionId !== e.providerSessionId) {
        return { checkoutId: null, outcome: 'ignored: session does not match the checkout' };
      }
      return e.kind === 'checkout_completed'
        ? completeCheckout(tx, checkout, e, now)
        : closeCheckout(tx, checkout, e, now);
    }
    case 'subscription_changed':
      return changeSubscription(tx, e, now);
    case 'payment_refunded':
      return refundPayment(tx, e, now);
    case 'unhandled':
      return { checkoutId: null, outcome: 'ignored: event type not used' };
  }
}

async function completeCheckout(
  tx: Tx,
  checkout: CheckoutRow,
  e: Extract<PaymentEvent, { kind: 'checkout_completed' }>,
  now: Date,
): Promise<Applied> {
  const at = { checkoutId: checkout.id };
  if (checkout.status !== 'open') return { ...at, outcome: `ignored: checkout already ${checkout.status}` };
  const ids = {
    providerPaymentId: e.providerPaymentId ?? checkout.providerPaymentId,
    providerSubscriptionId: e.providerSubscriptionId ?? checkout.providerSubscriptionId,
  };
  if (!e.paid) {
    await updateCheckout(tx, checkout.id, ids, now);
    return { ...at, outcome: 'pending: payment not settled yet' };
  }
  if (
    e.provider === 'stripe' &&
    (e.amountCents !== checkout.amountCents || e.currency?.toLowerCase() !== checkout.currency)
  ) {
    return {
      ...at,
      outcome: `ignored: paid ${e.amountCents} ${e.currency}, expected ${checkout.amountCents} ${checkout.currency}`,
    };
  }
  await updateCheckout(tx, checkout.id, { ...ids, status: 'paid' }, now);

  if (checkout.kind === 'tokens') {
    await appendLedgerEntry(tx, {
      userId: checkout.userId,
      amount: checkout.tokens!,
      reason: TOKEN_PURCHASE_REASON,
      idempotencyKey: `purchase:${checkout.id}`,
    });
    return { ...at, outcome: `granted ${checkout.tokens} tokens` };
  }

  const existing = await lockSubscription(tx, checkout.id);
  // A subscription event newer than this payment (say, its deletion delivered first) has the last word.
  if (existing && existing.stateAt >= e.occurredAt)
    return { ...at, outcome: 'paid; a newer subscription state stands' };
  await writeSubscription(
    tx,
    {
      checkoutId: checkout.id,
      userId: checkout.userId,
      plan: checkout.item as 'silver' | 'gold' | 'platinum',
      status: 'active',
      currentPeriodEnd: existing?.currentPeriodEnd ?? oneMonthAfter(e.occurredAt),
      cancelAtPeriodEnd: existing?.cancelAtPeriodEnd ?? false,
      stateAt: e.occurredAt,
    },
    now,
  );
  return { ...at, outcome: `granted plan ${checkout.item}` };
}

async function closeCheckout(
  tx: Tx,
  checkout: CheckoutRow,
  e: Extract<PaymentEvent, { kind: 'checkout_closed' }>,
  now: Date,
): Promise<Applied> {
  if (checkout.status !== 'open')
    return { checkoutId: checkout.id, outcome: `ignored: checkout already ${checkout.status}` };
  await updateCheckout(tx, checkout.id, { status: e.outcome }, now);
  return { checkoutId: checkout.id, outcome: `checkout ${e.outcome}; nothing granted` };
}

async function changeSubscription(
  tx: Tx,
  e: Extract<PaymentEvent, { kind: 'subscription_changed' }>,
  now: Date,
): Promise<Applied> {
  const id = e.checkoutId ?? (await checkoutIdBy(tx, e.provider, 'providerSubscriptionId', e.providerSubscriptionId));
  const checkout = id ? await lockCheckout(tx, id) : null;
  if (!checkout || checkout.provider !== e.provider || checkout.kind !== 'plan') {
    return { checkoutId: null, outcome: 'ignored: no plan checkout for this subscription' };
  }
  if (checkout.providerSubscriptionId && checkout.providerSubscriptionId !== e.providerSubscriptionId) {
    return { checkoutId: null, outcome: 'ignored: subscription does not match the checkout' };
  }
  if (!checkout.providerSubscriptionId) {
    await updateCheckout(tx, checkout.id, { providerSubscriptionId: e.providerSubscriptionId }, now);
  }
  const existing = await lockSubscription(tx, checkout.id);
  if (existing && existing.stateAt > e.occurredAt)
    return { checkoutId: checkout.id, outcome: 'ignored: older than the stored state' };
  await writeSubscription(
    tx,
    {
      checkoutId: checkout.id,
      userId: checkout.userId,
      plan: checkout.item as 'silver' | 'gold' | 'platinum',
      status: e.status,
      currentPeriodEnd: e.currentPeriodEnd ?? existing?.currentPeriodEnd ?? e.occurredAt,
      cancelAtPeriodEnd: e.cancelAtPeriodEnd,
      stateAt: e.occurredAt,
    },
    now,
  );
  return { checkoutId: checkout.id, outcome: `subscription ${e.status}` };
}

async function refundPayment(
  tx: Tx,
  e: Extract<PaymentEvent, { kind: 'payment_refunded' }>,
  now: Date,
): Promise<Applied> {
  const id = await checkoutIdBy(tx, e.provider, 'providerPaymentId', e.providerPaymentId);
  const checkout = id ? await lockCheckout(tx, id) : null;
  if (!checkout) return { checkoutId: null, outcome: 'ignored: no checkout for this payment' };
  const at = { checkoutId: checkout.id };
  if (!e.fully) return { ...at, outcome: 'ignored: partial refund (left to support)' };
  if (checkout.status !== 'paid') return { ...at, outcome: `ignored: checkout is ${checkout.status}` };
  await updateCheckout(tx, checkout.id, { status: 'refunded' }, now);

  if (checkout.kind === 'tokens') {
    // What is left of the pack is taken back; tokens already given away stay given (decision 0012).
    const { spent } = await spendTokens(tx, {
      userId: checkout.userId,
      amount: checkout.tokens!,
      reason: TOKEN_REFUND_REASON,
      idempotencyKey: `refund:${checkout.id}`,
      mode: 'available',
    });
    return { ...at, outcome: `refunded: removed ${spent} of ${checkout.tokens} tokens` };
  }

  const existing = await lockSubscription(tx, checkout.id);
  if (existing) {
    // A refund ends the plan now, and outranks any older event still on its way.
    const stateAt = existing.stateAt > e.occurredAt ? existing.stateAt : e.occurredAt;
    await writeSubscription(tx, { ...existing, status: 'canceled', currentPeriodEnd: now, stateAt }, now);
  }
  return { ...at, outcome: 'refunded: plan ended' };
}
