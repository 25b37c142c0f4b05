import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { i18n } from '@/lib/i18n/i18n.ts';
import type { CheckoutBody } from '@sankofa/contracts';
import { startCheckout } from './payments-api.ts';

/**
 * Starts a checkout and leaves for it: Stripe's page, or our sandbox page. A full navigation, since
 * Stripe is another site; the sandbox page is loaded the same way so both paths behave alike.
 */
export function useStartCheckout() {
  return useMutation({
    mutationFn: (body: CheckoutBody) => startCheckout(body),
    onSuccess: ({ url }) => window.location.assign(url),
    onError: (err) => toast.error(i18n.t('premium:checkout.couldNotStart'), { description: (err as Error).message }),
  });
}
