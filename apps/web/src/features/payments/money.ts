import { currentLocale } from '@/lib/i18n/i18n.ts';

/**
 * Prices and counts in the language shown: '$9.99' in English, '9,99 $US' in French. Prices are
 * whole US cents (the unit the server and the processors use); only the display changes.
 */
export const formatUsd = (cents: number) =>
  new Intl.NumberFormat(currentLocale(), { style: 'currency', currency: 'USD' }).format(cents / 100);

export const formatCount = (n: number) => new Intl.NumberFormat(currentLocale()).format(n);

export const formatLongDate = (iso: string) =>
  new Intl.DateTimeFormat(currentLocale(), { dateStyle: 'long' }).format(new Date(iso));
