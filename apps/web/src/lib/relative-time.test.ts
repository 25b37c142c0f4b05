import { describe, expect, it } from 'vitest';
import { calendarDate, relativeTime } from './relative-time.ts';

const now = new Date('2025-06-15T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

describe('relativeTime', () => {
  it('says just now under a minute, and for a moment slightly ahead', () => {
    expect(relativeTime(ago(20_000), now)).toBe('just now');
    expect(relativeTime(ago(-5_000), now)).toBe('just now');
  });

  it('words the first minute as the sentence asks', () => {
    expect(relativeTime(ago(10_000), now, 'less than a minute ago')).toBe('less than a minute ago');
    expect(relativeTime(ago(MIN), now, 'less than a minute ago')).toBe('1 minute ago');
  });

  it('counts minutes, hours and days', () => {
    expect(relativeTime(ago(MIN), now)).toBe('1 minute ago');
    expect(relativeTime(ago(5 * MIN + 30_000), now)).toBe('5 minutes ago');
    expect(relativeTime(ago(3 * HOUR), now)).toBe('3 hours ago');
    expect(relativeTime(ago(DAY + HOUR), now)).toBe('yesterday');
    expect(relativeTime(ago(4 * DAY), now)).toBe('4 days ago');
  });

  it('moves to weeks, months and years', () => {
    expect(relativeTime(ago(8 * DAY), now)).toBe('last week');
    expect(relativeTime(ago(15 * DAY), now)).toBe('2 weeks ago');
    expect(relativeTime(ago(65 * DAY), now)).toBe('2 months ago');
    expect(relativeTime(ago(800 * DAY), now)).toBe('2 years ago');
  });

  it('gives nothing for a value that is not a date', () => {
    expect(relativeTime('not a date', now)).toBe('');
  });
});

describe('calendarDate', () => {
  it('writes the day, month and year', () => {
    expect(calendarDate('2025-03-04T12:00:00Z')).toBe('March 4, 2025');
  });

  it('gives nothing for a value that is not a date', () => {
    expect(calendarDate('nope')).toBe('');
  });
});

describe('in other languages', () => {
  it("follows each language's own wording, the sentence for the first minute still the caller's", () => {
    expect(relativeTime(ago(3 * DAY), now, 'à l’instant', 'fr')).toBe('il y a 3 jours');
    expect(relativeTime(ago(DAY + HOUR), now, 'à l’instant', 'fr')).toBe('hier');
    expect(relativeTime(ago(10_000), now, 'à l’instant', 'fr')).toBe('à l’instant');
    expect(relativeTime(ago(2 * HOUR), now, 'agora', 'pt')).toBe('há 2 horas');
    expect(calendarDate('2025-03-04T12:00:00Z', 'fr')).toBe('4 mars 2025');
  });
});
