import {
  PAYMENT_CURRENCY,
  PLAN_CATALOGUE,
  TOKEN_PACKS,
  type CheckoutBody,
  type CheckoutStarted,
  type CheckoutView,
} from '@sankofa/contracts';
import type { AppDeps } from '../../deps.ts';
import { publicUrl } from '../../config/env.ts';
import { AppError, tooManyRequests } from '../../lib/errors.ts';
import { ProviderUnavailable } from './payment-provider.ts';
import { type CheckoutRow, currentSubscription, insertCheckout, ownCheckout, updateCheckout } from './payments.repo.ts';

/** Price, currency and pack size from our catalogue; nothing about the price comes from the browser. */
function priced(body: CheckoutBody) {
  if (body.kind === 'plan') {
    const plan = PLAN_CATALOGUE[body.planId];
    return { kind: 'plan' as const, item: body.planId, amountCents: plan.priceCents, tokens: null };
  }
  const pack = TOKEN_PACKS[body.packId];
  return { kind: 'tokens' as const, item: body.packId, amountCents: pack.priceCents, tokens: pack.tokens };
}

function describeCheckout(row: Pick<CheckoutRow, 'kind' | 'item' | 'tokens'>): string {
  if (row.kind === 'tokens') return `${row.tokens} tokens`;
  return `${PLAN_CATALOGUE[row.item as keyof typeof PLAN_CATALOGUE]?.name ?? row.item} plan (monthly)`;
}

export const viewOf = (row: CheckoutRow): CheckoutView => ({
  id: row.id,
  kind: row.kind,
  item: row.item,
  description: describeCheckout(row),
  amountCents: row.amountCents,
  currency: row.currency,
  tokens: row.tokens,
  status: row.status,
  provider: row.provider,
});

/** Where the browser lands after the provider: the page the purchase started from. */
export const returnPathOf = (row: Pick<CheckoutRow, 'id' | 'kind'>, canceled: boolean) =>
  `/app/${row.kind === 'plan' ? 'premium' : 'profile'}?checkout=${row.id}${canceled ? '&canceled=1' : ''}`;

/**
 * Records the checkout (open, price frozen), then asks the provider for a page. The record comes
 * first so the provider can carry our id; if the provider fails, the record is closed as failed.
 */
export async function startCheckout(
  deps: Pick<AppDeps, 'clock' | 'database' | 'env' | 'limiter' | 'payments'>,
  userId: string,
  body: CheckoutBody,
): Promise<CheckoutStarted> {
  const { db } = deps.database;
  const decision = await deps.limiter.hit(`checkout:user:${userId}`, deps.env.RATE_CHECKOUTS_PER_HOUR, 3600);
  if (!decision.allowed) {
    throw tooManyRequests(
      decision.retryAfterSeconds,
      'You have started many checkouts in a short time. Please try again later.',
    );
  }
  const now = deps.clock();
  const wanted = priced(body);
  if (wanted.kind === 'plan') {
    const current = await currentSubscription(db, userId, now);
    if (current) {
      const name = PLAN_CATALOGUE[current.sub.plan].name;
      throw new AppError(
        409,
        'already_subscribed',
        `You already have the ${name} plan. You can choose another plan when it ends.`,
      );
    }
  }
  const row = await insertCheckout(db, {
    userId,
    ...wanted,
    currency: PAYMENT_CURRENCY,
    provider: deps.payments.name,
    createdAt: now,
    updatedAt: now,
  });
  const base = publicUrl(deps.env);
  try {
    const created = await deps.payments.createCheckout({
      checkoutId: row.id,
      kind: row.kind,
      productName: `${deps.env.APP_NAME} ${describeCheckout(row)}`,
      amountCents: row.amountCents,
      currency: row.currency,
      successUrl: `${base}${returnPathOf(row, false)}`,
      cancelUrl: `${base}${returnPathOf(row, true)}`,
    });
    await updateCheckout(db, row.id, { providerSessionId: created.providerSessionId }, deps.clock());
    return { checkoutId: row.id, url: created.url };
  } catch (err) {
    await updateCheckout(db, row.id, { status: 'failed' }, deps.clock());
    if (err instanceof ProviderUnavailable) {
      throw new AppError(
        502,
        'payment_provider_unavailable',
        'We could not reach the payment service. Nothing was charged; please try again.',
      );
    }
    throw err;
  }
}

export async function getCheckout(
  deps: Pick<AppDeps, 'database'>,
  userId: string,
  checkoutId: string,
): Promise<CheckoutView> {
  const row = await ownCheckout(deps.database.db, userId, checkoutId);
  if (!row) throw new AppError(404, 'checkout_not_found', 'This checkout does not exist or is not yours.');
  return viewOf(row);
}
