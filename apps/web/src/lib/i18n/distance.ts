import type { DistanceBucket } from '@sankofa/contracts';
import type { DistanceUnit, Locale } from '@sankofa/contracts/locales';

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
const EDGE_MILES: Record<DistanceBucket, number> = { nearby: 2, within_10: 10, within_25: 25, within_50: 50, within_100: 100, far: 100 };
const KM_PER_MILE = 1.609344;

export function bucketDistance(bucket: DistanceBucket, unit: DistanceUnit): { kind: 'lessThan' | 'moreThan'; value: number } {
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
