import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CulturalFilters } from '@sankofa/contracts';
import { ageOn } from '../profile/age.ts';
import { latestBirthDateForAge, passesCultural } from './filter-rules.ts';

const cultural = (input: object) => CulturalFilters.parse(input);

describe('passesCultural', () => {
  it('keeps everyone when the filter is empty', () => {
    expect(passesCultural(cultural({}), 0, [])).toBe(true);
  });
  it('keeps a score at or above the minimum and drops one below it', () => {
    const f = cultural({ minMatch: 70 });
    expect(passesCultural(f, 70, [])).toBe(true);
    expect(passesCultural(f, 69, [])).toBe(false);
  });
  it('wants at least one listed interest, whatever its case or spacing', () => {
    const f = cultural({ interests: ['Highlife', 'Jollof'] });
    expect(passesCultural(f, 0, [' jollof', 'Chess'])).toBe(true);
    expect(passesCultural(f, 100, ['Chess'])).toBe(false);
    expect(passesCultural(f, 100, [])).toBe(false);
  });
  it('needs both parts when both are set', () => {
    const f = cultural({ minMatch: 50, interests: ['Kente'] });
    expect(passesCultural(f, 49, ['kente'])).toBe(false);
    expect(passesCultural(f, 50, ['kente'])).toBe(true);
  });
});

describe('latestBirthDateForAge', () => {
  it('is today’s date that many years ago', () => {
    expect(latestBirthDateForAge(18, new Date('2026-11-22T23:59:00Z'))).toBe('2008-11-22');
  });
  it('falls back to 28 February when 29 February does not exist that year', () => {
    expect(latestBirthDateForAge(18, new Date('2028-02-29T12:00:00Z'))).toBe('2010-02-28');
    expect(latestBirthDateForAge(20, new Date('2028-02-29T12:00:00Z'))).toBe('2008-02-29');
  });
  it('agrees with ageOn for every birth date and day: born on or before it means at least that age', () => {
    const day = fc.date({ min: new Date('1900-01-01'), max: new Date('2100-12-31'), noInvalidDate: true });
    fc.assert(
      fc.property(day, day, fc.integer({ min: 18, max: 120 }), (born, now, age) => {
        const birth = born.toISOString().slice(0, 10);
        const atLeast = ageOn(birth, now) >= age;
        expect(birth <= latestBirthDateForAge(age, now)).toBe(atLeast);
      }),
      { numRuns: 3000 },
    );
  });
  it('agrees with ageOn around leap days', () => {
    for (const now of ['2028-02-29', '2027-02-28', '2027-03-01', '2028-02-28', '2028-03-01']) {
      for (const birth of ['2008-02-29', '2009-02-28', '2009-03-01', '2010-02-28', '2010-03-01', '2007-02-28']) {
        for (const age of [18, 19, 20, 21]) {
          const at = new Date(`${now}T10:00:00Z`);
          expect(birth <= latestBirthDateForAge(age, at), `${birth} on ${now} age ${age}`).toBe(
            ageOn(birth, at) >= age,
          );
        }
      }
    }
  });
});
