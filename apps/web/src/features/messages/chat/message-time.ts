const clock = new Intl.DateTimeFormat('en', { hour: 'numeric', minute: '2-digit' });
const dayAndClock = new Intl.DateTimeFormat('en', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });

/** When a message was sent: the time of day for today's, the date too for older ones. */
export function messageTime(iso: string, now: Date = new Date()): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  return at.toDateString() === now.toDateString() ? clock.format(at) : dayAndClock.format(at);
}
