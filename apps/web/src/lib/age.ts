/** Parses a YYYY-MM-DD calendar date; null when it is not a real date. */
function parseDate(value: string): { y: number; m: number; d: number } | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const check = new Date(Date.UTC(y, m - 1, d));
  if (check.getUTCFullYear() !== y || check.getUTCMonth() !== m - 1 || check.getUTCDate() !== d) return null;
  return { y, m, d };
}

/** Whole years between a birth date and `today` (local calendar); null for an unreadable date. */
export function ageOn(birthDate: string, today: Date): number | null {
  const b = parseDate(birthDate);
  if (!b) return null;
  const [ty, tm, td] = [today.getFullYear(), today.getMonth() + 1, today.getDate()];
  const beforeBirthday = tm < b.m || (tm === b.m && td < b.d);
  return ty - b.y - (beforeBirthday ? 1 : 0);
}

/** YYYY-MM-DD of the local calendar day, for the date input's max. */
export function isoDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
