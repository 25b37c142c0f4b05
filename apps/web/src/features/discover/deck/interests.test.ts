import { describe, expect, it } from 'vitest';
import { visibleInterests } from './interests.ts';

describe('visibleInterests', () => {
  it('shows all when four or fewer', () => {
    expect(visibleInterests(['a', 'b'])).toEqual({ shown: ['a', 'b'], more: 0 });
    expect(visibleInterests(['a', 'b', 'c', 'd'])).toEqual({ shown: ['a', 'b', 'c', 'd'], more: 0 });
  });
  it('keeps the first four and counts the rest', () => {
    expect(visibleInterests(['a', 'b', 'c', 'd', 'e', 'f'])).toEqual({ shown: ['a', 'b', 'c', 'd'], more: 2 });
  });
  it('handles none', () => {
    expect(visibleInterests([])).toEqual({ shown: [], more: 0 });
  });
});
