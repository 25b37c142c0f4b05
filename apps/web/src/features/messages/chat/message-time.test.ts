import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n/i18n.ts';
import { dayKey, dayLabel, messageTime as format } from './message-time.ts';

// The texts come from the English messages file, as a browser showing English gets them.
beforeAll(() => i18n.loadNamespaces('messages'));

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

describe('dayLabel', () => {
  const now = new Date(2025, 2, 4, 18, 0);
  const at = (...parts: [number, number, number, number?]) =>
    new Date(parts[0], parts[1], parts[2], parts[3] ?? 12).toISOString();

  it('names today and yesterday by calendar day, not by 24-hour spans', () => {
    expect(dayLabel(at(2025, 2, 4, 0), now)).toBe('Today');
    expect(dayLabel(at(2025, 2, 3, 23), now)).toBe('Yesterday');
  });

  it('uses the weekday within the last week, then the date, with the year only when it differs', () => {
    expect(dayLabel(at(2025, 2, 1), now)).toBe('Saturday');
    expect(dayLabel(at(2025, 1, 20), now)).toBe('February 20');
    expect(dayLabel(at(2024, 11, 31), now)).toBe('December 31, 2024');
  });

  it('keys messages by local day', () => {
    expect(dayKey(at(2025, 2, 4, 1))).toBe(dayKey(at(2025, 2, 4, 23)));
    expect(dayKey(at(2025, 2, 4))).not.toBe(dayKey(at(2025, 2, 5)));
    expect(dayLabel('soon', now)).toBe('');
  });
});
