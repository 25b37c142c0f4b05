import { describe, expect, it } from 'vitest';
import { bellBadge, bellLabel, planChip } from './bell.ts';

describe('bell', () => {
  it('names the count and hides the badge at zero', () => {
    expect(bellLabel(3)).toBe('Notifications: 3 new');
    expect(bellLabel(-1)).toBe('Notifications: 0 new');
    expect(bellBadge(0)).toBeNull();
    expect(bellBadge(7)).toBe('7');
    expect(bellBadge(140)).toBe('99+');
  });

  it('names a paid plan in the header chip, and nothing for the free membership', () => {
    expect(planChip('gold')).toBe('Gold');
    expect(planChip('platinum')).toBe('Platinum');
    expect(planChip('free')).toBeNull();
    expect(planChip(undefined)).toBeNull();
  });
});
