import { MAX_AGE, MIN_AGE } from '@sankofa/contracts';
import { APP_NAME } from '@/lib/config.ts';

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

export const UNDER_AGE_MESSAGE = `You need to be ${MIN_AGE} or older to join ${APP_NAME}.`;

/**
 * Immediate feedback only: the server checks the same rule against its own clock and has the last
 * word, so a wrong device clock cannot let anyone through.
 */
export function birthDateProblem(birthDate: string, today: Date): string | null {
  if (!birthDate) return null;
  const age = ageOn(birthDate, today);
  if (age === null || age < 0 || age > MAX_AGE) return 'Please enter your real birth date.';
  if (age < MIN_AGE) return UNDER_AGE_MESSAGE;
  return null;
}

/** YYYY-MM-DD of the local calendar day, for the date input's max. */
export function isoDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
