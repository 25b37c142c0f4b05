import { describe, expect, it } from 'vitest';
import { dragOutcome } from './swipe-motion.ts';

describe('dragOutcome', () => {
  it('swipes past the threshold', () => {
    expect(dragOutcome(140, 10)).toBe('like');
    expect(dragOutcome(-120, 30)).toBe('pass');
    expect(dragOutcome(10, -150)).toBe('super_like');
  });
  it('springs back from short or downward drags', () => {
    expect(dragOutcome(60, 0)).toBeNull();
    expect(dragOutcome(0, 160)).toBeNull();
    expect(dragOutcome(-99, -20)).toBeNull();
  });
});
