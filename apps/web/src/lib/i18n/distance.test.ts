import { describe, expect, it } from 'vitest';
import { DISTANCE_DEFAULT, DISTANCE_MAX, DISTANCE_MIN } from '@sankofa/contracts/constants';
import { bucketDistance, defaultDistanceUnit, distanceSlider, formatDistance } from './distance.ts';

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

  describe('the maximum-distance slider', () => {
    const km = distanceSlider('km');
    const stops = Array.from({ length: (km.max - km.min) / km.step + 1 }, (_, i) => km.min + i * km.step);
    const everyMile = Array.from({ length: DISTANCE_MAX - DISTANCE_MIN + 1 }, (_, i) => DISTANCE_MIN + i);

    it('in miles, is the kept miles as they are', () => {
      const mi = distanceSlider('mi');
      expect([mi.min, mi.max, mi.step]).toEqual([1, 100, 1]);
      for (const m of everyMile) {
        expect(mi.valueFor(m)).toBe(m);
        expect(mi.milesFor(m)).toBe(m);
      }
    });

    it('in kilometres, goes from 2 km (the least, 1 mile) to 160 km (the most, 100 miles)', () => {
      expect([km.min, km.max, km.step]).toEqual([2, 160, 2]);
      expect(km.milesFor(2)).toBe(DISTANCE_MIN);
      expect(km.milesFor(160)).toBe(DISTANCE_MAX);
      expect(km.valueFor(DISTANCE_MAX)).toBe(160);
      expect(km.valueFor(DISTANCE_DEFAULT)).toBe(40);
      expect(km.milesFor(50)).toBe(31);
    });

    it('reads every kilometre stop back as itself, each kept as its own whole miles', () => {
      const kept = stops.map((k) => km.milesFor(k));
      expect(new Set(kept).size).toBe(stops.length);
      for (const [i, k] of stops.entries()) {
        expect(Number.isInteger(kept[i])).toBe(true);
        expect(kept[i]).toBeGreaterThanOrEqual(DISTANCE_MIN);
        expect(kept[i]).toBeLessThanOrEqual(DISTANCE_MAX);
        expect(km.valueFor(kept[i]!)).toBe(k);
      }
    });

    it('shows any kept miles on a stop that keeps it steady, never as the top unless it is', () => {
      for (const m of everyMile) {
        const shown = km.valueFor(m);
        expect(stops).toContain(shown);
        expect(Math.abs(km.milesFor(shown) - m)).toBeLessThanOrEqual(1);
        expect(km.valueFor(km.milesFor(shown))).toBe(shown);
        if (m < DISTANCE_MAX) expect(shown).toBeLessThan(160);
      }
    });
  });
});
