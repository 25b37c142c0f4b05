import { describe, expect, it } from 'vitest';
import { oneMonthAfter } from './apply-payment-event.ts';

describe('oneMonthAfter', () => {
  it('is the same day next month, or the last day of a shorter month', () => {
    expect(oneMonthAfter(new Date('2026-11-22T08:00:00Z')).toISOString()).toBe('2026-12-22T08:00:00.000Z');
    expect(oneMonthAfter(new Date('2026-01-31T12:00:00Z')).toISOString()).toBe('2026-02-28T12:00:00.000Z');
    expect(oneMonthAfter(new Date('2026-12-15T00:00:00Z')).toISOString()).toBe('2027-01-15T00:00:00.000Z');
  });
});
