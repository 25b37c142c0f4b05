import { useTranslation } from 'react-i18next';
import type { PublicProfile } from '@sankofa/contracts';
import type { Locale } from '@sankofa/contracts/locales';
import { useDistanceUnit } from '@/features/auth';
import { bucketDistance, formatDistance } from '@/lib/i18n/distance.ts';

/** 'Less than 10 miles away' or 'À moins de 17 kilomètres': a profile's distance bucket in the member's unit and language. */
export function useDistanceLabel(): (p: Pick<PublicProfile, 'distance'>) => string | null {
  const { t, i18n } = useTranslation('units');
  const unit = useDistanceUnit();
  return (p) => {
    if (!p.distance) return null;
    const { kind, value } = bucketDistance(p.distance, unit);
    return t(`distance.${kind}`, { distance: formatDistance(value, unit, i18n.language as Locale) });
  };
}
