import { i18n } from '@/lib/i18n/i18n.ts';
import { MAX_AGE, MIN_AGE } from '@sankofa/contracts/constants';
import { APP_NAME } from '@/lib/config.ts';
import { ageOn } from '@/lib/age.ts';

export const underAgeMessage = () => i18n.t('onboarding:about.underAge', { min: MIN_AGE, app: APP_NAME });

/**
 * Immediate feedback only: the server checks the same rule against its own clock and has the last
 * word, so a wrong device clock cannot let anyone through.
 */
export function birthDateProblem(birthDate: string, today: Date): string | null {
  if (!birthDate) return null;
  const age = ageOn(birthDate, today);
  if (age === null || age < 0 || age > MAX_AGE) return i18n.t('onboarding:about.badDate');
  if (age < MIN_AGE) return underAgeMessage();
  return null;
}
