import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { RTL_LOCALES, type Locale } from '@sankofa/contracts/locales';
import { bundledEnglish, lazyFiles } from './resources.ts';
import { pickLocale } from './pick-locale.ts';

const STORAGE_KEY = 'sankofa.locale';

export const i18n = i18next.createInstance();
void i18n
  .use(lazyFiles)
  .use(initReactI18next)
  .init({
    lng: 'en',
    fallbackLng: 'en',
    supportedLngs: ['en', 'fr', 'pt', 'sw', 'yo', 'ar'],
    // Loaded with every language; a screen's own namespace is fetched when it first renders.
    ns: ['common', 'landing'],
    defaultNS: 'common',
    resources: { en: bundledEnglish },
    partialBundledLanguages: true,
    // React escapes what it renders; escaping here too would show '&amp;' in names.
    interpolation: { escapeValue: false },
    initAsync: false,
  });

function storedChoice(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return null; // storage blocked (private mode, policy): the browser's languages decide
  }
}

/** The language this device should show: its own choice, else the browser's languages. */
export function deviceLocale(): Locale {
  return pickLocale(
    storedChoice(),
    typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]),
  );
}

/** Whether the person chose a language on this device (rather than the browser deciding). */
export const hasDeviceChoice = () => storedChoice() !== null;

export const currentLocale = (): Locale => (i18n.language as Locale | undefined) ?? 'en';

/** Marks the document with the language and its direction, for screen readers, fonts and the layout. */
function markDocument(locale: Locale) {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = locale;
  document.documentElement.dir = RTL_LOCALES.includes(locale) ? 'rtl' : 'ltr';
}

/** Shows the app in `locale`, fetching its shared texts first (English's are already here). */
export async function showLocale(locale: Locale): Promise<void> {
  await i18n.changeLanguage(locale);
  markDocument(locale);
}

/** The person picked a language: show it and remember it on this device. */
export async function chooseLocale(locale: Locale): Promise<void> {
  await showLocale(locale);
  try {
    localStorage.setItem(STORAGE_KEY, locale);
  } catch {
    // Not remembered on this device; the account (when signed in) still keeps it.
  }
}
