import { describe, expect, it } from 'vitest';
import { streamTabOf } from './stream-tabs.ts';

describe('streaming tabs', () => {
  it('reads the tab from the address, defaulting to Discover Streams', () => {
    expect(streamTabOf('go-live')).toBe('go-live');
    expect(streamTabOf('discover')).toBe('discover');
    expect(streamTabOf(null)).toBe('discover');
    expect(streamTabOf('admin')).toBe('discover');
  });
});
