import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import Stripe from 'stripe';
import { createStripeProvider, type Fetch, STRIPE_API_VERSION } from './stripe-provider.ts';
import { ProviderUnavailable } from './payment-provider.ts';

const checkoutId = '6b1d7c1e-4a4f-4b8e-9a39-3f4c1c2a9d10';
const base = {
  checkoutId,
  productName: 'Sankofa Gold plan (monthly)',
  currency: 'usd',
  successUrl: `https://app.example/app/premium?checkout=${checkoutId}`,
  cancelUrl: `https://app.example/app/premium?checkout=${checkoutId}&canceled=1`,
};

interface Sent {
  url: string;
  method: string;
  headers: Record<string, string>;
  fields: Record<string, string>;
}

/** Stripe's API replaced by a fake (no network in tests) that keeps what it was asked. */
function fakeStripe(answer: (url: string) => Response | Promise<Response>) {
  const sent: Sent[] = [];
  const fetch: Fetch = async (input, init) => {
    const url = String(input);
    sent.push({
      url,
      method: init?.method ?? 'GET',
      headers: Object.fromEntries(new Headers(init?.headers)),
      fields: Object.fromEntries(new URLSearchParams(String(init?.body ?? ''))),
    });
    return answer(url);
  };
  const provider = createStripeProvider({
    secretKey: 'sk_test_1',
    webhookSecret: 'whsec_1',
    fetch,
    maxNetworkRetries: 0,
  });
  return { provider, sent };
}
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const session = () =>
  json(200, { id: 'cs_test_1', object: 'checkout.session', url: 'https://checkout.stripe.com/c/pay/cs_test_1' });

describe('Stripe checkout through the SDK', () => {
  it('asks for a monthly subscription at our price, tied to our checkout id, at the pinned API version', async () => {
    const { provider, sent } = fakeStripe(session);
    await expect(provider.createCheckout({ ...base, kind: 'plan', amountCents: 1999 })).resolves.toEqual({
      url: 'https://checkout.stripe.com/c/pay/cs_test_1',
      providerSessionId: 'cs_test_1',
    });
    const req = sent[0]!;
    expect(req.url).toBe('https://api.stripe.com/v1/checkout/sessions');
    expect(req.method).toBe('POST');
    expect(req.headers).toMatchObject({
      authorization: 'Bearer sk_test_1',
      'content-type': 'application/x-www-form-urlencoded',
      'idempotency-key': `checkout-${checkoutId}`,
      'stripe-version': STRIPE_API_VERSION,
    });
    expect(req.fields).toEqual({
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

  it('pins the version the installed SDK is written for', () => {
    expect(STRIPE_API_VERSION).toBe(Stripe.API_VERSION);
  });

  it('asks for a one-off payment for a token pack, with the id on the payment intent', async () => {
    const { provider, sent } = fakeStripe(session);
    await provider.createCheckout({ ...base, kind: 'tokens', productName: 'Sankofa 550 tokens', amountCents: 999 });
    expect(sent[0]!.fields).toMatchObject({
      mode: 'payment',
      'payment_intent_data[metadata][checkout_id]': checkoutId,
    });
    expect(sent[0]!.fields).not.toHaveProperty('line_items[0][price_data][recurring][interval]');
    expect(sent[0]!.fields).not.toHaveProperty('subscription_data[metadata][checkout_id]');
  });

  it('turns refusals, answers without a URL and network failures into ProviderUnavailable', async () => {
    const refused = fakeStripe(() =>
      json(400, { error: { type: 'invalid_request_error', message: 'Invalid currency' } }),
    );
    await expect(refused.provider.createCheckout({ ...base, kind: 'plan', amountCents: 1999 })).rejects.toThrow(
      /Stripe refused the request: Invalid currency/,
    );
    const noUrl = fakeStripe(() => json(200, { id: 'cs_test_1', object: 'checkout.session', url: null }));
    await expect(noUrl.provider.createCheckout({ ...base, kind: 'plan', amountCents: 1999 })).rejects.toThrow(
      ProviderUnavailable,
    );
    const offline = fakeStripe(() => {
      throw new TypeError('fetch failed');
    });
    const err = await offline.provider
      .createCheckout({ ...base, kind: 'plan', amountCents: 1999 })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ProviderUnavailable);
    expect((err as Error).message).toMatch(/could not be reached/);
  });

  it('cancels at period end, never immediately', async () => {
    const { provider, sent } = fakeStripe(() => json(200, { id: 'sub_123', object: 'subscription' }));
    await provider.cancelAtPeriodEnd('sub_123');
    expect(sent[0]!.url).toBe('https://api.stripe.com/v1/subscriptions/sub_123');
    expect(sent[0]!.fields).toEqual({ cancel_at_period_end: 'true' });
    await expect(provider.cancelAtPeriodEnd(null)).rejects.toThrow(ProviderUnavailable);
  });
});

describe('Stripe webhook verification through the SDK', () => {
  const secret = 'whsec_unit_secret';
  const provider = createStripeProvider({ secretKey: 'sk_test_1', webhookSecret: secret });
  const payload = JSON.stringify({
    id: 'evt_1',
    object: 'event',
    type: 'checkout.session.expired',
    created: 1_800_000_000,
    data: { object: { id: 'cs_1', client_reference_id: checkoutId } },
  });
  const body = Buffer.from(payload);
  const now = 1_800_000_000;
  const at = (seconds: number) => new Date(seconds * 1000);
  const sign = (timestamp: number, key = secret) =>
    Stripe.webhooks.generateTestHeaderString({ payload, secret: key, timestamp });

  it('accepts the documented scheme: v1 = hex HMAC-SHA256 of "t.body" with the webhook secret', () => {
    const expected = createHmac('sha256', secret).update(`${now}.${payload}`).digest('hex');
    expect(sign(now)).toBe(`t=${now},v1=${expected}`);
    const parsed = provider.parseWebhook!(body, `t=${now},v1=${expected}`, at(now));
    expect(parsed).toMatchObject({
      event: { eventId: 'evt_1', kind: 'checkout_closed', checkoutId, outcome: 'canceled' },
    });
  });

  it('accepts any matching v1 among several (secret rolling) and ignores other schemes', () => {
    const good = sign(now).split(',')[1];
    const header = `t=${now},v0=abc,v1=${'0'.repeat(64)},${good}`;
    expect(provider.parseWebhook!(body, header, at(now))).toHaveProperty('event');
  });

  it('refuses a signature made with another secret, or over another body', () => {
    expect(provider.parseWebhook!(body, sign(now, 'whsec_other'), at(now))).toHaveProperty('error');
    const tampered = Buffer.from(payload.replace('evt_1', 'evt_2'));
    expect(provider.parseWebhook!(tampered, sign(now), at(now))).toHaveProperty('error');
  });

  it('refuses a timestamp outside the 300 s tolerance either way (replays)', () => {
    expect(provider.parseWebhook!(body, sign(now - 301), at(now))).toHaveProperty('error');
    expect(provider.parseWebhook!(body, sign(now + 301), at(now))).toHaveProperty('error');
    expect(provider.parseWebhook!(body, sign(now - 299), at(now))).toHaveProperty('event');
    expect(provider.parseWebhook!(body, sign(now + 299), at(now))).toHaveProperty('event');
  });

  it('refuses a missing or malformed header', () => {
    for (const header of [
      undefined,
      '',
      'garbage',
      `t=${now}`,
      'v1=' + 'a'.repeat(64),
      `t=abc,v1=${'a'.repeat(64)}`,
      `t=${now},v1=xyz`,
    ]) {
      expect(provider.parseWebhook!(body, header, at(now)), String(header)).toHaveProperty('error');
    }
  });

  it('refuses a signed body that is not JSON or not a Stripe event', () => {
    const notJson = 'not json';
    const header = Stripe.webhooks.generateTestHeaderString({ payload: notJson, secret, timestamp: now });
    expect(provider.parseWebhook!(Buffer.from(notJson), header, at(now))).toEqual({
      error: 'The webhook body is not JSON.',
    });
    const notEvent = '{"hello":"world"}';
    const signed = Stripe.webhooks.generateTestHeaderString({ payload: notEvent, secret, timestamp: now });
    expect(provider.parseWebhook!(Buffer.from(notEvent), signed, at(now))).toEqual({
      error: 'The webhook body is not a Stripe event.',
    });
  });
});
