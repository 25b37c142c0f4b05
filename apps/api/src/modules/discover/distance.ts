import type { DistanceBucket } from '@sankofa/contracts';

interface Point {
  lat: number;
  lng: number;
}

const EARTH_RADIUS_MILES = 3958.8;
const rad = (deg: number) => (deg * Math.PI) / 180;

export function haversineMiles(a: Point, b: Point): number {
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Upper bounds (exclusive) of each bucket but the last, in miles; the labels in the contract say the same. */
const BOUNDS: ReadonlyArray<[number, DistanceBucket]> = [
  [2, 'nearby'],
  [10, 'within_10'],
  [25, 'within_25'],
  [50, 'within_50'],
  [100, 'within_100'],
];

export function bucketOfMiles(miles: number): DistanceBucket {
  for (const [bound, bucket] of BOUNDS) if (miles < bound) return bucket;
  return 'far';
}

export const pointOf = (lat: number | null, lng: number | null): Point | null =>
  lat === null || lng === null ? null : { lat, lng };

/**
 * Only ever computed from the two snapped points, and only the bucket leaves the server: the exact
 * figure would let someone who moves around triangulate the other person.
 */
export function distanceBucket(a: Point | null, b: Point | null): DistanceBucket | null {
  if (!a || !b) return null;
  return bucketOfMiles(haversineMiles(a, b));
}
