import { useTranslation } from 'react-i18next';
import { DISTANCE_MAX } from '@sankofa/contracts/constants';
import { useDistanceUnit } from '@/features/auth';
import { distanceSlider } from '@/lib/i18n/distance.ts';
import { useDistanceText } from './distance-text.ts';
import type { StepProps } from './step-props.ts';

export function DistanceStep({ values, update }: StepProps) {
  const { t } = useTranslation('onboarding');
  // The account keeps miles; a kilometre member sees and moves kilometres (converted only here).
  const slider = distanceSlider(useDistanceUnit());
  const text = useDistanceText();
  const shown = text.short(values.distanceMiles);
  return (
    <div className="space-y-6">
      <p className="text-ink-soft">{t('distance.intro')}</p>
      <div className="rounded-2xl bg-sand-100 p-5">
        <div className="flex items-baseline justify-between gap-4">
          <label htmlFor="onboarding-distance" className="font-medium text-ink">
            {t('distance.label')}
          </label>
          {/* The slider announces the same value itself (aria-valuetext), so this is for the eyes only. */}
          <span className="font-display text-3xl text-forest-800" aria-hidden>
            {shown}
          </span>
        </div>
        <input
          id="onboarding-distance"
          type="range"
          min={slider.min}
          max={slider.max}
          step={slider.step}
          value={slider.valueFor(values.distanceMiles)}
          aria-valuetext={shown}
          onChange={(e) => update({ distanceMiles: slider.milesFor(Number(e.target.value)) })}
          className="mt-4 h-2 w-full cursor-pointer accent-forest-800"
        />
        <div className="mt-2 flex justify-between text-sm text-ink-soft" aria-hidden>
          <span>{text.short(slider.milesFor(slider.min))}</span>
          <span>{text.short(DISTANCE_MAX)}</span>
        </div>
      </div>
    </div>
  );
}
