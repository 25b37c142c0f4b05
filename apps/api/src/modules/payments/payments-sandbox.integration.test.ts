import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STARTING_TOKEN_GRANT, TOKEN_PACKS } from '@sankofa/contracts';
import { expectError } from '../../test/expect-error.ts';
import { createTestApp, signUp, type TestApp } from '../../test/harness.ts';
import {
  balanceOf,
  checkout,
  deliver,
  ledgerReasons,
  myPlan,
  sandbox,
  startCheckout,
  stripeEvent,
  userHeaders,
} from './payments-test-kit.ts';

/** The embedded default: no Stripe keys, our own checkout page, the same grant path. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('sandbox checkout', () => {
  it('a paid token pack adds exactly the pack size, once, under its own ledger reason', async () => {
    const u = await signUp(t);
    const started = await startCheckout(t, u, { kind: 'tokens', packId: 'tokens_550' });
    expect(started.url).toBe(`/app/checkout/${started.checkoutId}`);

    const view = await t.app.inject({
      method: 'GET',
      url: `/api/payments/checkout/${started.checkoutId}`,
      headers: userHeaders(u),
    });
    expect(view.json()).toMatchObject({
      kind: 'tokens',
      description: '550 tokens',
      amountCents: 999,
      status: 'open',
      provider: 'sandbox',
    });
    expect(await balanceOf(t, u.id)).toBe(STARTING_TOKEN_GRANT);

    const paid = await sandbox(t, u, started.checkoutId, 'pay');
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({
      checkout: { status: 'paid' },
      returnUrl: `/app/profile?checkout=${started.checkoutId}`,
    });
    expect(await balanceOf(t, u.id)).toBe(STARTING_TOKEN_GRANT + TOKEN_PACKS.tokens_550.tokens);

    // A second click, and both buttons at once, change nothing.
    const again = await Promise.all([
      sandbox(t, u, started.checkoutId, 'pay'),
      sandbox(t, u, started.checkoutId, 'cancel'),
    ]);
    for (const res of again) expectError(res, 409, 'checkout_closed');
    expect(await balanceOf(t, u.id)).toBe(STARTING_TOKEN_GRANT + 550);
    expect(await ledgerReasons(t, u.id)).toEqual([
      { reason: 'signup_grant', amount: STARTING_TOKEN_GRANT },
      { reason: 'token_purchase', amount: 550 },
    ]);
  });

  it('cancel grants nothing and returns to where the purchase started', async () => {
    const u = await signUp(t);
    const started = await startCheckout(t, u, { kind: 'plan', planId: 'gold' });
    const res = await sandbox(t, u, started.checkoutId, 'cancel');
    expect(res.json()).toMatchObject({
      checkout: { status: 'canceled' },
      returnUrl: `/app/premium?checkout=${started.checkoutId}&canceled=1`,
    });
    expect(await myPlan(t, u)).toMatchObject({ plan: null, status: 'none' });
    expectError(await sandbox(t, u, started.checkoutId, 'pay'), 409, 'checkout_closed');
    expect(await myPlan(t, u)).toMatchObject({ plan: null });
  });

  it('a paid plan shows with its renewal date, and cancelling keeps it until the period ends', async () => {
    const u = await signUp(t);
    const started = await startCheckout(t, u, { kind: 'plan', planId: 'gold' });
    const second = await startCheckout(t, u, { kind: 'plan', planId: 'silver' });
    await sandbox(t, u, started.checkoutId, 'pay');
    const plan = await myPlan(t, u);
    expect(plan).toMatchObject({ plan: 'gold', status: 'active', cancelAtPeriodEnd: false, provider: 'sandbox' });
    const days = (Date.parse(plan.currentPeriodEnd!) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(27);
    expect(days).toBeLessThan(32);

    expectError(await checkout(t, u, { kind: 'plan', planId: 'platinum' }), 409, 'already_subscribed');
    // A second plan checkout opened before the first was paid cannot be paid once a plan is active.
    expectError(await sandbox(t, u, second.checkoutId, 'pay'), 409, 'already_subscribed');
    expect(await myPlan(t, u)).toMatchObject({ plan: 'gold' });

    const cancel = await t.app.inject({ method: 'POST', url: '/api/payments/plan/cancel', headers: userHeaders(u) });
    expect(cancel.json()).toMatchObject({
      plan: 'gold',
      status: 'active',
      cancelAtPeriodEnd: true,
      currentPeriodEnd: plan.currentPeriodEnd,
    });
    expect(await myPlan(t, u)).toMatchObject({ plan: 'gold', cancelAtPeriodEnd: true });
  });
});

describe('nothing grants but the payment path', () => {
  it("another member's checkout is invisible and cannot be paid or cancelled", async () => {
    const owner = await signUp(t);
    const other = await signUp(t);
    const started = await startCheckout(t, owner, { kind: 'tokens', packId: 'tokens_1200' });
    expectError(await sandbox(t, other, started.checkoutId, 'pay'), 404, 'checkout_not_found');
    expectError(await sandbox(t, other, started.checkoutId, 'cancel'), 404, 'checkout_not_found');
    const peek = await t.app.inject({
      method: 'GET',
      url: `/api/payments/checkout/${started.checkoutId}`,
      headers: userHeaders(other),
    });
    expectError(peek, 404, 'checkout_not_found');
    expect(await balanceOf(t, other.id)).toBe(STARTING_TOKEN_GRANT);
    expect(await balanceOf(t, owner.id)).toBe(STARTING_TOKEN_GRANT);
  });

  it('a checkout takes no price, amount, user or token count from the browser', async () => {
    const u = await signUp(t);
    for (const body of [
      { kind: 'tokens', packId: 'tokens_550', amountCents: 1 },
      { kind: 'tokens', packId: 'tokens_550', userId: u.id },
      { kind: 'tokens', tokens: 100000 },
      { kind: 'plan', planId: 'diamond' },
      { kind: 'gift' },
    ]) {
      expectError(await checkout(t, u, body), 400, 'validation_failed');
    }
    const anon = await t.app.inject({
      method: 'POST',
      url: '/api/payments/checkout',
      payload: { kind: 'tokens', packId: 'tokens_100' },
    });
    expectError(anon, 401, 'unauthorized');
    const anonPlan = await t.app.inject({ method: 'GET', url: '/api/payments/plan' });
    expectError(anonPlan, 401, 'unauthorized');
  });

  it('the webhook does not exist in sandbox mode, even with a signed-looking body', async () => {
    const u = await signUp(t);
    const started = await startCheckout(t, u, { kind: 'tokens', packId: 'tokens_100' });
    const res = await deliver(
      t,
      stripeEvent('checkout.session.completed', {
        id: `sbx_${started.checkoutId}`,
        client_reference_id: started.checkoutId,
        payment_status: 'paid',
      }),
    );
    expectError(res, 404, 'not_found');
    expect(await balanceOf(t, u.id)).toBe(STARTING_TOKEN_GRANT);
  });

  it('starting checkouts is rate limited per member', async () => {
    const limited = await createTestApp({ env: { RATE_CHECKOUTS_PER_HOUR: '2' } });
    try {
      const u = await signUp(limited);
      await startCheckout(limited, u, { kind: 'tokens', packId: 'tokens_100' });
      await startCheckout(limited, u, { kind: 'tokens', packId: 'tokens_100' });
      expectError(await checkout(limited, u, { kind: 'tokens', packId: 'tokens_100' }), 429, 'rate_limited');
      // Someone else is not held up.
      await startCheckout(limited, await signUp(limited), { kind: 'tokens', packId: 'tokens_100' });
    } finally {
      await limited.close();
    }
  });

  it('cancelling without a plan says so', async () => {
    const u = await signUp(t);
    expectError(
      await t.app.inject({ method: 'POST', url: '/api/payments/plan/cancel', headers: userHeaders(u) }),
      404,
      'no_plan',
    );
  });
});
