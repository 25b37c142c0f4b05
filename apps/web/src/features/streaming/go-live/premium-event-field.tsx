import { Link } from 'react-router';
import { Crown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useMyTier } from '@/features/payments';

/**
 * 'Premium event (Platinum members only)': any paid plan may host one (decision 0016). A Free host
 * sees it switched off with the reason and the way to a plan; the server refuses it anyway.
 */
export function PremiumEventField({
  checked,
  onChange,
  disabled,
}: {
  checked: boolean;
  onChange: (on: boolean) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation('streaming');
  const { tier, includes } = useMyTier();
  const allowed = includes?.hostPremiumEvents ?? false;
  return (
    <div className="rounded-2xl border border-gold-300 bg-sand-50 p-3">
      <div className="flex items-start gap-3">
        <input
          id="stream-premium"
          type="checkbox"
          checked={allowed && checked}
          onChange={(e) => onChange(e.target.checked)}
          disabled={disabled || !allowed}
          aria-describedby="stream-premium-note"
          className="mt-0.5 h-5 w-5 shrink-0 cursor-pointer rounded accent-forest-800 disabled:cursor-not-allowed"
        />
        <label htmlFor="stream-premium" className="flex items-center gap-1.5 text-sm font-medium text-ink">
          <Crown className="h-4 w-4 text-forest-700" aria-hidden />
          {t('goLive.premium')}
        </label>
      </div>
      <p id="stream-premium-note" className="mt-1.5 ps-8 text-xs leading-relaxed text-ink-soft">
        {tier === undefined ? (
          t('goLive.checkingPlan')
        ) : allowed ? (
          t('goLive.premiumNote')
        ) : (
          <>
            {t('goLive.premiumPlans')}{' '}
            <Link to="/app/premium" className="font-medium text-forest-800 underline underline-offset-2">
              {t('goLive.seePlans')}
            </Link>
          </>
        )}
      </p>
    </div>
  );
}
