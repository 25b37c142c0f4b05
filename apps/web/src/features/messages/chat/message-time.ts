const clock = new Intl.DateTimeFormat('en', { hour: 'numeric', minute: '2-digit' });
const dayAndClock = new Intl.DateTimeFormat('en', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });

/** When a message was sent: the time of day for today's, the date too for older ones. */
export function messageTime(iso: string, now: Date = new Date()): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  return at.toDateString() === now.toDateString() ? clock.format(at) : dayAndClock.format(at);
}

const weekday = new Intl.DateTimeFormat('en', { weekday: 'long' });
const monthDay = new Intl.DateTimeFormat('en', { month: 'long', day: 'numeric' });
const fullDate = new Intl.DateTimeFormat('en', { month: 'long', day: 'numeric', year: 'numeric' });

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
  if (days <= 0) return 'Today';
  if (days === 1) return 'Yesterday';
  if (days < 7) return weekday.format(at);
  return at.getFullYear() === now.getFullYear() ? monthDay.format(at) : fullDate.format(at);
}
