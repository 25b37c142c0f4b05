import { Crown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { MyPlan } from '@sankofa/contracts';
import { Button } from '@/components/ui/button.tsx';
import { cn } from '@/lib/cn.ts';
import { renewalLine } from './plan-dates.ts';
import { useCancelPlan } from './use-my-plan.ts';

/**
 * The member's active plan with its renewal date and 'Cancel anytime'. `tone` fits it on the green
 * Premium tab or on the light premium page.
 */
export function CurrentPlan({ plan, tone = 'light' }: { plan: MyPlan; tone?: 'light' | 'dark' }) {
  const { t } = useTranslation('premium');
  const cancel = useCancelPlan();
  if (!plan.plan || !plan.currentPeriodEnd) return null;
  const dark = tone === 'dark';
  return (
    <section
      aria-labelledby="current-plan-title"
      data-testid="current-plan"
      className={cn(
        'rounded-3xl p-5 sm:p-6',
        dark ? 'bg-white/10 text-white' : 'border-2 border-gold-400 bg-white shadow-sm',
      )}
    >
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div className="flex items-center gap-3">
          <span className="flex h-11 w-11 items-center justify-center rounded-2xl bg-gold-400 text-forest-900">
            <Crown className="h-5 w-5" aria-hidden />
          </span>
          <div>
            <h2 id="current-plan-title" className={cn('text-xl', dark ? 'text-white' : 'text-forest-800')}>
              {t('current.title', { plan: t(`plan.names.${plan.plan}`) })}
            </h2>
            <p className={dark ? 'text-white/90' : 'text-ink-soft'}>
              {renewalLine(plan.currentPeriodEnd, plan.cancelAtPeriodEnd, plan.provider === 'sandbox')}
            </p>
          </div>
        </div>
        {plan.cancelAtPeriodEnd ? null : (
          <Button variant={dark ? 'accent' : 'outline'} disabled={cancel.isPending} onClick={() => cancel.mutate()}>
            {t('current.cancel')}
          </Button>
        )}
      </div>
    </section>
  );
}
