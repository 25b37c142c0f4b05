import type { CheckoutRequest } from './payment-provider.ts';

export const STRIPE_API = 'https://api.stripe.com/v1';

export interface HttpRequest {
  url: string;
  method: 'POST';
  headers: Record<string, string>;
  body: string;
}

/** Stripe takes form-encoded bodies with bracketed keys for nested fields (`a[b][c]=v`). */
export function formEncode(fields: Record<string, string | number | boolean>): string {
  return Object.entries(fields)
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`)
    .join('&');
}

const headersFor = (secretKey: string, idempotencyKey: string) => ({
  authorization: `Bearer ${secretKey}`,
  'content-type': 'application/x-www-form-urlencoded',
  // Stripe replays the first answer for a repeated key, so a retried create makes one session.
  'idempotency-key': idempotencyKey,
});

/**
 * POST /v1/checkout/sessions for one plan (a monthly subscription) or one token pack (a one-off
 * payment). Our checkout id travels as client_reference_id and in the metadata of the session and of
 * what it creates (subscription or payment intent), so every later event can be tied back to it.
 */
export function checkoutSessionRequest(secretKey: string, req: CheckoutRequest): HttpRequest {
  const item = 'line_items[0]';
  const fields: Record<string, string | number> = {
    mode: req.kind === 'plan' ? 'subscription' : 'payment',
    client_reference_id: req.checkoutId,
    success_url: req.successUrl,
    cancel_url: req.cancelUrl,
    'metadata[checkout_id]': req.checkoutId,
    [`${item}[quantity]`]: 1,
    [`${item}[price_data][currency]`]: req.currency,
    [`${item}[price_data][unit_amount]`]: req.amountCents,
    [`${item}[price_data][product_data][name]`]: req.productName,
  };
  if (req.kind === 'plan') {
    fields[`${item}[price_data][recurring][interval]`] = 'month';
    fields['subscription_data[metadata][checkout_id]'] = req.checkoutId;
  } else {
    fields['payment_intent_data[metadata][checkout_id]'] = req.checkoutId;
  }
  return {
    url: `${STRIPE_API}/checkout/sessions`,
    method: 'POST',
    headers: headersFor(secretKey, `checkout-${req.checkoutId}`),
    body: formEncode(fields),
  };
}

/** POST /v1/subscriptions/:id with cancel_at_period_end=true: no renewal, the period runs out. */
export function cancelAtPeriodEndRequest(secretKey: string, subscriptionId: string): HttpRequest {
  return {
    url: `${STRIPE_API}/subscriptions/${encodeURIComponent(subscriptionId)}`,
    method: 'POST',
    headers: headersFor(secretKey, `cancel-${subscriptionId}`),
    body: formEncode({ cancel_at_period_end: true }),
  };
}
