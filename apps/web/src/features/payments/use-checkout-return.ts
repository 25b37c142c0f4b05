import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { CheckoutView } from '@sankofa/contracts';
import { getCheckout } from './payments-api.ts';
import { sleep } from '@/lib/api-client.ts';
import { OWN_PROFILE_KEY } from '@/features/profile';
import { MY_PLAN_KEY } from './use-my-plan.ts';

/** Stripe's webhook can trail the browser's return by a few seconds; ask for up to this long. */
const WAIT_MS = 30_000;

async function settled(id: string): Promise<CheckoutView> {
  const until = Date.now() + WAIT_MS;
  for (let wait = 500; ; wait = Math.min(wait * 1.5, 3000)) {
    const checkout = await getCheckout(id);
    if (checkout.status !== 'open' || Date.now() > until) return checkout;
    await sleep(wait);
  }
}

function announce(checkout: CheckoutView, canceled: boolean) {
  if (checkout.status === 'paid') {
    const what =
      checkout.kind === 'tokens'
        ? `${checkout.tokens} tokens were added to your balance.`
        : `Your ${checkout.description} is active.`;
    toast.success('Payment received', { description: what });
  } else if (checkout.status === 'open' && !canceled) {
    toast('Payment is still processing', {
      description: 'We will add your purchase as soon as the payment service confirms it.',
    });
  } else {
    toast('Checkout canceled', { description: 'Nothing was charged.' });
  }
}

/**
 * Back from a checkout (`?checkout=<id>`, plus `&canceled=1` from its cancel button): waits for the
 * server to hear from the payment service, says what happened, and refreshes balance and plan. The
 * toast reports the server's record, never what the address claims.
 */
/** Checkouts already announced in this tab (StrictMode runs effects twice; the address changes). */
const handled = new Set<string>();

export function useCheckoutReturn() {
  const [params, setParams] = useSearchParams();
  const client = useQueryClient();
  const id = params.get('checkout');
  const canceled = params.get('canceled') === '1';
  useEffect(() => {
    if (!id || handled.has(id)) return;
    handled.add(id);
    setParams(
      (p) => {
        p.delete('checkout');
        p.delete('canceled');
        return p;
      },
      { replace: true },
    );
    // Not tied to this component: the toast and the refreshed data matter even if the page changes.
    settled(id)
      .then((checkout) => {
        announce(checkout, canceled);
        void client.invalidateQueries({ queryKey: OWN_PROFILE_KEY });
        void client.invalidateQueries({ queryKey: MY_PLAN_KEY });
      })
      .catch(() =>
        toast.error('We could not check your payment', {
          description: 'Reload the page to see your balance and plan.',
        }),
      );
  }, [id, canceled, client, setParams]);
}
