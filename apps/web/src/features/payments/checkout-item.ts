import type { CheckoutView } from '@sankofa/contracts';
import { PLAN_IDS } from '@sankofa/contracts/constants';
import { i18n } from '@/lib/i18n/i18n.ts';
import { formatCount } from './money.ts';

type PlanId = (typeof PLAN_IDS)[number];
const isPlan = (item: string): item is PlanId => (PLAN_IDS as readonly string[]).includes(item);

/**
 * What a checkout buys, in the language shown ('Gold plan (monthly)', '550 tokens'). The server's
 * `description` is English (it also names the product on Stripe's page); it is the fallback.
 */
export function checkoutItem(checkout: CheckoutView): string {
  if (checkout.kind === 'tokens' && checkout.tokens !== null)
    return i18n.t('premium:tokens.count', { count: checkout.tokens, n: formatCount(checkout.tokens) });
  if (checkout.kind === 'plan' && isPlan(checkout.item))
    return i18n.t('premium:checkout.planItem', { plan: i18n.t(`premium:plan.names.${checkout.item}`) });
  return checkout.description;
}
