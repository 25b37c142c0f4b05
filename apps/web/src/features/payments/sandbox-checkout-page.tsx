import { useMutation, useQuery } from '@tanstack/react-query';
import { FlaskConical } from 'lucide-react';
import { Link, useNavigate, useParams } from 'react-router';
import { formatPrice } from '@sankofa/contracts';
import { Button } from '@/components/ui/button.tsx';
import { LoadingScreen } from '@/components/ui/loading-screen.tsx';
import { getCheckout, settleSandboxCheckout } from './payments-api.ts';

/**
 * The embedded default's checkout page (no Stripe keys). It says plainly that no money moves; its
 * buttons ask the server to emit the payment event, which goes through the same grant path as a
 * Stripe webhook. Then it returns to the page the purchase started from.
 */
export default function SandboxCheckoutPage() {
  const { checkoutId = '' } = useParams();
  const navigate = useNavigate();
  const query = useQuery({ queryKey: ['payments', 'checkout', checkoutId], queryFn: () => getCheckout(checkoutId) });
  const settle = useMutation({
    mutationFn: (action: 'pay' | 'cancel') => settleSandboxCheckout(checkoutId, action),
    onSuccess: ({ returnUrl }) => navigate(returnUrl, { replace: true }),
  });

  if (query.isPending) return <LoadingScreen label="Loading checkout..." />;
  if (query.isError) {
    return (
      <div className="mx-auto max-w-lg rounded-3xl bg-white p-6 text-center shadow-sm">
        <h1 className="text-2xl text-forest-800">Checkout not found</h1>
        <p className="mt-2 text-ink-soft">{query.error.message}</p>
        <Button asChild className="mt-5">
          <Link to="/app/premium">Back to Premium</Link>
        </Button>
      </div>
    );
  }
  const checkout = query.data;
  // A Stripe checkout is paid on Stripe's page; this page must not look like it could pay for it.
  const open = checkout.status === 'open' && checkout.provider === 'sandbox';
  const busy = settle.isPending || settle.isSuccess;

  return (
    <div className="mx-auto max-w-lg pb-6 md:pt-4">
      {checkout.provider === 'sandbox' ? (
        <div
          role="note"
          className="flex items-start gap-3 rounded-2xl border-2 border-dashed border-terracotta-600 bg-sand-100 p-4 text-ink"
        >
          <FlaskConical className="mt-0.5 h-5 w-5 shrink-0 text-terracotta-600" aria-hidden />
          <p>
            <strong>Test payment — no money moves.</strong> This server has no payment service configured, so this page
            stands in for one. Paying here adds your purchase exactly as a real payment would, without charging
            anything.
          </p>
        </div>
      ) : null}
      <section
        aria-labelledby="checkout-title"
        className="mt-6 rounded-3xl border border-sand-200 bg-white p-6 shadow-sm"
      >
        <h1 id="checkout-title" className="text-3xl text-forest-800">
          Test checkout
        </h1>
        <dl className="mt-5 space-y-2 text-ink">
          <div className="flex justify-between gap-4">
            <dt className="text-ink-soft">Item</dt>
            <dd className="font-medium">{checkout.description}</dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt className="text-ink-soft">Amount</dt>
            <dd className="font-medium">
              {formatPrice(checkout.amountCents)} {checkout.kind === 'plan' ? 'per month' : ''} (test)
            </dd>
          </div>
        </dl>
        {open ? (
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="outline" disabled={busy} onClick={() => settle.mutate('cancel')}>
              Cancel
            </Button>
            <Button variant="accent" disabled={busy} onClick={() => settle.mutate('pay')}>
              Pay {formatPrice(checkout.amountCents)} (test)
            </Button>
          </div>
        ) : (
          <p className="mt-6 text-ink-soft">
            {checkout.provider === 'sandbox'
              ? `This checkout is already ${checkout.status}.`
              : 'This checkout is paid on the payment service’s page, not here.'}{' '}
            <Link
              className="font-medium text-forest-800 underline"
              to={checkout.kind === 'plan' ? '/app/premium' : '/app/profile'}
            >
              Go back
            </Link>
          </p>
        )}
        {settle.isError ? (
          <p role="alert" className="mt-4 text-danger">
            {settle.error.message}
          </p>
        ) : null}
      </section>
    </div>
  );
}
