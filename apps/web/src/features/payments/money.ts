import { RTL_LOCALES } from '@sankofa/contracts/locales';
import { currentLocale } from '@/lib/i18n/i18n.ts';

/**
 * Prices and counts in the language shown: '$9.99' in English, '9,99 $US' in French. Prices are
 * whole US cents (the unit the server and the processors use); only the display changes. In a
 * right-to-left language the price is a left-to-right island (Unicode isolates), so 'US$' keeps to
 * its number inside an Arabic sentence instead of being thrown to the other end.
 */
export function formatUsd(cents: number): string {
  const locale = currentLocale();
  const price = new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' }).format(cents / 100);
  return RTL_LOCALES.includes(locale) ? `\u2066${price}\u2069` : price;
}

export const formatCount = (n: number) => new Intl.NumberFormat(currentLocale()).format(n);

export const formatLongDate = (iso: string) =>
  new Intl.DateTimeFormat(currentLocale(), { dateStyle: 'long' }).format(new Date(iso));
