import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { resolveLocation, snapToGrid } from './location.ts';

const km = (aLat: number, aLng: number, bLat: number, bLng: number) => {
  const R = 6371;
  const dLat = ((bLat - aLat) * Math.PI) / 180;
  const dLng = ((bLng - aLng) * Math.PI) / 180;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos((aLat * Math.PI) / 180) * Math.cos((bLat * Math.PI) / 180) * Math.sin(dLng / 2) ** 2;
  return 2 * R * Math.asin(Math.sqrt(h));
};

describe('snapToGrid', () => {
  it('moves every point by at most about a kilometre, never more', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -80, max: 80, noNaN: true }),
        fc.double({ min: -179.9, max: 179.9, noNaN: true }),
        (lat, lng) => {
          const s = snapToGrid(lat, lng);
          expect(km(lat, lng, s.lat, s.lng)).toBeLessThan(1.2);
        },
      ),
    );
  });
  it('gives every point in a cell the same stored position, so a nudge reveals nothing', () => {
    const a = snapToGrid(5.6037, -0.182);
    const b = snapToGrid(5.6012, -0.179);
    expect(a).toEqual(b);
    expect(a).not.toEqual({ lat: 5.6037, lng: -0.182 });
  });
});

describe('resolveLocation', () => {
  it('names the nearest town for a browser position and stores only the snapped point', () => {
    const r = resolveLocation({ lat: 5.6037, lng: -0.187 });
    expect(r.label).toMatch(/Ghana$/);
    expect(r).toMatchObject(snapToGrid(5.6037, -0.187));
  });
  it('refuses a city id that does not exist', () => {
    expect(() => resolveLocation({ cityId: 999_999_999 })).toThrowError(/could not find that city/);
  });
});
