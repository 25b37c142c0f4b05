import { describe, expect, it } from 'vitest';
import { bellBadge, bellLabel, planChip } from './bell.ts';

describe('bell', () => {
  it('names the count and hides the badge at zero', () => {
    expect(bellLabel(3)).toBe('Notifications: 3 new');
    expect(bellBadge(0)).toBeNull();
    expect(bellBadge(7)).toBe('7');
    expect(bellBadge(140)).toBe('99+');
  });

  it('names a paid plan in a chip and in the label, and says nothing for the free membership', () => {
    expect(planChip('gold')).toBe('Gold');
    expect(planChip('platinum')).toBe('Platinum');
    expect(planChip('free')).toBeNull();
    expect(planChip(undefined)).toBeNull();
    expect(bellLabel(2, 'Gold')).toBe('Notifications: 2 new, Gold plan');
    expect(bellLabel(0, null)).toBe('Notifications: 0 new');
  });
});
