import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PLAN_ENTITLEMENTS, type Entitlements, type Tier } from '@sankofa/contracts';
import { toast } from 'sonner';
import { i18n } from '@/lib/i18n/i18n.ts';
import { cancelMyPlan, getMyPlan } from './payments-api.ts';

export const MY_PLAN_KEY = ['payments', 'plan'] as const;

/** The member's plan as the server sees it; never inferred in the browser. */
export function useMyPlan() {
  return useQuery({ queryKey: MY_PLAN_KEY, queryFn: getMyPlan });
}

/** 'Cancel anytime': stops renewal; the plan stays until the paid period ends. */
export function useCancelPlan() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: cancelMyPlan,
    onSuccess: (plan) => {
      client.setQueryData(MY_PLAN_KEY, plan);
      toast(i18n.t('premium:current.willNotRenew'), { description: i18n.t('premium:current.willNotRenewText') });
    },
    onError: (err) => toast.error(i18n.t('premium:current.couldNotCancel'), { description: (err as Error).message }),
  });
}

/**
 * What the member's plan includes, for deciding what to show (locks, disabled toggles, the bell's
 * badge). The server enforces the same table on every request; this only spares a refused click.
 * `tier` is undefined while the plan is loading, so nothing flashes a lock that is not there.
 */
export function useMyTier(): { tier: Tier | undefined; includes: Entitlements | undefined } {
  const plan = useMyPlan().data;
  const tier: Tier | undefined = plan ? (plan.plan ?? 'free') : undefined;
  return { tier, includes: tier ? PLAN_ENTITLEMENTS[tier] : undefined };
}
