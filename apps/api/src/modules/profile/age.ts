import { MAX_AGE, MIN_AGE } from '@sankofa/contracts';
import { AppError } from '../../lib/errors.ts';

/** Whole years between a YYYY-MM-DD birth date and `now` (UTC calendar). */
export function ageOn(birthDate: string, now: Date): number {
  const [y, m, d] = birthDate.split('-').map(Number) as [number, number, number];
  let age = now.getUTCFullYear() - y;
  const month = now.getUTCMonth() + 1;
  if (month < m || (month === m && now.getUTCDate() < d)) age--;
  return age;
}

export function assertAdultBirthDate(birthDate: string, now: Date): void {
  const age = ageOn(birthDate, now);
  if (age < MIN_AGE) {
    throw new AppError(422, 'underage', `You must be at least ${MIN_AGE} years old to use this app.`, {
      field: 'birthDate',
    });
  }
  if (age > MAX_AGE) {
    throw new AppError(422, 'invalid_birth_date', 'Please check your birth date: it is more than 120 years ago.', {
      field: 'birthDate',
    });
  }
}
