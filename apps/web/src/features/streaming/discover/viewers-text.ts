import { i18n } from '@/lib/i18n/i18n.ts';

/** '3 viewers', in the language shown (read when the sentence is built, so a language switch wins). */
export const viewersText = (n: number) =>
  i18n.t('streaming:viewers', { count: n, number: new Intl.NumberFormat(i18n.language).format(n) });
