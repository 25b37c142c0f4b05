import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n/i18n.ts';
import { ageOn, isoDay } from '@/lib/age.ts';
import { birthDateProblem, underAgeMessage } from './age.ts';

// The messages come from the English onboarding texts, as a browser showing English gets them.
beforeAll(() => i18n.loadNamespaces('onboarding'));

const day = (y: number, m: number, d: number) => new Date(y, m - 1, d, 12);

describe('ageOn', () => {
  it('counts a year only once the birthday has come', () => {
    expect(ageOn('2000-06-15', day(2018, 6, 14))).toBe(17);
    expect(ageOn('2000-06-15', day(2018, 6, 15))).toBe(18);
    expect(ageOn('2000-06-15', day(2018, 7, 1))).toBe(18);
  });

  it('handles a 29 February birthday in a common year', () => {
    expect(ageOn('2004-02-29', day(2022, 2, 28))).toBe(17);
    expect(ageOn('2004-02-29', day(2022, 3, 1))).toBe(18);
  });

  it('refuses dates that do not exist or are not in YYYY-MM-DD', () => {
    expect(ageOn('2001-02-30', day(2030, 1, 1))).toBeNull();
    expect(ageOn('15/06/2000', day(2030, 1, 1))).toBeNull();
    expect(ageOn('', day(2030, 1, 1))).toBeNull();
  });
});

describe('birthDateProblem', () => {
  const today = day(2026, 3, 10);
  it('says nothing until a date is entered, and nothing for an adult', () => {
    expect(birthDateProblem('', today)).toBeNull();
    expect(birthDateProblem('2008-03-10', today)).toBeNull();
  });

  it('explains the 18+ rule to someone younger', () => {
    expect(birthDateProblem('2008-03-11', today)).toBe(underAgeMessage());
    expect(underAgeMessage()).toMatch(/^You need to be 18 or older to join /);
  });

  it('asks for a real date when it is in the future or implausibly long ago', () => {
    expect(birthDateProblem('2027-01-01', today)).toMatch(/real birth date/);
    expect(birthDateProblem('1890-01-01', today)).toMatch(/real birth date/);
  });

  it('formats the local day for the date picker', () => {
    expect(isoDay(day(2026, 3, 9))).toBe('2026-03-09');
  });
});
