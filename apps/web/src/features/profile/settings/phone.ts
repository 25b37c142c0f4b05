import { PHONE_MAX, PHONE_MESSAGE } from '@sankofa/contracts/constants';

/**
 * The same rule the server applies to phone numbers, checked as the person types so the message
 * appears at once; null when the value is fine (an empty field is fine: it clears the number).
 */
export function phoneError(label: string, value: string): string | null {
  const v = value.trim();
  if (!v) return null;
  // Same order as the server's checks, so both name the same first problem.
  if (v.length > PHONE_MAX) return `${label} can be at most ${PHONE_MAX} characters`;
  if (!/^[0-9 +\-()]*$/.test(v)) return `${label}: ${PHONE_MESSAGE}`;
  if (!/[0-9]/.test(v)) return `${label} needs at least one digit`;
  return null;
}
