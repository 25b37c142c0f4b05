import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { STARTING_TOKEN_GRANT } from '@sankofa/contracts';
import { rowsOf } from '../../db/rows.ts';
import { expectError } from '../../test/expect-error.ts';
import { signUp, type SignedUpUser, type TestApp } from '../../test/harness.ts';
import { matchDirectly, member } from '../social/social-test-kit.ts';
import { sendOk } from '../messaging/messaging-test-kit.ts';
import {
  balanceOf,
  completedEvent,
  createStripeTestApp,
  deliver,
  ledgerReasons,
  myPlan,
  providerSessionOf,
  sandbox,
  startCheckout,
  stripeEvent,
  type SentRequest,
  userHeaders,
} from './payments-test-kit.ts';

/** Stripe configured; its API faked, its webhooks signed here with the test secret. */
let t: TestApp;
let sent: SentRequest[];
beforeAll(async () => {
  ({ t, sent } = await createStripeTestApp());
});
afterAll(async () => {
  await t?.close();
});

const now = () => Math.floor(Date.now() / 1000);

async function buyPack(u: SignedUpUser, packId: 'tokens_100' | 'tokens_550' | 'tokens_1200' = 'tokens_550') {
  const started = await startCheckout(t, u, { kind: 'tokens', packId });
  const sessionId = await providerSessionOf(t, started.checkoutId);
  return { checkoutId: started.checkoutId, sessionId, url: started.url };
}

async function eventsFor(checkoutId: string): Promise<number> {
  const rows = rowsOf<{ n: number }>(
    await t.deps.database.db.execute(
      sql`select count(*)::int as n from payment_events where checkout_id = ${checkoutId}`,
    ),
  );
  return Number(rows[0]!.n);
}

describe('Stripe checkout', () => {
  it('sends the browser to Stripe with our price and the checkout id, and grants nothing until the webhook', async () => {
    const u = await signUp(t);
    const { checkoutId, url } = await buyPack(u);
    expect(url).toMatch(/^https:\/\/checkout\.stripe\.com\//);
    const req = sent.at(-1)!;
    expect(req.headers.authorization).toBe('Bearer sk_test_sankofa');
    expect(req.body.get('client_reference_id')).toBe(checkoutId);
    expect(req.body.get('line_items[0][price_data][unit_amount]')).toBe('999');
    expect(req.body.get('success_url')).toBe(`http://localhost:3000/app/profile?checkout=${checkoutId}`);
    expect(await balanceOf(t, u.id)).toBe(STARTING_TOKEN_GRANT);
    // The sandbox buttons are off when real payments are configured.
    expectError(await sandbox(t, u, checkoutId, 'pay'), 404, 'not_found');
    expect(await balanceOf(t, u.id)).toBe(STARTING_TOKEN_GRANT);
  });
});

describe('webhook signatures', () => {
  it('grants on a correctly signed event', async () => {
    const u = await signUp(t);
    const { checkoutId, sessionId } = await buyPack(u);
    const res = await deliver(
      t,
      completedEvent(checkoutId, sessionId, { amount: 999, mode: 'payment', paymentIntent: `pi_${checkoutId}` }),
    );
    expect(res.json()).toEqual({ received: true, outcome: 'granted 550 tokens' });
    expect(await balanceOf(t, u.id)).toBe(STARTING_TOKEN_GRANT + 550);
  });

  it('refuses forged, stale, unsigned and tampered deliveries and grants nothing', async () => {
    const u = await signUp(t);
    const { checkoutId, sessionId } = await buyPack(u);
    const event = completedEvent(checkoutId, sessionId, { amount: 999, mode: 'payment' });
    expectError(await deliver(t, event, { secret: 'whsec_attacker' }), 400, 'invalid_webhook');
    expectError(await deliver(t, event, { signedAt: now() - 600 }), 400, 'invalid_webhook');
    expectError(await deliver(t, event, { header: '' }), 400, 'invalid_webhook');
    expectError(await deliver(t, event, { header: `t=${now()},v1=${'ab'.repeat(32)}` }), 400, 'invalid_webhook');
    // Signed, then the body changed on the way.
    const raw = JSON.stringify(event);
    const { signStripePayload } = await import('./payments-test-kit.ts');
    const tampered = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': signStripePayload('whsec_sankofa_test_secret', raw, now()),
      },
      payload: raw.replace('"amount_total":999', '"amount_total":998'),
    });
    expectError(tampered, 400, 'invalid_webhook');
    expect(await balanceOf(t, u.id)).toBe(STARTING_TOKEN_GRANT);
    expect(await eventsFor(checkoutId)).toBe(0);
  });

  it('a replayed event is acknowledged and applied once', async () => {
    const u = await signUp(t);
    const { checkoutId, sessionId } = await buyPack(u, 'tokens_100');
    const event = completedEvent(checkoutId, sessionId, { amount: 199, mode: 'payment' });
    expect((await deliver(t, event)).json().outcome).toBe('granted 100 tokens');
    expect((await deliver(t, event)).json().outcome).toBe('duplicate');
    expect(await balanceOf(t, u.id)).toBe(STARTING_TOKEN_GRANT + 100);
  });

  it('100 concurrent deliveries of the same event grant once', async () => {
    const u = await signUp(t);
    const { checkoutId, sessionId } = await buyPack(u, 'tokens_1200');
    const event = completedEvent(checkoutId, sessionId, { amount: 1999, mode: 'payment' });
    const results = await Promise.all(Array.from({ length: 100 }, () => deliver(t, event)));
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    const outcomes = results.map((r) => r.json().outcome as string);
    expect(outcomes.filter((o) => o === 'granted 1200 tokens')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'duplicate')).toHaveLength(99);
    expect(await balanceOf(t, u.id)).toBe(STARTING_TOKEN_GRANT + 1200);
    expect((await ledgerReasons(t, u.id)).filter((r) => r.reason === 'token_purchase')).toEqual([
      { reason: 'token_purchase', amount: 1200 },
    ]);
  });
});

describe('whose checkout', () => {
  it("an event naming another member's checkout grants only that checkout's owner", async () => {
    const owner = await signUp(t);
    const attacker = await signUp(t);
    const { checkoutId, sessionId } = await buyPack(owner, 'tokens_100');
    const event = completedEvent(checkoutId, sessionId, {
      amount: 199,
      mode: 'payment',
      extra: { metadata: { checkout_id: checkoutId, user_id: attacker.id }, customer_email: attacker.email },
    });
    await deliver(t, event);
    expect(await balanceOf(t, attacker.id)).toBe(STARTING_TOKEN_GRANT);
    expect(await balanceOf(t, owner.id)).toBe(STARTING_TOKEN_GRANT + 100);
  });

  it('an event pairing a checkout id with another session, or the wrong amount, grants nothing', async () => {
    const a = await signUp(t);
    const b = await signUp(t);
    const mine = await buyPack(a, 'tokens_100');
    const theirs = await buyPack(b, 'tokens_1200');
    // The cheap session paid, presented as the expensive checkout.
    const swapped = await deliver(
      t,
      completedEvent(theirs.checkoutId, mine.sessionId, { amount: 199, mode: 'payment' }),
    );
    expect(swapped.json().outcome).toBe('ignored: session does not match the checkout');
    const short = await deliver(
      t,
      completedEvent(theirs.checkoutId, theirs.sessionId, { amount: 199, mode: 'payment' }),
    );
    expect(short.json().outcome).toMatch(/^ignored: paid 199 usd, expected 1999 usd/);
    const unknown = await deliver(
      t,
      completedEvent('00000000-0000-4000-8000-000000000000', 'cs_nope', { amount: 199, mode: 'payment' }),
    );
    expect(unknown.json().outcome).toBe('ignored: unknown checkout');
    const notOurs = await deliver(t, completedEvent('not-a-uuid', 'cs_nope', { amount: 199, mode: 'payment' }));
    expect(notOurs.json().outcome).toBe('ignored: unknown checkout');
    expect(await balanceOf(t, a.id)).toBe(STARTING_TOKEN_GRANT);
    expect(await balanceOf(t, b.id)).toBe(STARTING_TOKEN_GRANT);
  });

  it('no direct call grants: the checkout body, the plan and the sandbox cannot be used to get anything', async () => {
    const u = await signUp(t);
    const { checkoutId } = await buyPack(u, 'tokens_1200');
    for (const url of [`/api/payments/sandbox/${checkoutId}/pay`, '/api/payments/plan/cancel']) {
      const res = await t.app.inject({ method: 'POST', url, headers: userHeaders(u) });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
    }
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: { ...userHeaders(u), 'content-type': 'application/json' },
      payload: JSON.stringify(completedEvent(checkoutId, 'cs_x', { amount: 1999, mode: 'payment' })),
    });
    expectError(unsigned, 400, 'invalid_webhook');
    expect(await balanceOf(t, u.id)).toBe(STARTING_TOKEN_GRANT);
    expect(await myPlan(t, u)).toMatchObject({ plan: null });
  });
});

describe('failures and refunds remove what was granted', () => {
  it('a failed or expired checkout grants nothing, and a later completion of it is ignored', async () => {
    const u = await signUp(t);
    const { checkoutId, sessionId } = await buyPack(u, 'tokens_100');
    const failed = stripeEvent('checkout.session.async_payment_failed', {
      id: sessionId,
      client_reference_id: checkoutId,
    });
    expect((await deliver(t, failed)).json().outcome).toBe('checkout failed; nothing granted');
    const late = await deliver(t, completedEvent(checkoutId, sessionId, { amount: 199, mode: 'payment' }));
    expect(late.json().outcome).toBe('ignored: checkout already failed');
    expect(await balanceOf(t, u.id)).toBe(STARTING_TOKEN_GRANT);
  });

  it('an unsettled payment waits for async_payment_succeeded', async () => {
    const u = await signUp(t);
    const { checkoutId, sessionId } = await buyPack(u, 'tokens_100');
    const pending = completedEvent(checkoutId, sessionId, {
      amount: 199,
      mode: 'payment',
      extra: { payment_status: 'unpaid' },
    });
    expect((await deliver(t, pending)).json().outcome).toBe('pending: payment not settled yet');
    expect(await balanceOf(t, u.id)).toBe(STARTING_TOKEN_GRANT);
    const settled = stripeEvent('checkout.session.async_payment_succeeded', {
      id: sessionId,
      client_reference_id: checkoutId,
      payment_status: 'paid',
      amount_total: 199,
      currency: 'usd',
    });
    expect((await deliver(t, settled)).json().outcome).toBe('granted 100 tokens');
    expect(await balanceOf(t, u.id)).toBe(STARTING_TOKEN_GRANT + 100);
  });

  it('a full refund of a token pack takes the pack back; a partial one changes nothing', async () => {
    const u = await signUp(t);
    const { checkoutId, sessionId } = await buyPack(u, 'tokens_550');
    await deliver(
      t,
      completedEvent(checkoutId, sessionId, { amount: 999, mode: 'payment', paymentIntent: `pi_${checkoutId}` }),
    );
    const partial = stripeEvent('charge.refunded', {
      payment_intent: `pi_${checkoutId}`,
      refunded: false,
      amount_refunded: 100,
    });
    expect((await deliver(t, partial)).json().outcome).toBe('ignored: partial refund (left to support)');
    expect(await balanceOf(t, u.id)).toBe(STARTING_TOKEN_GRANT + 550);
    const full = stripeEvent('charge.refunded', {
      payment_intent: `pi_${checkoutId}`,
      refunded: true,
      amount_refunded: 999,
    });
    expect((await deliver(t, full)).json().outcome).toBe('refunded: removed 550 of 550 tokens');
    expect((await deliver(t, full)).json().outcome).toBe('duplicate');
    expect(await balanceOf(t, u.id)).toBe(STARTING_TOKEN_GRANT);
    expect((await ledgerReasons(t, u.id)).map((r) => r.reason)).toEqual([
      'signup_grant',
      'token_purchase',
      'token_refund',
    ]);
  });

  it('a refund after the tokens were spent takes back only what is left, never below zero', async () => {
    const buyer = await member(t);
    const friend = await member(t);
    await matchDirectly(t, buyer, friend);
    const u: SignedUpUser = { id: buyer.id, email: buyer.email, password: '', accessToken: buyer.token, cookie: '' };
    const { checkoutId, sessionId } = await buyPack(u, 'tokens_100');
    await deliver(
      t,
      completedEvent(checkoutId, sessionId, { amount: 199, mode: 'payment', paymentIntent: `pi_${checkoutId}` }),
    );
    // 200 tokens: two Diamonds spend them all.
    await sendOk(t, buyer, friend, { kind: 'gift', giftType: 'diamond' });
    await sendOk(t, buyer, friend, { kind: 'gift', giftType: 'diamond' });
    expect(await balanceOf(t, u.id)).toBe(0);
    const refund = stripeEvent('charge.refunded', { payment_intent: `pi_${checkoutId}`, refunded: true });
    expect((await deliver(t, refund)).json().outcome).toBe('refunded: removed 0 of 100 tokens');
    expect(await balanceOf(t, u.id)).toBe(0);
    expect(await balanceOf(t, friend.id)).toBe(STARTING_TOKEN_GRANT + 200);
  });
});

describe('plans and event order', () => {
  async function buyPlan(u: SignedUpUser) {
    const started = await startCheckout(t, u, { kind: 'plan', planId: 'gold' });
    return { checkoutId: started.checkoutId, sessionId: await providerSessionOf(t, started.checkoutId) };
  }
  const subEvent = (
    type: string,
    checkoutId: string,
    subId: string,
    created: number,
    o: Record<string, unknown> = {},
  ) =>
    stripeEvent(
      type,
      {
        id: subId,
        object: 'subscription',
        status: 'active',
        metadata: { checkout_id: checkoutId },
        cancel_at_period_end: false,
        ...o,
      },
      created,
    );

  /** A member whose Gold checkout Stripe reported paid 100 s ago (t0, in seconds). */
  const paidGold = async () => {
    const u = await signUp(t);
    const { checkoutId, sessionId } = await buyPlan(u);
    const sub = `sub_${checkoutId}`;
    const t0 = now() - 100;
    await deliver(
      t,
      completedEvent(checkoutId, sessionId, { amount: 1999, mode: 'subscription', subscription: sub, created: t0 }),
    );
    return { u, checkoutId, sub, t0 };
  };

  it('a completed plan checkout grants the plan; renewal moves the date; deletion ends it', async () => {
    const { u, checkoutId, sub, t0 } = await paidGold();
    expect(await myPlan(t, u)).toMatchObject({ plan: 'gold', status: 'active', provider: 'stripe' });
    const renewedTo = t0 + 60 * 86_400;
    await deliver(
      t,
      subEvent('customer.subscription.updated', checkoutId, sub, t0 + 10, { current_period_end: renewedTo }),
    );
    expect((await myPlan(t, u)).currentPeriodEnd).toBe(new Date(renewedTo * 1000).toISOString());
    await deliver(
      t,
      subEvent('customer.subscription.deleted', checkoutId, sub, t0 + 20, {
        status: 'canceled',
        current_period_end: renewedTo,
      }),
    );
    expect(await myPlan(t, u)).toMatchObject({ plan: null, status: 'none' });
  });

  it('an old event never overwrites a newer state: deletion first, completion late', async () => {
    const u = await signUp(t);
    const { checkoutId, sessionId } = await buyPlan(u);
    const sub = `sub_${checkoutId}`;
    const t0 = now() - 100;
    const deleted = subEvent('customer.subscription.deleted', checkoutId, sub, t0 + 50, {
      status: 'canceled',
      current_period_end: t0 + 86_400 * 30,
    });
    expect((await deliver(t, deleted)).json().outcome).toBe('subscription canceled');
    const late = completedEvent(checkoutId, sessionId, {
      amount: 1999,
      mode: 'subscription',
      subscription: sub,
      created: t0,
    });
    expect((await deliver(t, late)).json().outcome).toBe('paid; a newer subscription state stands');
    expect(await myPlan(t, u)).toMatchObject({ plan: null });
  });

  it('an older update delivered after a newer one is ignored', async () => {
    const { u, checkoutId, sub, t0 } = await paidGold();
    await deliver(
      t,
      subEvent('customer.subscription.updated', checkoutId, sub, t0 + 30, {
        status: 'past_due',
        current_period_end: t0 + 86_400,
      }),
    );
    expect(await myPlan(t, u)).toMatchObject({ plan: null });
    const older = subEvent('customer.subscription.updated', checkoutId, sub, t0 + 20, {
      status: 'active',
      current_period_end: t0 + 86_400 * 30,
    });
    expect((await deliver(t, older)).json().outcome).toBe('ignored: older than the stored state');
    expect(await myPlan(t, u)).toMatchObject({ plan: null });
    // A subscription event for another subscription id cannot be pinned on this checkout.
    const foreign = subEvent('customer.subscription.updated', checkoutId, 'sub_someone_else', t0 + 40, {
      current_period_end: t0 + 86_400 * 30,
    });
    expect((await deliver(t, foreign)).json().outcome).toBe('ignored: subscription does not match the checkout');
    expect(await myPlan(t, u)).toMatchObject({ plan: null });
  });

  it('cancel asks Stripe to stop renewing and keeps the plan until the period ends', async () => {
    const u = await signUp(t);
    const { checkoutId, sessionId } = await buyPlan(u);
    await deliver(
      t,
      completedEvent(checkoutId, sessionId, { amount: 1999, mode: 'subscription', subscription: `sub_${checkoutId}` }),
    );
    const res = await t.app.inject({ method: 'POST', url: '/api/payments/plan/cancel', headers: userHeaders(u) });
    expect(res.json()).toMatchObject({ plan: 'gold', status: 'active', cancelAtPeriodEnd: true });
    const req = sent.at(-1)!;
    expect(req.url).toBe(`https://api.stripe.com/v1/subscriptions/sub_${checkoutId}`);
    expect(req.body.get('cancel_at_period_end')).toBe('true');
  });
});
