import { Crown } from 'lucide-react';
import { toast } from 'sonner';
import { BenefitTiles } from './benefit-tiles.tsx';
import { PlanCard } from './plan-card.tsx';
import { PremiumFaq } from './premium-faq.tsx';
import { PLANS } from './plans.ts';

/** Checkout arrives in a later issue; until then say so plainly and charge nothing. */
function announceCheckoutUnavailable() {
  toast('Checkout is not available yet', {
    description: "We're finishing secure checkout. Your account has not been charged.",
  });
}

export default function PremiumPage() {
  return (
    <div className="pb-6 md:pt-4">
      <div className="mx-auto max-w-2xl text-center">
        <span className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-forest-800 text-gold-400">
          <Crown className="h-7 w-7" aria-hidden />
        </span>
        <h1 className="mt-4 text-4xl text-forest-800 sm:text-5xl">Upgrade Your Love Life</h1>
        <p className="mt-3 text-lg text-ink-soft">
          More likes, more visibility and smarter cultural matching. Pick the plan that fits how you date.
        </p>
      </div>

      <div className="mt-12 grid gap-8 md:grid-cols-3 md:items-stretch md:gap-5">
        {PLANS.map((plan) => (
          <PlanCard key={plan.id} plan={plan} onChoose={announceCheckoutUnavailable} />
        ))}
      </div>
      <p className="mt-6 text-center text-sm text-ink-soft">
        Prices are per month in US dollars. Subscriptions renew monthly until you cancel.
      </p>

      <BenefitTiles />
      <PremiumFaq />
    </div>
  );
}
