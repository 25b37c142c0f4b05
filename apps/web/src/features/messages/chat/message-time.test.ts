import { describe, expect, it } from 'vitest';
import { messageTime as format } from './message-time.ts';

// Newer ICU data puts a narrow no-break space before AM/PM.
const messageTime = (iso: string, now: Date) => format(iso, now).replace(/\s/g, ' ');

describe('messageTime', () => {
  const now = new Date(2025, 2, 4, 18, 0);

  it('shows the time of day for a message from today', () => {
    expect(messageTime(new Date(2025, 2, 4, 9, 5).toISOString(), now)).toBe('9:05 AM');
  });

  it('adds the date for an older message', () => {
    expect(messageTime(new Date(2025, 2, 3, 21, 30).toISOString(), now)).toBe('Mar 3, 9:30 PM');
  });

  it('shows nothing for a value that is not a time', () => {
    expect(messageTime('soon', now)).toBe('');
  });
});
