const STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
  ['week', 4.345],
  ['month', 12],
  ['year', Infinity],
];

const formatter = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });

/**
 * English wording for how long ago something happened ("3 days ago", "yesterday", "last month").
 * Under a minute reads "just now", and a moment slightly ahead (the two clocks disagree) counts as
 * now rather than as an odd "in 4 seconds". A sentence that needs another wording for that first
 * minute ("Last accessed less than a minute ago") passes it.
 */
export function relativeTime(iso: string, now: Date = new Date(), underAMinute = 'just now'): string {
  const then = new Date(iso).getTime();
  if (Number.isNaN(then)) return '';
  let amount = Math.max(0, now.getTime() - then) / 1000;
  if (amount < 60) return underAMinute;
  for (const [unit, size] of STEPS) {
    if (amount < size) return formatter.format(-Math.floor(amount), unit);
    amount /= size;
  }
  return '';
}

const dateFormatter = new Intl.DateTimeFormat('en', { day: 'numeric', month: 'long', year: 'numeric' });

/** A calendar date in plain English ("March 4, 2025"); empty for a value that is not a date. */
export function calendarDate(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '' : dateFormatter.format(d);
}
