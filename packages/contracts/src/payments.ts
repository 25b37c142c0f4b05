import { z } from 'zod';

/** Prices are whole US cents, the unit payment processors take; never floating-point dollars. */
export const PAYMENT_CURRENCY = 'usd';

export const PLAN_IDS = ['silver', 'gold', 'platinum'] as const;
export const PlanId = z.enum(PLAN_IDS, { error: 'Choose Silver, Gold or Platinum' });
export type PlanId = z.infer<typeof PlanId>;

/** The spec's monthly plans (part 2, §9). */
export const PLAN_CATALOGUE: Record<PlanId, { name: string; priceCents: number }> = {
  silver: { name: 'Silver', priceCents: 999 },
  gold: { name: 'Gold', priceCents: 1999 },
  platinum: { name: 'Platinum', priceCents: 3499 },
};

export const TOKEN_PACK_IDS = ['tokens_100', 'tokens_550', 'tokens_1200'] as const;
export const TokenPackId = z.enum(TOKEN_PACK_IDS, { error: 'Choose one of the token packs' });
export type TokenPackId = z.infer<typeof TokenPackId>;

/** Token packs (decision 0012): larger packs carry a bonus; a Rose is 10 tokens, a Diamond 100. */
export const TOKEN_PACKS: Record<TokenPackId, { name: string; tokens: number; priceCents: number; note?: string }> = {
  tokens_100: { name: 'Starter', tokens: 100, priceCents: 199 },
  tokens_550: { name: 'Popular', tokens: 550, priceCents: 999, note: '10% bonus' },
  tokens_1200: { name: 'Best value', tokens: 1200, priceCents: 1999, note: '20% bonus' },
};

/**
 * Free members' allowances (decision 0012), enforced by the server (decision 0013); the numbers live
 * here so the server and the plan texts share them.
 */
export const FREE_ALLOWANCES = { likesPerDay: 25, superLikesPerDay: 1 } as const;

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

export const CHECKOUT_STATUSES = ['open', 'paid', 'canceled', 'failed', 'refunded'] as const;
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
