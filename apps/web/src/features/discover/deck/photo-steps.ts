/** The photo a tap shows: one step back or on, stopping at the first and the last (no wrap-around). */
export function stepPhoto(index: number, count: number, direction: 'previous' | 'next'): number {
  if (count <= 0) return 0;
  const next = index + (direction === 'next' ? 1 : -1);
  return Math.min(count - 1, Math.max(0, next));
}

/** How a screen reader hears where it is among the photos. */
export const photoPosition = (index: number, count: number, name: string) =>
  count > 1 ? `Photo ${index + 1} of ${count} of ${name}` : `Photo of ${name}`;
