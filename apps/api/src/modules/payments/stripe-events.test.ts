import { describe, expect, it } from 'vitest';
import { parseStripeEvent } from './stripe-events.ts';

const checkoutId = '6b1d7c1e-4a4f-4b8e-9a39-3f4c1c2a9d10';
const envelope = (type: string, object: Record<string, unknown>) => ({
  id: 'evt_1',
  type,
  created: 1_800_000_000,
  data: { object },
});

describe('parseStripeEvent', () => {
  it('reads a completed checkout session', () => {
    const e = parseStripeEvent(
      envelope('checkout.session.completed', {
        id: 'cs_1',
        client_reference_id: checkoutId,
        payment_status: 'paid',
        amount_total: 999,
        currency: 'usd',
        payment_intent: 'pi_1',
        subscription: null,
      }),
    );
    expect(e).toMatchObject({
      kind: 'checkout_completed',
      checkoutId,
      providerSessionId: 'cs_1',
      paid: true,
      amountCents: 999,
      providerPaymentId: 'pi_1',
      occurredAt: new Date(1_800_000_000_000),
    });
  });

  it('reads subscription states, period ends from either API version, and deletion', () => {
    const sub = { id: 'sub_1', metadata: { checkout_id: checkoutId }, cancel_at_period_end: true };
    expect(
      parseStripeEvent(
        envelope('customer.subscription.updated', { ...sub, status: 'active', current_period_end: 1_802_000_000 }),
      ),
    ).toMatchObject({
      kind: 'subscription_changed',
      status: 'active',
      checkoutId,
      cancelAtPeriodEnd: true,
      currentPeriodEnd: new Date(1_802_000_000_000),
    });
    const newer = envelope('customer.subscription.updated', {
      ...sub,
      status: 'past_due',
      items: { data: [{ current_period_end: 1_803_000_000 }] },
    });
    expect(parseStripeEvent(newer)).toMatchObject({
      status: 'past_due',
      currentPeriodEnd: new Date(1_803_000_000_000),
    });
    expect(parseStripeEvent(envelope('customer.subscription.deleted', { ...sub, status: 'active' }))).toMatchObject({
      status: 'canceled',
    });
  });

  it('reads refunds and closed sessions, and acknowledges other types without acting', () => {
    expect(parseStripeEvent(envelope('charge.refunded', { payment_intent: 'pi_1', refunded: true }))).toMatchObject({
      kind: 'payment_refunded',
      providerPaymentId: 'pi_1',
      fully: true,
    });
    expect(parseStripeEvent(envelope('checkout.session.expired', { id: 'cs_1' }))).toMatchObject({
      kind: 'checkout_closed',
      outcome: 'canceled',
    });
    expect(parseStripeEvent(envelope('invoice.created', {}))).toMatchObject({ kind: 'unhandled' });
  });

  it('ignores a metadata checkout id that is not one of ours, and refuses bodies that are not events', () => {
    expect(
      parseStripeEvent(
        envelope('customer.subscription.updated', { id: 'sub_1', metadata: { checkout_id: "1' or 1=1" } }),
      ),
    ).toMatchObject({
      checkoutId: null,
    });
    const odd = envelope('checkout.session.completed', {
      id: 'cs_1',
      client_reference_id: 'not-a-uuid',
      payment_status: 'paid',
    });
    expect(parseStripeEvent(odd)).toMatchObject({
      kind: 'checkout_completed',
      checkoutId: null,
      providerSessionId: 'cs_1',
    });
    expect(parseStripeEvent({ hello: 'world' })).toBeNull();
    expect(parseStripeEvent(envelope('checkout.session.completed', {}))).toBeNull();
  });
});
