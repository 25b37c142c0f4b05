import type Stripe from 'stripe';
import type { CheckoutRequest } from './payment-provider.ts';

/**
 * A Checkout Session for one plan (a monthly subscription) or one token pack (a one-off payment), at
 * our catalogue's price. Our checkout id travels as client_reference_id and in the metadata of the
 * session and of what it creates (subscription or payment intent), so every later event can be tied
 * back to it.
 */
export function checkoutSessionParams(req: CheckoutRequest): Stripe.Checkout.SessionCreateParams {
  const params: Stripe.Checkout.SessionCreateParams = {
    mode: req.kind === 'plan' ? 'subscription' : 'payment',
    client_reference_id: req.checkoutId,
    success_url: req.successUrl,
    cancel_url: req.cancelUrl,
    metadata: { checkout_id: req.checkoutId },
    line_items: [
      {
        quantity: 1,
        price_data: {
          currency: req.currency,
          unit_amount: req.amountCents,
          product_data: { name: req.productName },
          ...(req.kind === 'plan' && { recurring: { interval: 'month' } }),
        },
      },
    ],
  };
  if (req.kind === 'plan') params.subscription_data = { metadata: { checkout_id: req.checkoutId } };
  else params.payment_intent_data = { metadata: { checkout_id: req.checkoutId } };
  return params;
}
