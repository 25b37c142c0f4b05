import { Check, Crown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { CurrentPlan, useMyPlan } from '@/features/payments';

const PERKS = ['likes', 'likesYou', 'filters', 'priority', 'streams', 'gifts'] as const;
const MONTHLY_PRICE_USD = 9.99;

export function PremiumTab() {
  const { t, i18n } = useTranslation('profile');
  const myPlan = useMyPlan().data;
  const price = new Intl.NumberFormat(i18n.language, { style: 'currency', currency: 'USD' }).format(MONTHLY_PRICE_USD);
  return (
    <section
      aria-labelledby="premium-tab-title"
      className="overflow-hidden rounded-3xl bg-forest-800 p-6 text-white shadow-md sm:p-8"
    >
      <div className="flex items-center gap-3">
        <span className="flex h-12 w-12 items-center justify-center rounded-2xl bg-gold-400 text-forest-900">
          <Crown className="h-6 w-6" aria-hidden />
        </span>
        <h2 id="premium-tab-title" className="text-2xl">
          {t('premium.title')}
        </h2>
      </div>
      <ul className="mt-5 grid grid-cols-1 gap-2.5 sm:grid-cols-2">
        {PERKS.map((perk) => (
          <li key={perk} className="flex items-center gap-2">
            <Check className="h-5 w-5 shrink-0 text-gold-300" aria-hidden />
            {t(`premium.perks.${perk}`)}
          </li>
        ))}
      </ul>
      {myPlan?.plan ? (
        // The plan's own card belongs to payments, not translated yet: it is marked as the English it is.
        <div className="mt-6" lang="en" dir="ltr">
          <CurrentPlan plan={myPlan} tone="dark" />
        </div>
      ) : null}
      <div className="mt-6 flex flex-wrap items-center justify-between gap-4 border-t border-white/20 pt-5">
        <p>
          <span className="font-display text-3xl text-gold-300">{price}</span>
          <span className="text-white/90">{t('premium.perMonth')}</span>
          <span className="block text-sm text-white/90">{t('premium.cancelAnytime')}</span>
        </p>
        <Button asChild variant="accent">
          <Link to="/app/premium">{t('premium.seePlans')}</Link>
        </Button>
      </div>
    </section>
  );
}
