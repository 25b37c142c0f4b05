/** What other features may use of payments; everything else in the folder is its own. */
export { CurrentPlan } from './current-plan.tsx';
export { formatCount, formatUsd } from './money.ts';
export { oneAtATimeLine } from './plan-dates.ts';
export { TokenPackDialog } from './token-pack-dialog.tsx';
export { useCheckoutReturn } from './use-checkout-return.ts';
export { useMyPlan, useMyTier } from './use-my-plan.ts';
export { useStartCheckout } from './use-start-checkout.ts';
