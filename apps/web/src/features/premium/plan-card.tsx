import { Check, Crown, Gem, Medal, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { cn } from '@/lib/cn.ts';
import { formatUsd } from '@/features/payments';
import type { Plan } from './plans.ts';

const ICONS: Record<Plan['id'], LucideIcon> = {
  silver: Medal,
  gold: Crown,
  platinum: Gem,
};

export function PlanCard({
  plan,
  onChoose,
  current = false,
  disabled = false,
}: {
  plan: Plan;
  onChoose: (plan: Plan) => void;
  current?: boolean;
  disabled?: boolean;
}) {
  const { t } = useTranslation('premium');
  const Icon = ICONS[plan.id];
  const name = t(`plan.names.${plan.id}`);
  const titleId = `plan-${plan.id}-title`;
  return (
    <article
      aria-labelledby={titleId}
      className={cn(
        'relative flex flex-col rounded-3xl bg-white p-6',
        plan.popular ? 'border-2 border-gold-400 shadow-lg md:-translate-y-2' : 'border border-sand-200 shadow-sm',
      )}
    >
      {plan.popular ? (
        <p className="absolute -top-3.5 left-1/2 -translate-x-1/2 whitespace-nowrap rounded-full bg-gold-400 px-4 py-1 text-sm font-bold text-forest-900 shadow">
          {t('plan.popular')}
        </p>
      ) : null}
      <div className="flex items-center gap-3">
        <span
          className={cn(
            'flex h-11 w-11 items-center justify-center rounded-2xl',
            plan.popular ? 'bg-forest-800 text-gold-400' : 'bg-forest-50 text-forest-800',
          )}
        >
          <Icon className="h-5 w-5" aria-hidden />
        </span>
        <h2 id={titleId} className="text-2xl text-forest-800">
          {name}
        </h2>
      </div>
      <p className="mt-4 text-ink">
        <span className="font-display text-4xl text-forest-800">{formatUsd(plan.priceCents)}</span>
        <span className="text-ink-soft">{t('plan.perMonth')}</span>
      </p>
      <ul className="mt-5 flex-1 space-y-2.5">
        {plan.features.map((feature) => (
          <li key={feature} className="flex items-start gap-2 text-ink">
            <Check className="mt-0.5 h-5 w-5 shrink-0 text-forest-600" aria-hidden />
            {t(`plan.features.${feature}`)}
          </li>
        ))}
      </ul>
      {current ? (
        <p className="mt-6 rounded-full bg-forest-50 py-2.5 text-center font-medium text-forest-800">
          {t('plan.current')}
        </p>
      ) : (
        <Button
          variant={plan.popular ? 'accent' : 'primary'}
          className="mt-6 w-full"
          disabled={disabled}
          onClick={() => onChoose(plan)}
        >
          {t('plan.choose', { plan: name })}
        </Button>
      )}
    </article>
  );
}
