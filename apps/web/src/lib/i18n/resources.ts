import type { Locale } from '@sankofa/contracts/locales';
import enCommon from '../../locales/en/common.json';
import enLanding from '../../locales/en/landing.json';
import enAuth from '../../locales/en/auth.json';

/**
 * English ships inside the bundle: it is the source language, the prerendered landing page is in it,
 * and every other language falls back to it key by key. The rest are fetched only when chosen.
 */
export const english = { common: enCommon, landing: enLanding, auth: enAuth } as const;
export type Namespace = keyof typeof english;
export const NAMESPACES = Object.keys(english) as Namespace[];

// One lazily loaded chunk per language and namespace file; nothing here is fetched until asked for.
const files = import.meta.glob<Record<string, unknown>>('../../locales/*/*.json', { import: 'default' });

/** Every namespace of one language, fetched in parallel. */
export async function loadLanguage(locale: Exclude<Locale, 'en'>): Promise<Record<Namespace, Record<string, unknown>>> {
  const entries = await Promise.all(
    NAMESPACES.map(async (ns) => {
      const load = files[`../../locales/${locale}/${ns}.json`];
      if (!load) throw new Error(`No ${ns} translations for ${locale}`);
      return [ns, await load()] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<Namespace, Record<string, unknown>>;
}
