import { currentLocale } from '@/lib/i18n/i18n.ts';
import { i18n } from '@/lib/i18n/i18n.ts';

const CLOCK: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit' };
const DAY_AND_CLOCK: Intl.DateTimeFormatOptions = {
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
};
const WEEKDAY: Intl.DateTimeFormatOptions = { weekday: 'long' };
const MONTH_DAY: Intl.DateTimeFormatOptions = { month: 'long', day: 'numeric' };
const FULL_DATE: Intl.DateTimeFormatOptions = { month: 'long', day: 'numeric', year: 'numeric' };

// Building a formatter is the costly part: one per language and shape, made on first use.
const formatters = new Map<string, Intl.DateTimeFormat>();
function format(shape: Intl.DateTimeFormatOptions, name: string, at: Date): string {
  const locale = currentLocale();
  const key = `${locale}:${name}`;
  let f = formatters.get(key);
  if (!f) formatters.set(key, (f = new Intl.DateTimeFormat(locale, shape)));
  return f.format(at);
}

/** When a message was sent: the time of day for today's, the date too for older ones. */
export function messageTime(iso: string, now: Date = new Date()): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  return at.toDateString() === now.toDateString() ? format(CLOCK, 'clock', at) : format(DAY_AND_CLOCK, 'dayClock', at);
}

/** Local calendar day of a moment, as a key that sorts and compares (e.g. 2025-3-4). */
export function dayKey(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '' : `${d.getFullYear()}-${d.getMonth() + 1}-${d.getDate()}`;
}

/** The heading above a day's messages: 'Today', 'Yesterday', a weekday within the week, else the date. */
export function dayLabel(iso: string, now: Date = new Date()): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  const startOf = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();
  const days = Math.round((startOf(now) - startOf(at)) / 86_400_000);
  if (days <= 0) return i18n.t('messages:chat.today');
  if (days === 1) return i18n.t('messages:chat.yesterday');
  if (days < 7) return format(WEEKDAY, 'weekday', at);
  return at.getFullYear() === now.getFullYear() ? format(MONTH_DAY, 'monthDay', at) : format(FULL_DATE, 'fullDate', at);
}
