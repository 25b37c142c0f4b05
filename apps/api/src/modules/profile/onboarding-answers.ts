/** "reading, cooking , , jazz" → ["reading", "cooking", "jazz"] (duplicates dropped, case-insensitively). */
export function interestsFromHobbies(hobbies: string): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const part of hobbies.split(',')) {
    const item = part.trim().slice(0, 40);
    if (!item || seen.has(item.toLowerCase())) continue;
    seen.add(item.toLowerCase());
    out.push(item);
  }
  return out.slice(0, 20);
}

/** The line the first onboarding appended to every bio (the personality has its own field). */
const OLD_PERSONALITY_LINE = /\n+Personality: ([A-Z]{4})\s*$/;

/**
 * A bio as it is shown. Onboarding once saved the hobbies text plus "Personality: XXXX" as the bio,
 * repeating the interest chips and the personality row; such a bio is shown without the personality
 * line, and without the hobbies when every one of them is an interest on the profile (what is left
 * then is nothing the member wrote as a bio). Anything the member wrote differently is kept as it is.
 */
export function bioShown(bio: string, interests: readonly string[], personality: string | null): string {
  const line = OLD_PERSONALITY_LINE.exec(bio);
  if (!line || line[1] !== personality) return bio;
  const hobbies = bio.slice(0, line.index).trim();
  const known = new Set(interests.map((i) => i.toLowerCase()));
  const parts = hobbies
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  return parts.every((part) => known.has(part.toLowerCase())) ? '' : hobbies;
}
