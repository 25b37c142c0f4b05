import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { cancelMyPlan, getMyPlan } from '@/lib/api/payments-api.ts';

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
