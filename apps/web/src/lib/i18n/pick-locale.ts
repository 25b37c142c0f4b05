import { isLocale, LOCALES, type Locale } from '@sankofa/contracts/locales';

/**
 * The language to show: the one chosen on this device if any, else the first of the browser's
 * languages that we offer (by its primary subtag: 'fr-CA' is French, 'pt-BR' Portuguese), else English.
 */
export function pickLocale(stored: string | null | undefined, browserLanguages: readonly string[]): Locale {
  if (isLocale(stored)) return stored;
  for (const tag of browserLanguages) {
    const primary = tag.toLowerCase().split(/[-_]/)[0];
    if (isLocale(primary)) return primary;
  }
  return 'en';
}

export { LOCALES, type Locale };
