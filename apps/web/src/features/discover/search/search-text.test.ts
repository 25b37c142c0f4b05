import { describe, expect, it } from 'vitest';
import { searchText } from './search-text.ts';

describe('searchText', () => {
  it('needs at least two characters after trimming', () => {
    expect(searchText('')).toBeNull();
    expect(searchText(' a ')).toBeNull();
    expect(searchText(' ac ')).toBe('ac');
  });
  it('collapses inner spaces and caps the length', () => {
    expect(searchText('New   York')).toBe('New York');
    expect(searchText('x'.repeat(100))).toHaveLength(80);
  });
});
