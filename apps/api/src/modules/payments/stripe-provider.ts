import { z } from 'zod';
import { type PaymentProvider, ProviderUnavailable } from './payment-provider.ts';
import { verifyStripeSignature } from './stripe-signature.ts';
import { parseStripeEvent } from './stripe-events.ts';
import { cancelAtPeriodEndRequest, checkoutSessionRequest, type HttpRequest } from './stripe-request.ts';

export type Fetch = (
  url: string,
  init: { method: string; headers: Record<string, string>; body: string },
) => Promise<Response>;

const CreatedSession = z.object({ id: z.string().min(1), url: z.url() });

/** Stripe through its REST API with plain fetch (no SDK); `fetch` is injectable for tests. */
export function createStripeProvider(opts: {
  secretKey: string;
  webhookSecret: string;
  fetch?: Fetch;
}): PaymentProvider {
  const send = async (req: HttpRequest): Promise<unknown> => {
    let res: Response;
    try {
      res = await (opts.fetch ?? fetch)(req.url, { method: req.method, headers: req.headers, body: req.body });
    } catch (err) {
      throw new ProviderUnavailable(`Stripe could not be reached: ${(err as Error).message}`);
    }
    const body = await res.json().catch(() => null);
    if (!res.ok) {
      const message = (body as { error?: { message?: string } } | null)?.error?.message ?? `HTTP ${res.status}`;
      throw new ProviderUnavailable(`Stripe refused the request: ${message}`);
    }
    return body;
  };

  return {
    name: 'stripe',
    async createCheckout(req) {
      const parsed = CreatedSession.safeParse(await send(checkoutSessionRequest(opts.secretKey, req)));
      if (!parsed.success) throw new ProviderUnavailable('Stripe answered without a checkout session URL.');
      return { url: parsed.data.url, providerSessionId: parsed.data.id };
    },
    parseWebhook(rawBody, signatureHeader, now) {
      const check = verifyStripeSignature(
        signatureHeader,
        rawBody,
        opts.webhookSecret,
        Math.floor(now.getTime() / 1000),
      );
      if (!check.ok) return { error: check.reason };
      let json: unknown;
      try {
        json = JSON.parse(rawBody.toString('utf8'));
      } catch {
        return { error: 'The webhook body is not JSON.' };
      }
      const event = parseStripeEvent(json);
      return event ? { event } : { error: 'The webhook body is not a Stripe event.' };
    },
    async cancelAtPeriodEnd(subscriptionId) {
      if (!subscriptionId) throw new ProviderUnavailable('This subscription has no Stripe id yet.');
      await send(cancelAtPeriodEndRequest(opts.secretKey, subscriptionId));
    },
  };
}
