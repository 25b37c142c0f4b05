import { PHONE_MAX } from '@sankofa/contracts/constants';
import { i18n } from '@/lib/i18n/i18n.ts';

/**
 * The same rule the server applies to phone numbers, checked as the person types so the message
 * appears at once; null when the value is fine (an empty field is fine: it clears the number).
 */
export function phoneError(label: string, value: string): string | null {
  const v = value.trim();
  if (!v) return null;
  // Same order as the server's checks, so both name the same first problem.
  if (v.length > PHONE_MAX) return i18n.t('settings:contact.phoneLong', { label, count: PHONE_MAX });
  if (!/^[0-9 +\-()]*$/.test(v)) return i18n.t('settings:contact.phoneChars', { label });
  if (!/[0-9]/.test(v)) return i18n.t('settings:contact.phoneDigit', { label });
  return null;
}
