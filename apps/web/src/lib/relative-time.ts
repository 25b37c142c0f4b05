const STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
  ['week', 4.345],
  ['month', 12],
  ['year', Infinity],
];

// One formatter per language, made on first use: building them is the costly part.
const relativeFormatters = new Map<string, Intl.RelativeTimeFormat>();
const relativeFormatter = (locale: string) => {
  let f = relativeFormatters.get(locale);
  if (!f) relativeFormatters.set(locale, (f = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' })));
  return f;
};

/**
 * How long ago something happened, in `locale`'s words ("3 days ago", "yesterday", "il y a 3 jours").
 * Under a minute reads "just now", and a moment slightly ahead (the two clocks disagree) counts as
 * now rather than as an odd "in 4 seconds". A sentence that needs another wording for that first
 * minute ("Last accessed less than a minute ago") passes it.
 */
export function relativeTime(iso: string, now: Date = new Date(), underAMinute = 'just now', locale = 'en'): string {
  const then = new Date(iso).getTime();
  if (Number.isNaN(then)) return '';
  let amount = Math.max(0, now.getTime() - then) / 1000;
  if (amount < 60) return underAMinute;
  for (const [unit, size] of STEPS) {
    if (amount < size) return relativeFormatter(locale).format(-Math.floor(amount), unit);
    amount /= size;
  }
  return '';
}

const DATE: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric' };

/** A calendar date in `locale`'s words ("March 4, 2025", "4 mars 2025"); empty for a value that is not a date. */
export function calendarDate(iso: string, locale = 'en'): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '' : new Intl.DateTimeFormat(locale, DATE).format(d);
}
