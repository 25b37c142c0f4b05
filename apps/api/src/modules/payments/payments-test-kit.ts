import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { CheckoutBody, CheckoutStarted, MyPlan, PlanId } from '@sankofa/contracts';
import { rowsOf } from '../../db/rows.ts';
import { createTestApp, type SignedUpUser, type TestApp } from '../../test/harness.ts';
import Stripe from 'stripe';
import { createStripeProvider, type Fetch } from './stripe-provider.ts';

const STRIPE_KEY = 'sk_test_sankofa';
const WEBHOOK_SECRET = 'whsec_sankofa_test_secret';

export interface SentRequest {
  url: string;
  headers: Record<string, string>;
  body: URLSearchParams;
}

/**
 * The app with Stripe configured, but Stripe's API replaced by a fake that answers like Stripe (no
 * network here): every request is kept so tests can read what we asked for.
 */
export async function createStripeTestApp(clock?: () => Date): Promise<{ t: TestApp; sent: SentRequest[] }> {
  const sent: SentRequest[] = [];
  const fakeFetch: Fetch = async (input, init) => {
    const url = String(input);
    sent.push({
      url,
      headers: Object.fromEntries(new Headers(init?.headers)),
      body: new URLSearchParams(String(init?.body ?? '')),
    });
    const id = `cs_test_${randomUUID().replace(/-/g, '')}`;
    const payload = url.includes('/checkout/sessions')
      ? { id, url: `https://checkout.stripe.com/c/pay/${id}` }
      : { id: 'sub' };
    return new Response(JSON.stringify(payload), { status: 200, headers: { 'content-type': 'application/json' } });
  };
  const t = await createTestApp({
    env: { STRIPE_SECRET_KEY: STRIPE_KEY, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET },
    deps: {
      payments: createStripeProvider({ secretKey: STRIPE_KEY, webhookSecret: WEBHOOK_SECRET, fetch: fakeFetch }),
      ...(clock && { clock }),
    },
  });
  return { t, sent };
}

/** The `Stripe-Signature` header Stripe would send for this body, made by Stripe's own SDK. */
export function signStripePayload(secret: string, rawBody: string, timestamp: number): string {
  return Stripe.webhooks.generateTestHeaderString({ payload: rawBody, secret, timestamp });
}

const auth = (u: SignedUpUser) => ({ authorization: `Bearer ${u.accessToken}` });

export async function checkout(t: TestApp, u: SignedUpUser, body: CheckoutBody | Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: '/api/payments/checkout', headers: auth(u), payload: body });
}

export async function startCheckout(t: TestApp, u: SignedUpUser, body: CheckoutBody): Promise<CheckoutStarted> {
  const res = await checkout(t, u, body);
  if (res.statusCode !== 200) throw new Error(`checkout failed: ${res.statusCode} ${res.body}`);
  return res.json();
}

export async function myPlan(t: TestApp, u: SignedUpUser): Promise<MyPlan> {
  return (await t.app.inject({ method: 'GET', url: '/api/payments/plan', headers: auth(u) })).json();
}

export async function sandbox(t: TestApp, u: SignedUpUser, checkoutId: string, action: 'pay' | 'cancel') {
  return t.app.inject({ method: 'POST', url: `/api/payments/sandbox/${checkoutId}/${action}`, headers: auth(u) });
}

export const userHeaders = auth;

export async function balanceOf(t: TestApp, userId: string): Promise<number> {
  const rows = rowsOf<{ b: number }>(
    await t.deps.database.db.execute(
      sql`select coalesce(sum(amount), 0)::int as b from token_ledger where user_id = ${userId}`,
    ),
  );
  return Number(rows[0]!.b);
}

export async function ledgerReasons(t: TestApp, userId: string): Promise<{ reason: string; amount: number }[]> {
  return rowsOf<{ reason: string; amount: number }>(
    await t.deps.database.db.execute(
      sql`select reason, amount from token_ledger where user_id = ${userId} order by id`,
    ),
  );
}

/** The provider session id the fake Stripe handed out for a checkout. */
export async function providerSessionOf(t: TestApp, checkoutId: string): Promise<string> {
  const rows = rowsOf<{ s: string }>(
    await t.deps.database.db.execute(
      sql`select provider_session_id as s from checkout_sessions where id = ${checkoutId}`,
    ),
  );
  return rows[0]!.s;
}

let seq = 0;
/** A Stripe event envelope; `created` is in seconds, as Stripe sends it. */
export function stripeEvent(type: string, object: Record<string, unknown>, created = Math.floor(Date.now() / 1000)) {
  return { id: `evt_${randomUUID().replace(/-/g, '')}_${++seq}`, object: 'event', type, created, data: { object } };
}

/** Delivers an event signed with the webhook secret (or the given secret / time), as Stripe would. */
export async function deliver(
  t: TestApp,
  event: unknown,
  opts: { secret?: string; signedAt?: number; header?: string } = {},
) {
  const raw = JSON.stringify(event);
  const signature =
    opts.header ??
    signStripePayload(opts.secret ?? WEBHOOK_SECRET, raw, opts.signedAt ?? Math.floor(Date.now() / 1000));
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload: raw,
  });
}

/** checkout.session.completed for a checkout, paid in full unless told otherwise. */
export function completedEvent(
  checkoutId: string,
  sessionId: string,
  o: {
    amount: number;
    mode: 'payment' | 'subscription';
    paymentIntent?: string;
    subscription?: string;
    created?: number;
    extra?: Record<string, unknown>;
  },
) {
  return stripeEvent(
    'checkout.session.completed',
    {
      id: sessionId,
      object: 'checkout.session',
      client_reference_id: checkoutId,
      metadata: { checkout_id: checkoutId },
      mode: o.mode,
      payment_status: 'paid',
      amount_total: o.amount,
      currency: 'usd',
      payment_intent: o.paymentIntent ?? null,
      subscription: o.subscription ?? null,
      ...o.extra,
    },
    o.created,
  );
}

/**
 * Gives a member a plan through the real grant path: a sandbox checkout, paid. Takes the access token
 * alone so suites with their own member helpers can use it too.
 */
export async function buyPlan(t: TestApp, who: { accessToken: string }, planId: PlanId): Promise<void> {
  const headers = { authorization: `Bearer ${who.accessToken}` };
  const started = await t.app.inject({
    method: 'POST',
    url: '/api/payments/checkout',
    headers,
    payload: { kind: 'plan', planId },
  });
  if (started.statusCode !== 200) throw new Error(`checkout failed: ${started.statusCode} ${started.body}`);
  const { checkoutId } = started.json() as CheckoutStarted;
  const paid = await t.app.inject({ method: 'POST', url: `/api/payments/sandbox/${checkoutId}/pay`, headers });
  if (paid.statusCode !== 200) throw new Error(`sandbox pay failed: ${paid.statusCode} ${paid.body}`);
}
