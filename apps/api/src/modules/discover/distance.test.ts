import { describe, expect, it } from 'vitest';
import { bucketOfMiles, distanceBucket, haversineMiles } from './distance.ts';

describe('distance', () => {
  it('measures great-circle miles', () => {
    const accra = { lat: 5.6, lng: -0.19 };
    const kumasi = { lat: 6.69, lng: -1.62 };
    expect(haversineMiles(accra, kumasi)).toBeGreaterThan(110);
    expect(haversineMiles(accra, kumasi)).toBeLessThan(130);
    expect(haversineMiles(accra, accra)).toBe(0);
  });

  it('maps miles to the contract buckets, upper bounds exclusive', () => {
    expect([0, 1.99, 2, 9.9, 10, 24, 25, 49, 50, 99, 100, 5000].map(bucketOfMiles)).toEqual([
      'nearby',
      'nearby',
      'within_10',
      'within_10',
      'within_25',
      'within_25',
      'within_50',
      'within_50',
      'within_100',
      'within_100',
      'far',
      'far',
    ]);
  });

  it('is unknown when either person has no position', () => {
    expect(distanceBucket(null, { lat: 1, lng: 1 })).toBeNull();
    expect(distanceBucket({ lat: 1, lng: 1 }, null)).toBeNull();
    expect(distanceBucket({ lat: 1, lng: 1 }, { lat: 1.01, lng: 1 })).toBe('nearby');
  });
});
