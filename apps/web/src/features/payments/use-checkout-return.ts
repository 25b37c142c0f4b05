import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { CheckoutView } from '@sankofa/contracts';
import { getCheckout } from './payments-api.ts';
import { sleep } from '@/lib/api-client.ts';
import { i18n } from '@/lib/i18n/i18n.ts';
import { OWN_PROFILE_KEY } from '@/features/profile';
import { checkoutItem } from './checkout-item.ts';
import { formatCount } from './money.ts';
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
  const t = i18n.t;
  if (checkout.status === 'paid') {
    const tokens = checkout.tokens ?? 0;
    const what =
      checkout.kind === 'tokens'
        ? t('premium:return.tokensAdded', { count: tokens, n: formatCount(tokens) })
        : t('premium:return.planActive', { plan: checkoutItem(checkout) });
    toast.success(t('premium:return.received'), { description: what });
  } else if (checkout.status === 'open' && !canceled) {
    toast(t('premium:return.processing'), { description: t('premium:return.processingText') });
  } else {
    toast(t('premium:return.canceled'), { description: t('premium:return.canceledText') });
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
        toast.error(i18n.t('premium:return.couldNotCheck'), {
          description: i18n.t('premium:return.couldNotCheckText'),
        }),
      );
  }, [id, canceled, client, setParams]);
}
