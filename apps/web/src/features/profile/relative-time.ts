const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const count = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

/**
 * English relative wording for a past moment ("5 minutes ago", "about 2 hours ago"). A moment a
 * little in the future (clocks disagree) reads as just now rather than as an odd "in 3 seconds".
 */
export function timeAgo(iso: string, now: Date): string {
  const ms = Math.max(0, now.getTime() - new Date(iso).getTime());
  if (ms < MINUTE) return 'less than a minute ago';
  if (ms < HOUR) return `${count(Math.round(ms / MINUTE) || 1, 'minute')} ago`;
  if (ms < DAY) return `about ${count(Math.round(ms / HOUR), 'hour')} ago`;
  const days = Math.round(ms / DAY);
  if (days < 30) return `${count(days, 'day')} ago`;
  if (days < 365) return `${count(Math.max(1, Math.round(days / 30)), 'month')} ago`;
  return `about ${count(Math.round(days / 365), 'year')} ago`;
}
