import { MAX_AGE, MIN_AGE } from '@sankofa/contracts/constants';
import { APP_NAME } from '@/lib/config.ts';
import { ageOn } from '@/lib/age.ts';

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
