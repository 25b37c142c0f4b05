/** Prices are whole US cents, the unit payment processors take; never floating-point dollars. */
export const PAYMENT_CURRENCY = 'usd';

export const PLAN_IDS = ['silver', 'gold', 'platinum'] as const;

export const TOKEN_PACK_IDS = ['tokens_100', 'tokens_550', 'tokens_1200'] as const;

/**
 * Free members' allowances (decision 0012), enforced by the server (decision 0013); the numbers live
 * here so the server and the plan texts share them.
 */
export const FREE_ALLOWANCES = { likesPerDay: 25, superLikesPerDay: 1 } as const;

export const CHECKOUT_STATUSES = ['open', 'paid', 'canceled', 'failed', 'refunded'] as const;

/** The spec's monthly plans (part 2, §9). */
export const PLAN_CATALOGUE: Record<(typeof PLAN_IDS)[number], { name: string; priceCents: number }> = {
  silver: { name: 'Silver', priceCents: 999 },
  gold: { name: 'Gold', priceCents: 1999 },
  platinum: { name: 'Platinum', priceCents: 3499 },
};

/** Token packs (decision 0012): larger packs carry a bonus; a Rose is 10 tokens, a Diamond 100. */
export const TOKEN_PACKS: Record<
  (typeof TOKEN_PACK_IDS)[number],
  { name: string; tokens: number; priceCents: number; note?: string }
> = {
  tokens_100: { name: 'Starter', tokens: 100, priceCents: 199 },
  tokens_550: { name: 'Popular', tokens: 550, priceCents: 999, note: '10% bonus' },
  tokens_1200: { name: 'Best value', tokens: 1200, priceCents: 1999, note: '20% bonus' },
};
