import { describe, expect, it } from 'vitest';
import { bucketDistance, defaultDistanceUnit, formatDistance } from './distance.ts';

describe('distances', () => {
  it('default to miles only where people read miles', () => {
    expect(defaultDistanceUnit(['en-US', 'en'])).toBe('mi');
    expect(defaultDistanceUnit(['en-GB'])).toBe('mi');
    expect(defaultDistanceUnit(['en-NG', 'en'])).toBe('km');
    expect(defaultDistanceUnit(['fr-FR'])).toBe('km');
    expect(defaultDistanceUnit(['en'])).toBe('km');
    expect(defaultDistanceUnit([])).toBe('km');
  });

  it('keep the server’s mile buckets in miles, and round kilometres so the sentence stays true', () => {
    expect(bucketDistance('within_10', 'mi')).toEqual({ kind: 'lessThan', value: 10 });
    expect(bucketDistance('nearby', 'km')).toEqual({ kind: 'lessThan', value: 4 });
    expect(bucketDistance('within_10', 'km')).toEqual({ kind: 'lessThan', value: 17 });
    expect(bucketDistance('far', 'mi')).toEqual({ kind: 'moreThan', value: 100 });
    expect(bucketDistance('far', 'km')).toEqual({ kind: 'moreThan', value: 160 });
  });

  it('say the number and unit in the language shown', () => {
    expect(formatDistance(10, 'mi', 'en')).toBe('10 miles');
    expect(formatDistance(2, 'mi', 'en')).toBe('2 miles');
    expect(formatDistance(17, 'km', 'fr')).toMatch(/^17\skilomètres$/);
    expect(formatDistance(17, 'km', 'pt')).toMatch(/^17\squilômetros$/);
  });
});
