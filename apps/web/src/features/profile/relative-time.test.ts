import { describe, expect, it } from 'vitest';
import { timeAgo } from './relative-time.ts';

describe('timeAgo', () => {
  const now = new Date('2026-06-15T12:00:00Z');
  const before = (ms: number) => new Date(now.getTime() - ms).toISOString();
  const min = 60_000;

  it.each([
    [10_000, 'less than a minute ago'],
    [min, '1 minute ago'],
    [5 * min, '5 minutes ago'],
    [59 * min, '59 minutes ago'],
    [60 * min, 'about 1 hour ago'],
    [5 * 60 * min, 'about 5 hours ago'],
    [24 * 60 * min, '1 day ago'],
    [3 * 24 * 60 * min, '3 days ago'],
    [45 * 24 * 60 * min, '2 months ago'],
    [800 * 24 * 60 * min, 'about 2 years ago'],
  ])('%i ms before now reads "%s"', (ms, text) => {
    expect(timeAgo(before(ms), now)).toBe(text);
  });

  it('reads a slightly future moment as just now', () => {
    expect(timeAgo(new Date(now.getTime() + 5_000).toISOString(), now)).toBe('less than a minute ago');
  });
});
