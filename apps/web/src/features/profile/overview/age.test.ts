import { describe, expect, it } from 'vitest';
import { ageOn } from '@/lib/age.ts';
import { birthDateBounds } from './age.ts';

describe('ageOn', () => {
  const today = new Date(2026, 5, 15); // 15 June 2026, local time

  it('counts whole years, turning over on the birthday', () => {
    expect(ageOn('1990-06-15', today)).toBe(36);
    expect(ageOn('1990-06-16', today)).toBe(35);
    expect(ageOn('1990-01-01', today)).toBe(36);
    expect(ageOn('1990-12-31', today)).toBe(35);
  });

  it('is null for anything that is not a calendar date', () => {
    expect(ageOn('', today)).toBeNull();
    expect(ageOn('1990-02-30', today)).toBeNull();
    expect(ageOn('15/06/1990', today)).toBeNull();
  });

  it('bounds the picker to ages 18 to 120', () => {
    const { min, max } = birthDateBounds(today, 18, 120);
    expect(max).toBe('2008-06-15');
    expect(ageOn(max, today)).toBe(18);
    expect(ageOn(min, today)).toBe(120);
    expect(min).toBe('1905-06-16');
  });
});
