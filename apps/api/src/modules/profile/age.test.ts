import { describe, expect, it } from 'vitest';
import { ageOn, assertAdultBirthDate } from './age.ts';

const on = (iso: string) => new Date(`${iso}T12:00:00Z`);

describe('ageOn', () => {
  it('counts whole years, turning over on the birthday itself', () => {
    expect(ageOn('2000-06-15', on('2018-06-14'))).toBe(17);
    expect(ageOn('2000-06-15', on('2018-06-15'))).toBe(18);
    expect(ageOn('2000-06-15', on('2018-12-01'))).toBe(18);
  });
  it('handles 29 February birthdays', () => {
    expect(ageOn('2004-02-29', on('2022-02-28'))).toBe(17);
    expect(ageOn('2004-02-29', on('2022-03-01'))).toBe(18);
  });
});

describe('assertAdultBirthDate', () => {
  it('refuses anyone under 18 with a clear message', () => {
    expect(() => assertAdultBirthDate('2010-01-01', on('2026-11-21'))).toThrowError(/at least 18 years old/);
    expect(() => assertAdultBirthDate('2008-11-22', on('2026-11-21'))).toThrowError(/at least 18/);
  });
  it('accepts an 18th birthday today and refuses impossible ages', () => {
    expect(() => assertAdultBirthDate('2008-11-21', on('2026-11-21'))).not.toThrow();
    expect(() => assertAdultBirthDate('1890-01-01', on('2026-11-21'))).toThrowError(/more than 120 years/);
  });
});
