import { PLAN_CATALOGUE, type SandboxOutcome } from '@sankofa/contracts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../lib/errors.ts';
import { applyPaymentEvent } from './apply-payment-event.ts';
import type { PaymentEvent } from './payment-event.ts';
import { currentSubscription, ownCheckout } from './payments.repo.ts';
import { returnPathOf, viewOf } from './start-checkout.ts';

/**
 * The sandbox page's Pay and Cancel. They exist only while no Stripe keys are configured, act only on
 * the caller's own open sandbox checkout, and do not grant anything themselves: they emit the event a
 * provider would send and hand it to applyPaymentEvent, the same handler a verified webhook reaches.
 * The event id is fixed per checkout and button, so a double click is one event.
 */
export async function settleSandboxCheckout(
  deps: Pick<AppDeps, 'clock' | 'database' | 'payments'>,
  userId: string,
  checkoutId: string,
  action: 'pay' | 'cancel',
): Promise<SandboxOutcome> {
  if (deps.payments.name !== 'sandbox') {
    throw new AppError(404, 'not_found', 'The test checkout is off: this server takes real payments.');
  }
  const { db } = deps.database;
  const checkout = await ownCheckout(db, userId, checkoutId);
  if (!checkout || checkout.provider !== 'sandbox' || !checkout.providerSessionId) {
    throw new AppError(404, 'checkout_not_found', 'This checkout does not exist or is not yours.');
  }
  if (checkout.status !== 'open') {
    throw new AppError(409, 'checkout_closed', `This checkout is already ${checkout.status}.`, {
      checkout: viewOf(checkout),
    });
  }
  // Stripe would take the money for a second plan and we would honour it; the test checkout just says no.
  if (action === 'pay' && checkout.kind === 'plan') {
    const current = await currentSubscription(db, userId, deps.clock());
    if (current) {
      throw new AppError(
        409,
        'already_subscribed',
        `You already have the ${PLAN_CATALOGUE[current.sub.plan].name} plan. You can choose another plan when it ends.`,
      );
    }
  }
  const common = {
    provider: 'sandbox' as const,
    occurredAt: deps.clock(),
    checkoutId,
    providerSessionId: checkout.providerSessionId,
  };
  const event: PaymentEvent =
    action === 'pay'
      ? {
          ...common,
          kind: 'checkout_completed',
          eventId: `pay_${checkoutId}`,
          type: 'sandbox.checkout.paid',
          paid: true,
          amountCents: checkout.amountCents,
          currency: checkout.currency,
          providerPaymentId: `sbx_pay_${checkoutId}`,
          providerSubscriptionId: checkout.kind === 'plan' ? `sbx_sub_${checkoutId}` : null,
        }
      : {
          ...common,
          kind: 'checkout_closed',
          eventId: `cancel_${checkoutId}`,
          type: 'sandbox.checkout.canceled',
          outcome: 'canceled',
        };
  await applyPaymentEvent(deps, event);
  const after = (await ownCheckout(db, userId, checkoutId))!;
  return { checkout: viewOf(after), returnUrl: returnPathOf(after, after.status !== 'paid') };
}
