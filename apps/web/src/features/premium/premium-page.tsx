import { Crown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CurrentPlan, oneAtATimeLine, useCheckoutReturn, useMyPlan, useStartCheckout } from '@/features/payments';
import { BenefitTiles } from './benefit-tiles.tsx';
import { PlanCard } from './plan-card.tsx';
import { PremiumFaq } from './premium-faq.tsx';
import { PLANS } from './plans.ts';

export default function PremiumPage() {
  const { t } = useTranslation('premium');
  useCheckoutReturn();
  const myPlan = useMyPlan();
  const checkout = useStartCheckout();
  const current = myPlan.data?.plan ?? null;
  return (
    <div className="pb-6 md:pt-4">
      <div className="mx-auto max-w-2xl text-center">
        <span className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-forest-800 text-gold-400">
          <Crown className="h-7 w-7" aria-hidden />
        </span>
        <h1 className="mt-4 text-4xl text-forest-800 sm:text-5xl">{t('page.title')}</h1>
        <p className="mt-3 text-lg text-ink-soft">{t('page.lead')}</p>
      </div>

      {myPlan.data?.plan ? (
        <div className="mx-auto mt-8 max-w-3xl">
          <CurrentPlan plan={myPlan.data} />
        </div>
      ) : null}

      <div className="mt-12 grid grid-cols-1 gap-8 md:grid-cols-3 md:items-stretch md:gap-5">
        {PLANS.map((plan) => (
          <PlanCard
            key={plan.id}
            plan={plan}
            current={current === plan.id}
            // One plan at a time: the server refuses a second one (409 already_subscribed).
            disabled={checkout.isPending || checkout.isSuccess || current !== null || myPlan.isPending}
            onChoose={(p) => checkout.mutate({ kind: 'plan', planId: p.id })}
          />
        ))}
      </div>
      {current && myPlan.data?.currentPeriodEnd ? (
        <p className="mt-6 text-center text-ink">
          {oneAtATimeLine(t(`plan.names.${current}`), myPlan.data.currentPeriodEnd)}
        </p>
      ) : null}
      <p className="mt-6 text-center text-sm text-ink-soft">{t('page.pricesNote')}</p>

      <BenefitTiles />
      <PremiumFaq />
    </div>
  );
}
