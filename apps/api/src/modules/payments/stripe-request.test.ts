import { describe, expect, it } from 'vitest';
import { checkoutSessionRequest, cancelAtPeriodEndRequest, formEncode } from './stripe-request.ts';
import { createStripeProvider, type Fetch } from './stripe-provider.ts';
import { ProviderUnavailable } from './payment-provider.ts';

const checkoutId = '6b1d7c1e-4a4f-4b8e-9a39-3f4c1c2a9d10';
const base = {
  checkoutId,
  productName: 'Sankofa Gold plan (monthly)',
  currency: 'usd',
  successUrl: `https://app.example/app/premium?checkout=${checkoutId}`,
  cancelUrl: `https://app.example/app/premium?checkout=${checkoutId}&canceled=1`,
};

describe('checkoutSessionRequest', () => {
  it('asks for a monthly subscription at our price, tied to our checkout id', () => {
    const req = checkoutSessionRequest('sk_test_1', { ...base, kind: 'plan', amountCents: 1999 });
    expect(req.url).toBe('https://api.stripe.com/v1/checkout/sessions');
    expect(req.headers).toMatchObject({
      authorization: 'Bearer sk_test_1',
      'content-type': 'application/x-www-form-urlencoded',
      'idempotency-key': `checkout-${checkoutId}`,
    });
    expect(Object.fromEntries(new URLSearchParams(req.body))).toEqual({
      mode: 'subscription',
      client_reference_id: checkoutId,
      success_url: base.successUrl,
      cancel_url: base.cancelUrl,
      'metadata[checkout_id]': checkoutId,
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][unit_amount]': '1999',
      'line_items[0][price_data][product_data][name]': 'Sankofa Gold plan (monthly)',
      'line_items[0][price_data][recurring][interval]': 'month',
      'subscription_data[metadata][checkout_id]': checkoutId,
    });
  });

  it('asks for a one-off payment for a token pack, with the id on the payment intent', () => {
    const fields = Object.fromEntries(
      new URLSearchParams(
        checkoutSessionRequest('sk_test_1', {
          ...base,
          kind: 'tokens',
          productName: 'Sankofa 550 tokens',
          amountCents: 999,
        }).body,
      ),
    );
    expect(fields).toMatchObject({ mode: 'payment', 'payment_intent_data[metadata][checkout_id]': checkoutId });
    expect(fields).not.toHaveProperty('line_items[0][price_data][recurring][interval]');
  });

  it('encodes brackets and reserved characters', () => {
    expect(formEncode({ 'a[b]': 'x&y=z', n: 1 })).toBe('a%5Bb%5D=x%26y%3Dz&n=1');
  });

  it('cancels at period end, never immediately', () => {
    const req = cancelAtPeriodEndRequest('sk_test_1', 'sub_123');
    expect(req.url).toBe('https://api.stripe.com/v1/subscriptions/sub_123');
    expect(req.body).toBe('cancel_at_period_end=true');
  });
});

describe('Stripe provider', () => {
  const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

  it('sends the built request and returns the session url and id', async () => {
    const calls: { url: string; body: string }[] = [];
    const fetch: Fetch = async (url, init) => {
      calls.push({ url, body: init.body });
      return json(200, { id: 'cs_test_1', url: 'https://checkout.stripe.com/c/pay/cs_test_1' });
    };
    const p = createStripeProvider({ secretKey: 'sk_test_1', webhookSecret: 'whsec_1', fetch });
    await expect(p.createCheckout({ ...base, kind: 'plan', amountCents: 1999 })).resolves.toEqual({
      url: 'https://checkout.stripe.com/c/pay/cs_test_1',
      providerSessionId: 'cs_test_1',
    });
    expect(calls[0]!.body).toBe(checkoutSessionRequest('sk_test_1', { ...base, kind: 'plan', amountCents: 1999 }).body);
  });

  it('turns refusals and network failures into ProviderUnavailable', async () => {
    const refused = createStripeProvider({
      secretKey: 'sk_test_1',
      webhookSecret: 'whsec_1',
      fetch: async () => json(400, { error: { message: 'Invalid currency' } }),
    });
    await expect(refused.createCheckout({ ...base, kind: 'plan', amountCents: 1999 })).rejects.toThrow(
      ProviderUnavailable,
    );
    const offline = createStripeProvider({
      secretKey: 'sk_test_1',
      webhookSecret: 'whsec_1',
      fetch: async () => {
        throw new TypeError('fetch failed');
      },
    });
    await expect(offline.createCheckout({ ...base, kind: 'plan', amountCents: 1999 })).rejects.toThrow(
      /could not be reached/,
    );
  });
});
