import { describe, expect, it } from 'vitest';
import { distanceLabel, heightLabel, nameWithAge } from './profile-labels.ts';

describe('profile labels', () => {
  it('names the distance bucket, never a number of miles', () => {
    expect(distanceLabel({ distance: 'within_10' })).toBe('Less than 10 miles away');
    expect(distanceLabel({ distance: null })).toBeNull();
  });
  it('adds the age when known', () => {
    expect(nameWithAge({ displayName: 'Ama', age: 29 })).toBe('Ama, 29');
    expect(nameWithAge({ displayName: 'Ama', age: null })).toBe('Ama');
  });
  it('shows height in both units', () => {
    expect(heightLabel(168)).toBe('5′6″ (168 cm)');
    expect(heightLabel(183)).toBe('6′0″ (183 cm)');
    // French puts a no-break space before the unit; Arabic writes the unit (and may write the digits) its own way.
    expect(heightLabel(168, 'fr').replace(/\s/g, ' ')).toBe('5′6″ (168 cm)');
    expect(heightLabel(168, 'ar')).toMatch(/\(.+ سم\)$/);
    expect(heightLabel(168, 'ar')).not.toContain('cm');
  });
});
