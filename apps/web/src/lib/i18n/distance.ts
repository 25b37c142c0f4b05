import type { DistanceBucket } from '@sankofa/contracts';
import type { DistanceUnit, Locale } from '@sankofa/contracts/locales';
import { DISTANCE_MAX, DISTANCE_MIN } from '@sankofa/contracts/constants';

// Regions that read road distances in miles; everyone else reads kilometres (decision 0058).
const MILE_REGIONS = new Set(['US', 'GB', 'LR', 'MM']);

/**
 * The unit a member who never chose one sees: miles when the browser's first language names a
 * miles region (en-US, en-GB), kilometres otherwise (French, Portuguese, Swahili, Yorùbá, Arabic
 * readers and most English readers outside the US and UK).
 */
export function defaultDistanceUnit(languages: readonly string[]): DistanceUnit {
  const region = languages[0]?.split('-')[1]?.toUpperCase();
  return region && MILE_REGIONS.has(region) ? 'mi' : 'km';
}

/** The server's distance buckets are edges in miles; in kilometres each edge is rounded so the sentence stays true. */
const EDGE_MILES: Record<DistanceBucket, number> = {
  nearby: 2,
  within_10: 10,
  within_25: 25,
  within_50: 50,
  within_100: 100,
  far: 100,
};
const KM_PER_MILE = 1.609344;

export function bucketDistance(
  bucket: DistanceBucket,
  unit: DistanceUnit,
): { kind: 'lessThan' | 'moreThan'; value: number } {
  const miles = EDGE_MILES[bucket];
  const kind = bucket === 'far' ? 'moreThan' : 'lessThan';
  if (unit === 'mi') return { kind, value: miles };
  const km = miles * KM_PER_MILE;
  return { kind, value: kind === 'lessThan' ? Math.ceil(km) : Math.floor(km) };
}

/** '10 miles', '17 kilomètres', '١٦١ كيلومترًا': the number and unit in the language shown. */
export const formatDistance = (value: number, unit: DistanceUnit, locale: Locale) =>
  new Intl.NumberFormat(locale === 'pt' ? 'pt-BR' : locale, {
    style: 'unit',
    unit: unit === 'km' ? 'kilometer' : 'mile',
    unitDisplay: 'long',
  }).format(value);

/**
 * The maximum-distance slider in the member's unit. The account keeps whole miles (1 to 100); a
 * kilometre slider moves in 2 km steps from 2 km (1 mile) to 160 km, its top meaning the most there
 * is ("160+ km", 100 miles). Two kilometres is more than a mile and a half, so every stop keeps a
 * mile count of its own and reads back as itself: 50 km is kept as 31 miles, which shows as 50 km.
 */
export interface DistanceSlider {
  min: number;
  max: number;
  step: number;
  /** Where the slider sits for a kept distance. */
  valueFor: (miles: number) => number;
  /** The distance to keep for a slider position. */
  milesFor: (value: number) => number;
}

const KM_STEP = 2;
const KM_MAX = 160;
const clampMiles = (miles: number) => Math.min(DISTANCE_MAX, Math.max(DISTANCE_MIN, Math.round(miles)));

const MILES_SLIDER: DistanceSlider = {
  min: DISTANCE_MIN,
  max: DISTANCE_MAX,
  step: 1,
  valueFor: clampMiles,
  milesFor: clampMiles,
};

const KM_SLIDER: DistanceSlider = {
  min: KM_STEP,
  max: KM_MAX,
  step: KM_STEP,
  valueFor: (miles) => {
    const kept = clampMiles(miles);
    if (kept >= DISTANCE_MAX) return KM_MAX;
    // Below the top stop, so a kept 99 miles never reads as "160+".
    return Math.min(KM_MAX - KM_STEP, Math.max(KM_STEP, Math.round((kept * KM_PER_MILE) / KM_STEP) * KM_STEP));
  },
  milesFor: (km) => (km >= KM_MAX ? DISTANCE_MAX : clampMiles(km / KM_PER_MILE)),
};

export const distanceSlider = (unit: DistanceUnit): DistanceSlider => (unit === 'km' ? KM_SLIDER : MILES_SLIDER);
