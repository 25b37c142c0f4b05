import { z } from 'zod';
import type { PaymentEvent, SubscriptionState } from './payment-event.ts';

const Envelope = z.object({
  id: z.string().min(1).max(255),
  type: z.string().min(1).max(100),
  created: z.number().int().positive(),
  data: z.object({ object: z.record(z.string(), z.unknown()) }),
});

const str = (v: unknown) => (typeof v === 'string' && v.length > 0 ? v : null);
/** Expandable fields arrive as an id or as the object; we only need the id. */
const idOf = (v: unknown) => str(v) ?? (v && typeof v === 'object' ? str((v as { id?: unknown }).id) : null);
/** Our checkout ids are UUIDs; anything else cannot be ours (and must not reach a uuid column). */
const uuidOrNull = (v: unknown) => {
  const id = str(v);
  return id && z.uuid().safeParse(id).success ? id : null;
};
const metaCheckoutId = (o: Record<string, unknown>) =>
  uuidOrNull((o.metadata as Record<string, unknown> | undefined)?.checkout_id);

const SUBSCRIPTION_STATES: Record<string, SubscriptionState> = {
  active: 'active',
  trialing: 'active',
  past_due: 'past_due',
  unpaid: 'past_due',
  incomplete: 'past_due',
  canceled: 'canceled',
  incomplete_expired: 'canceled',
  paused: 'canceled',
};

/** current_period_end moved from the subscription to its items in newer API versions; read either. */
function periodEndOf(o: Record<string, unknown>): Date | null {
  const items = (o.items as { data?: { current_period_end?: unknown }[] } | undefined)?.data ?? [];
  const seconds = [o.current_period_end, ...items.map((i) => i.current_period_end)].find((v) => typeof v === 'number');
  return typeof seconds === 'number' ? new Date(seconds * 1000) : null;
}

/**
 * A verified Stripe event in our terms. Types we do not act on become 'unhandled' (acknowledged so
 * Stripe stops retrying); a body that is not a Stripe event at all is refused.
 */
export function parseStripeEvent(json: unknown): PaymentEvent | null {
  const parsed = Envelope.safeParse(json);
  if (!parsed.success) return null;
  const { id, type, created, data } = parsed.data;
  const o = data.object;
  const common = { provider: 'stripe' as const, eventId: id, type, occurredAt: new Date(created * 1000) };
  const checkoutId = uuidOrNull(o.client_reference_id) ?? metaCheckoutId(o);
  switch (type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const sessionId = str(o.id);
      if (!sessionId) return null;
      return {
        ...common,
        kind: 'checkout_completed',
        checkoutId,
        providerSessionId: sessionId,
        paid: o.payment_status === 'paid',
        amountCents: typeof o.amount_total === 'number' ? o.amount_total : null,
        currency: str(o.currency),
        providerPaymentId: idOf(o.payment_intent),
        providerSubscriptionId: idOf(o.subscription),
      };
    }
    case 'checkout.session.async_payment_failed':
    case 'checkout.session.expired': {
      const sessionId = str(o.id);
      if (!sessionId) return null;
      const outcome = type === 'checkout.session.expired' ? 'canceled' : 'failed';
      return { ...common, kind: 'checkout_closed', checkoutId, providerSessionId: sessionId, outcome };
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      const subscriptionId = str(o.id);
      if (!subscriptionId) return null;
      const status: SubscriptionState =
        type === 'customer.subscription.deleted' ? 'canceled' : (SUBSCRIPTION_STATES[String(o.status)] ?? 'past_due');
      return {
        ...common,
        kind: 'subscription_changed',
        checkoutId: metaCheckoutId(o),
        providerSubscriptionId: subscriptionId,
        status,
        currentPeriodEnd: periodEndOf(o),
        cancelAtPeriodEnd: o.cancel_at_period_end === true,
      };
    }
    case 'charge.refunded': {
      const paymentId = idOf(o.payment_intent);
      if (!paymentId) return { ...common, kind: 'unhandled' };
      return { ...common, kind: 'payment_refunded', providerPaymentId: paymentId, fully: o.refunded === true };
    }
    default:
      return { ...common, kind: 'unhandled' };
  }
}
