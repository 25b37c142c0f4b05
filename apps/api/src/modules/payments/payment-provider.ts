import type { PaymentEvent, ProviderName } from './payment-event.ts';

/** What a checkout asks the provider for; prices come from our catalogue, never from the browser. */
export interface CheckoutRequest {
  checkoutId: string;
  kind: 'plan' | 'tokens';
  /** Shown on the provider's page, e.g. 'Sankofa Gold (monthly)'. */
  productName: string;
  amountCents: number;
  currency: string;
  /** Absolute URLs the provider sends the browser back to. */
  successUrl: string;
  cancelUrl: string;
}

export interface PaymentProvider {
  readonly name: ProviderName;
  /** Starts a checkout; returns where to send the browser and the provider's id for it. */
  createCheckout(req: CheckoutRequest): Promise<{ url: string; providerSessionId: string }>;
  /**
   * Verifies a webhook delivery and turns it into an event, or says why it is refused. Only a
   * provider with a webhook (Stripe) has this; the sandbox has no way in from outside.
   */
  parseWebhook?(
    rawBody: Buffer,
    signatureHeader: string | undefined,
    now: Date,
  ): { event: PaymentEvent } | { error: string };
  /** Asks the provider to stop renewing; the plan stays until the paid period ends. */
  cancelAtPeriodEnd(providerSubscriptionId: string | null): Promise<void>;
}

/** A provider call that failed: nothing was charged, the person may try again. */
export class ProviderUnavailable extends Error {}
