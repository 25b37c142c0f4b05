/**
 * The key of a pair table (matches, friendships, conversations): the two ids in order, lower-cased,
 * so a pair has one row whoever acts first.
 */
export function orderedPair(x: string, y: string): { userA: string; userB: string } {
  const [a, b] = [x.toLowerCase(), y.toLowerCase()];
  return a < b ? { userA: a, userB: b } : { userA: b, userB: a };
}
