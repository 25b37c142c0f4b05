import { describe, expect, it } from 'vitest';
import { cityById, nearestCity, searchCities, searchKey } from './cities.ts';

describe('city search (offline data set)', () => {
  it('finds cities by prefix, larger places first, with a readable label', () => {
    const hits = searchCities('accra');
    expect(hits[0]).toMatchObject({ name: 'Accra', country: 'Ghana', label: 'Accra, Ghana' });
    expect(cityById(hits[0]!.id)?.label).toBe('Accra, Ghana');
  });
  it('ignores accents and case', () => {
    expect(searchKey('São Paulo')).toBe('sao paulo');
    expect(searchCities('SAO PAULO')[0]?.name).toBe('São Paulo');
  });
  it('needs two letters and caps the list', () => {
    expect(searchCities('a')).toEqual([]);
    expect(searchCities('san').length).toBe(10);
  });
  it('finds the nearest town to a point', () => {
    expect(nearestCity(6.6885, -1.6244)?.name).toBe('Kumasi');
  });
});
