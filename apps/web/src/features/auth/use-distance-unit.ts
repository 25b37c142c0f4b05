import type { DistanceUnit } from '@sankofa/contracts/locales';
import { defaultDistanceUnit } from '@/lib/i18n/distance.ts';
import { useAuth } from './auth-provider.tsx';

/** Kilometres or miles: the member's own choice, else what their browser's region reads (decision 0058). */
export function useDistanceUnit(): DistanceUnit {
  const { user } = useAuth();
  return (
    user?.distanceUnit ??
    defaultDistanceUnit(typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]))
  );
}
