import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PLAN_ENTITLEMENTS, type Entitlements, type Tier } from '@sankofa/contracts';
import { toast } from 'sonner';
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
      toast('Your plan will not renew', {
        description: 'You keep every Premium benefit until the end of the period you paid for.',
      });
    },
    onError: (err) => toast.error('Could not cancel your plan', { description: (err as Error).message }),
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
