import { useMutation, useQuery } from '@tanstack/react-query';
import { FlaskConical } from 'lucide-react';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { LoadingScreen } from '@/components/ui/loading-screen.tsx';
import { richText } from '@/lib/i18n/rich-text.tsx';
import { checkoutItem } from './checkout-item.ts';
import { formatUsd } from './money.ts';
import { getCheckout, settleSandboxCheckout } from './payments-api.ts';

/**
 * The embedded default's checkout page (no Stripe keys). It says plainly that no money moves; its
 * buttons ask the server to emit the payment event, which goes through the same grant path as a
 * Stripe webhook. Then it returns to the page the purchase started from.
 */
export default function SandboxCheckoutPage() {
  const { t } = useTranslation('premium');
  const { checkoutId = '' } = useParams();
  const navigate = useNavigate();
  const query = useQuery({ queryKey: ['payments', 'checkout', checkoutId], queryFn: () => getCheckout(checkoutId) });
  const settle = useMutation({
    mutationFn: (action: 'pay' | 'cancel') => settleSandboxCheckout(checkoutId, action),
    onSuccess: ({ returnUrl }) => navigate(returnUrl, { replace: true }),
  });

  if (query.isPending) return <LoadingScreen label={t('checkout.loading')} />;
  if (query.isError) {
    return (
      <div className="mx-auto max-w-lg rounded-3xl bg-white p-6 text-center shadow-sm">
        <h1 className="text-2xl text-forest-800">{t('checkout.notFound')}</h1>
        <p className="mt-2 text-ink-soft">{query.error.message}</p>
        <Button asChild className="mt-5">
          <Link to="/app/premium">{t('checkout.backToPremium')}</Link>
        </Button>
      </div>
    );
  }
  const checkout = query.data;
  // A Stripe checkout is paid on Stripe's page; this page must not look like it could pay for it.
  const open = checkout.status === 'open' && checkout.provider === 'sandbox';
  const busy = settle.isPending || settle.isSuccess;
  const price = formatUsd(checkout.amountCents);

  return (
    <div className="mx-auto max-w-lg pb-6 md:pt-4">
      {checkout.provider === 'sandbox' ? (
        <div
          role="note"
          className="flex items-start gap-3 rounded-2xl border-2 border-dashed border-terracotta-600 bg-sand-100 p-4 text-ink"
        >
          <FlaskConical className="mt-0.5 h-5 w-5 shrink-0 text-terracotta-600" aria-hidden />
          <p>{richText(t('checkout.testNote'), { strong: (text) => <strong>{text}</strong> })}</p>
        </div>
      ) : null}
      <section
        aria-labelledby="checkout-title"
        className="mt-6 rounded-3xl border border-sand-200 bg-white p-6 shadow-sm"
      >
        <h1 id="checkout-title" className="text-3xl text-forest-800">
          {t('checkout.title')}
        </h1>
        <dl className="mt-5 space-y-2 text-ink">
          <div className="flex justify-between gap-4">
            <dt className="text-ink-soft">{t('checkout.item')}</dt>
            <dd className="font-medium">{checkoutItem(checkout)}</dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt className="text-ink-soft">{t('checkout.amount')}</dt>
            <dd className="font-medium">
              {checkout.kind === 'plan' ? t('checkout.amountPlan', { price }) : t('checkout.amountOnce', { price })}
            </dd>
          </div>
        </dl>
        {open ? (
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="outline" disabled={busy} onClick={() => settle.mutate('cancel')}>
              {t('checkout.cancel')}
            </Button>
            <Button variant="accent" disabled={busy} onClick={() => settle.mutate('pay')}>
              {t('checkout.pay', { price })}
            </Button>
          </div>
        ) : (
          <p className="mt-6 text-ink-soft">
            {checkout.provider === 'sandbox' ? t(`checkout.already.${checkout.status}`) : t('checkout.elsewhere')}{' '}
            <Link
              className="font-medium text-forest-800 underline"
              to={checkout.kind === 'plan' ? '/app/premium' : '/app/profile'}
            >
              {t('checkout.goBack')}
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
