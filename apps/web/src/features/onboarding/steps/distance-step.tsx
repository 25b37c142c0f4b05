import { useTranslation } from 'react-i18next';
import { DISTANCE_MAX, DISTANCE_MIN } from '@sankofa/contracts/constants';
import type { StepProps } from './step-props.ts';

export function DistanceStep({ values, update }: StepProps) {
  const { t, i18n } = useTranslation('onboarding');
  const number = new Intl.NumberFormat(i18n.language);
  const milesText = (miles: number) =>
    miles >= DISTANCE_MAX
      ? t('distance.milesOrMore', { miles: number.format(DISTANCE_MAX) })
      : t('distance.miles', { miles: number.format(miles) });
  const shown = milesText(values.distanceMiles);
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
          min={DISTANCE_MIN}
          max={DISTANCE_MAX}
          step={1}
          value={values.distanceMiles}
          aria-valuetext={shown}
          onChange={(e) => update({ distanceMiles: Number(e.target.value) })}
          className="mt-4 h-2 w-full cursor-pointer accent-forest-800"
        />
        <div className="mt-2 flex justify-between text-sm text-ink-soft" aria-hidden>
          <span>{milesText(DISTANCE_MIN)}</span>
          <span>{milesText(DISTANCE_MAX)}</span>
        </div>
      </div>
    </div>
  );
}
