import type { Locale } from '@sankofa/contracts/locales';

/** Each language in its own name, as a person looking for it would recognise it. */
export const NATIVE_NAMES: Record<Locale, string> = {
  en: 'English',
  fr: 'Français',
  pt: 'Português',
  sw: 'Kiswahili',
  yo: 'Yorùbá',
  ar: 'العربية',
};
