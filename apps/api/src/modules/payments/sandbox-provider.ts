import type { PaymentProvider } from './payment-provider.ts';

/**
 * The embedded default (no Stripe keys): checkout is our own page, where no money moves. Its Pay and
 * Cancel buttons are served by sandbox-checkout.ts, which emits the events a webhook would.
 */
export function createSandboxProvider(): PaymentProvider {
  return {
    name: 'sandbox',
    async createCheckout(req) {
      // A relative URL: the SPA serves the page, whichever host or port the browser used.
      return { url: `/app/checkout/${req.checkoutId}`, providerSessionId: sandboxSessionId(req.checkoutId) };
    },
    async cancelAtPeriodEnd() {
      // Nothing renews in the sandbox; the local flag is all there is.
    },
  };
}

const sandboxSessionId = (checkoutId: string) => `sbx_${checkoutId}`;
