import type { MyPlan } from '@sankofa/contracts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../lib/errors.ts';
import { ProviderUnavailable } from './payment-provider.ts';
import { currentSubscription, markCancelAtPeriodEnd } from './payments.repo.ts';

const FREE: MyPlan = { plan: null, status: 'none', currentPeriodEnd: null, cancelAtPeriodEnd: false, provider: null };

/** The session user's plan; a free member gets plan null. Only ever the caller's own. */
export async function getMyPlan(deps: Pick<AppDeps, 'clock' | 'database'>, userId: string): Promise<MyPlan> {
  const row = await currentSubscription(deps.database.db, userId, deps.clock());
  if (!row) return FREE;
  return {
    plan: row.sub.plan,
    status: 'active',
    currentPeriodEnd: row.sub.currentPeriodEnd.toISOString(),
    cancelAtPeriodEnd: row.sub.cancelAtPeriodEnd,
    provider: row.provider,
  };
}

/**
 * 'Cancel anytime': the provider stops renewing and the plan stays until the period ends. The local
 * flag is stamped with our clock as its state time, so an older webhook cannot undo it; it only ever
 * removes a renewal, never grants anything.
 */
export async function cancelMyPlan(
  deps: Pick<AppDeps, 'clock' | 'database' | 'payments'>,
  userId: string,
): Promise<MyPlan> {
  const { db } = deps.database;
  const row = await currentSubscription(db, userId, deps.clock());
  if (!row) throw new AppError(404, 'no_plan', 'You have no active plan to cancel.');
  if (!row.sub.cancelAtPeriodEnd) {
    try {
      await deps.payments.cancelAtPeriodEnd(row.providerSubscriptionId);
    } catch (err) {
      if (err instanceof ProviderUnavailable) {
        throw new AppError(
          502,
          'payment_provider_unavailable',
          'We could not reach the payment service. Your plan is unchanged; please try again.',
        );
      }
      throw err;
    }
    const now = deps.clock();
    await markCancelAtPeriodEnd(db, userId, row.sub.checkoutId, now);
  }
  return getMyPlan(deps, userId);
}
