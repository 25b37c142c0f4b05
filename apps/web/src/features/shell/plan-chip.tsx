import { Link } from 'react-router';
import { useMyTier } from '@/features/payments';
import { planChip } from './bell.ts';
import { useTranslation } from 'react-i18next';

/**
 * The member's paid plan beside the product name, read from the same query as the Premium page so
 * it changes as soon as a purchase is confirmed; it opens the Premium page.
 */
export function PlanChip() {
  const { t } = useTranslation();
  const plan = planChip(useMyTier().tier);
  if (!plan) return null;
  return (
    <Link
      to="/app/premium"
      aria-label={t('nav.planChip', { plan })}
      className="rounded-full bg-gold-300 px-2 py-0.5 font-sans text-[11px] font-bold uppercase leading-4 tracking-wide text-forest-900 hover:bg-gold-400"
    >
      {plan}
    </Link>
  );
}
