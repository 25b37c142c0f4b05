/**
 * A payment event after it has been verified: a Stripe webhook parsed by the Stripe provider, or the
 * sandbox page's Pay/Cancel. Both kinds go through the same applyPaymentEvent, so the sandbox
 * exercises exactly the path real money takes.
 */
export type ProviderName = 'stripe' | 'sandbox';

interface Common {
  provider: ProviderName;
  /** The provider's event id; each is applied at most once. */
  eventId: string;
  /** The provider's event type, kept for support. */
  type: string;
  /** The provider's own timestamp for the event; orders subscription changes. */
  occurredAt: Date;
}

export type SubscriptionState = 'active' | 'past_due' | 'canceled';

export type PaymentEvent = Common &
  (
    | {
        kind: 'checkout_completed';
        checkoutId: string | null;
        providerSessionId: string;
        /** False while an asynchronous payment method is still settling: nothing is granted yet. */
        paid: boolean;
        amountCents: number | null;
        currency: string | null;
        providerPaymentId: string | null;
        providerSubscriptionId: string | null;
      }
    | { kind: 'checkout_closed'; checkoutId: string | null; providerSessionId: string; outcome: 'canceled' | 'failed' }
    | {
        kind: 'subscription_changed';
        /** Our checkout id from the subscription's metadata, when present. */
        checkoutId: string | null;
        providerSubscriptionId: string;
        status: SubscriptionState;
        currentPeriodEnd: Date | null;
        cancelAtPeriodEnd: boolean;
      }
    | { kind: 'payment_refunded'; providerPaymentId: string; fully: boolean }
    | { kind: 'unhandled' }
  );
