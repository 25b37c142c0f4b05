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

export const bioFromHobbies = (hobbies: string, personality: string) => `${hobbies}\nPersonality: ${personality}`;
