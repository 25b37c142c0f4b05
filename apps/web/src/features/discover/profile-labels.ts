import type { PublicProfile } from '@sankofa/contracts';
import { DISTANCE_BUCKET_LABELS } from '@sankofa/contracts/constants';

export const distanceLabel = (p: Pick<PublicProfile, 'distance'>) => (p.distance ? DISTANCE_BUCKET_LABELS[p.distance] : null);

export const nameWithAge = (p: Pick<PublicProfile, 'displayName' | 'age'>) => (p.age ? `${p.displayName}, ${p.age}` : p.displayName);

/** 168 cm → "5′6″ (168 cm)": people in the product's markets read either. */
export function heightLabel(cm: number): string {
  const inches = Math.round(cm / 2.54);
  // Symbols, not words: feet and inches, then centimetres.
  // eslint-disable-next-line i18next/no-literal-string
  return `${Math.floor(inches / 12)}′${inches % 12}″ (${cm} cm)`;
}

export const chatPerson = (p: PublicProfile) => ({ userId: p.id, displayName: p.displayName, photoUrl: p.photos[0]?.thumbUrl ?? null });
