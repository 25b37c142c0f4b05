import { useTranslation } from 'react-i18next';
import { STEP_COUNT } from '../onboarding-values.ts';

const PERCENT: Intl.NumberFormatOptions = { style: 'percent' };

export function StepProgress({ step }: { step: number }) {
  const { t, i18n } = useTranslation('onboarding');
  const percent = new Intl.NumberFormat(i18n.language, PERCENT);
  const text = t('frame.progress', { step, total: STEP_COUNT });
  return (
    <div>
      <div className="flex items-center justify-between text-sm font-medium text-ink-soft">
        <span>{text}</span>
        <span>{percent.format(step / STEP_COUNT)}</span>
      </div>
      <div
        role="progressbar"
        aria-label={t('frame.progressLabel')}
        aria-valuemin={0}
        aria-valuemax={STEP_COUNT}
        aria-valuenow={step}
        aria-valuetext={text}
        className="mt-2 h-2.5 overflow-hidden rounded-full bg-sand-200"
      >
        <div
          className="h-full rounded-full bg-gradient-to-r from-forest-700 to-gold-400 transition-[width] duration-300 motion-reduce:transition-none"
          style={{ width: `${(step / STEP_COUNT) * 100}%` }}
        />
      </div>
    </div>
  );
}
