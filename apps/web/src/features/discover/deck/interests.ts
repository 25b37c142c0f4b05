/** A card has room for a few interests; the rest are summed up so the card keeps its height. */
export function visibleInterests(interests: readonly string[], shown = 4): { shown: string[]; more: number } {
  return { shown: interests.slice(0, shown), more: Math.max(0, interests.length - shown) };
}
