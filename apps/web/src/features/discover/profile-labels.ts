import type { PublicProfile } from '@sankofa/contracts';
import { DISTANCE_BUCKET_LABELS } from '@sankofa/contracts/constants';

export const distanceLabel = (p: Pick<PublicProfile, 'distance'>) =>
  p.distance ? DISTANCE_BUCKET_LABELS[p.distance] : null;

export const nameWithAge = (p: Pick<PublicProfile, 'displayName' | 'age'>) =>
  p.age ? `${p.displayName}, ${p.age}` : p.displayName;

/** 168 cm → "5′6″ (168 cm)", or "5′6″ (١٦٨ سم)" in Arabic: people in the product's markets read either. */
export function heightLabel(cm: number, language = 'en'): string {
  const inches = Math.round(cm / 2.54);
  const locale = language === 'pt' ? 'pt-BR' : language;
  const count = new Intl.NumberFormat(locale);
  const centimetres = new Intl.NumberFormat(locale, { style: 'unit', unit: 'centimeter' }).format(cm);
  // Symbols, not words: feet and inches, then the centimetres in the language shown.
  // eslint-disable-next-line i18next/no-literal-string
  return `${count.format(Math.floor(inches / 12))}′${count.format(inches % 12)}″ (${centimetres})`;
}

export const chatPerson = (p: PublicProfile) => ({
  userId: p.id,
  displayName: p.displayName,
  photoUrl: p.photos[0]?.thumbUrl ?? null,
});
