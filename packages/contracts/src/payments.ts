import { z } from 'zod';
import { PLAN_IDS, TOKEN_PACK_IDS, CHECKOUT_STATUSES } from './constants/payments.ts';
export * from './constants/payments.ts';
export const PlanId = z.enum(PLAN_IDS, { error: 'Choose Silver, Gold or Platinum' });
export type PlanId = z.infer<typeof PlanId>;

export const TokenPackId = z.enum(TOKEN_PACK_IDS, { error: 'Choose one of the token packs' });
export type TokenPackId = z.infer<typeof TokenPackId>;

export const CheckoutBody = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({ kind: z.literal('plan'), planId: PlanId }),
    z.strictObject({ kind: z.literal('tokens'), packId: TokenPackId }),
  ],
  { error: "Say what to buy: { kind: 'plan', planId } or { kind: 'tokens', packId }" },
);
export type CheckoutBody = z.infer<typeof CheckoutBody>;

/** Where the browser goes next: Stripe Checkout, or our own sandbox checkout page. */
export const CheckoutStarted = z.object({ checkoutId: z.uuid(), url: z.string() });
export type CheckoutStarted = z.infer<typeof CheckoutStarted>;
export const CheckoutStatus = z.enum(CHECKOUT_STATUSES);
export type CheckoutStatus = z.infer<typeof CheckoutStatus>;

export const CheckoutParams = z.strictObject({ checkoutId: z.uuid({ error: 'Unknown checkout' }) });

/** One checkout as its owner sees it (the sandbox page and the page a payment returns to). */
export const CheckoutView = z.object({
  id: z.uuid(),
  kind: z.enum(['plan', 'tokens']),
  item: z.string(),
  /** 'Gold plan (monthly)' or '550 tokens'. */
  description: z.string(),
  amountCents: z.number().int(),
  currency: z.string(),
  /** Tokens a pack adds; null for a plan. */
  tokens: z.number().int().nullable(),
  status: CheckoutStatus,
  provider: z.enum(['stripe', 'sandbox']),
});
export type CheckoutView = z.infer<typeof CheckoutView>;

/** Answer of the sandbox page's Pay and Cancel buttons: the checkout after the event, and where to go. */
export const SandboxOutcome = z.object({ checkout: CheckoutView, returnUrl: z.string() });
export type SandboxOutcome = z.infer<typeof SandboxOutcome>;

export const MyPlan = z.object({
  /** null: the free membership. */
  plan: PlanId.nullable(),
  status: z.enum(['active', 'none']),
  /** When the paid period ends: the renewal date, or the last day when cancelled. */
  currentPeriodEnd: z.iso.datetime().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  /** Sandbox plans never renew on their own (no money moves). */
  provider: z.enum(['stripe', 'sandbox']).nullable(),
});
export type MyPlan = z.infer<typeof MyPlan>;

export const formatPrice = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/** What the payment provider's webhook is told: the event was read, and what it changed. */
export const WebhookReceived = z.object({ received: z.literal(true), outcome: z.string() });
