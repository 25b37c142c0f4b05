import { i18n } from '@/lib/i18n/i18n.ts';

/** The photo a tap shows: one step back or on, stopping at the first and the last (no wrap-around). */
export function stepPhoto(index: number, count: number, direction: 'previous' | 'next'): number {
  if (count <= 0) return 0;
  const next = index + (direction === 'next' ? 1 : -1);
  return Math.min(count - 1, Math.max(0, next));
}

/** How a screen reader hears where it is among the photos. */
export const photoPosition = (index: number, count: number, name: string) =>
  count > 1
    ? i18n.t('discover:photo.nth', { number: index + 1, total: count, name })
    : i18n.t('discover:photo.of', { name });
