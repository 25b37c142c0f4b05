import Stripe from 'stripe';
import { type PaymentProvider, ProviderUnavailable } from './payment-provider.ts';
import { parseStripeEvent } from './stripe-events.ts';
import { checkoutSessionParams } from './stripe-checkout-params.ts';

/**
 * The Stripe API version every request is made at (decision 0022), so answers do not change shape
 * when the account's default version moves. It must be the version the installed `stripe` package is
 * typed for: upgrading the package to one written for another version fails the typecheck here.
 */
export const STRIPE_API_VERSION: Stripe.LatestApiVersion = '2026-10-28.endive';

/** Stripe's default tolerance: a signed delivery older (or newer) than this is refused as a replay. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

export type Fetch = typeof fetch;

/** The delivery's own timestamp (`t=` of Stripe-Signature); the SDK checks only that it is not too old. */
const signedAt = (header: string) => Number(/(?:^|,)\s*t=(\d{1,12})(?:,|$)/.exec(header)?.[1] ?? NaN);

/**
 * Stripe through its official SDK: Checkout Sessions and subscription changes through its API
 * client, webhooks through its signature check. `fetch` is injectable for tests (no network there).
 */
export function createStripeProvider(opts: {
  secretKey: string;
  webhookSecret: string;
  fetch?: Fetch;
  /** Retries of a request that failed on the network (same idempotency key, so never twice). */
  maxNetworkRetries?: number;
}): PaymentProvider {
  const stripe = new Stripe(opts.secretKey, {
    apiVersion: STRIPE_API_VERSION,
    httpClient: Stripe.createFetchHttpClient(opts.fetch),
    maxNetworkRetries: opts.maxNetworkRetries ?? 2,
    // A member waits on checkout creation; the SDK's default of 80 s is far past giving up.
    timeout: 20_000,
    telemetry: false,
  });
  const call = async <T>(request: () => Promise<T>): Promise<T> => {
    try {
      return await request();
    } catch (err) {
      if (err instanceof Stripe.errors.StripeConnectionError) {
        throw new ProviderUnavailable(`Stripe could not be reached: ${err.message}`);
      }
      if (err instanceof Stripe.errors.StripeError)
        throw new ProviderUnavailable(`Stripe refused the request: ${err.message}`);
      throw err;
    }
  };

  return {
    name: 'stripe',
    async createCheckout(req) {
      // Stripe replays the first answer for a repeated key, so a retried create makes one session.
      const session = await call(() =>
        stripe.checkout.sessions.create(checkoutSessionParams(req), { idempotencyKey: `checkout-${req.checkoutId}` }),
      );
      if (!session.id || !session.url) throw new ProviderUnavailable('Stripe answered without a checkout session URL.');
      return { url: session.url, providerSessionId: session.id };
    },
    parseWebhook(rawBody, signatureHeader, now) {
      if (!signatureHeader) return { error: 'The Stripe-Signature header is missing.' };
      let event: Stripe.Event;
      try {
        // The exact bytes received: re-serialised JSON would not match the signature.
        event = stripe.webhooks.constructEvent(
          rawBody,
          signatureHeader,
          opts.webhookSecret,
          SIGNATURE_TOLERANCE_SECONDS,
          undefined,
          now.getTime(),
        );
      } catch (err) {
        if (err instanceof Stripe.errors.StripeSignatureVerificationError) {
          return { error: `The webhook signature does not verify: ${err.message}` };
        }
        return { error: 'The webhook body is not JSON.' };
      }
      // Signed in the future beyond the tolerance: a clock far off or a delivery kept for replaying later.
      if (signedAt(signatureHeader) - now.getTime() / 1000 > SIGNATURE_TOLERANCE_SECONDS) {
        return { error: 'The signature timestamp is outside the tolerance; the delivery may be a replay.' };
      }
      const parsed = parseStripeEvent(event);
      return parsed ? { event: parsed } : { error: 'The webhook body is not a Stripe event.' };
    },
    async cancelAtPeriodEnd(subscriptionId) {
      if (!subscriptionId) throw new ProviderUnavailable('This subscription has no Stripe id yet.');
      await call(() =>
        stripe.subscriptions.update(
          subscriptionId,
          { cancel_at_period_end: true },
          { idempotencyKey: `cancel-${subscriptionId}` },
        ),
      );
    },
  };
}
