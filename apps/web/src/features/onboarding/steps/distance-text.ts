import { useTranslation } from 'react-i18next';
import { DISTANCE_MAX } from '@sankofa/contracts/constants';
import { useDistanceUnit } from '@/features/auth';
import { distanceSlider } from '@/lib/i18n/distance.ts';

/**
 * A kept maximum distance in the member's unit: '40 mi' or '64 km' ('short', the slider), 'Up to 40 mi'
 * ('upTo', the summary); the most there is reads '100+ mi' or '160+ km' either way.
 */
export function useDistanceText(): { short: (miles: number) => string; upTo: (miles: number) => string } {
  const { t, i18n } = useTranslation('onboarding');
  const unit = useDistanceUnit();
  const number = new Intl.NumberFormat(i18n.language);
  const slider = distanceSlider(unit);
  const say = (miles: number, form: 'short' | 'upTo') => {
    const value = number.format(slider.valueFor(miles));
    if (unit === 'km') {
      if (miles >= DISTANCE_MAX) return t('distance.kmOrMore', { km: value });
      return form === 'short' ? t('distance.km', { km: value }) : t('allSet.distanceUpToKm', { km: value });
    }
    if (miles >= DISTANCE_MAX) return t('distance.milesOrMore', { miles: value });
    return form === 'short' ? t('distance.miles', { miles: value }) : t('allSet.distanceUpTo', { miles: value });
  };
  return { short: (miles) => say(miles, 'short'), upTo: (miles) => say(miles, 'upTo') };
}
