import { describe, expect, it } from 'vitest';
import { bellBadge, bellLabel, bellTab, planChip } from './bell.ts';

const summary = (unreadMessages: number, friendRequests: number, newMatches: number) => ({
  unreadMessages,
  friendRequests,
  newMatches,
  total: unreadMessages + friendRequests + newMatches,
});

describe('bell', () => {
  it('leads to messages first, then friend requests, then matches', () => {
    expect(bellTab(summary(2, 1, 1))).toBe('messages');
    expect(bellTab(summary(0, 1, 1))).toBe('friends');
    expect(bellTab(summary(0, 0, 1))).toBe('matches');
  });

  it('leads nowhere when nothing is waiting or nothing is known yet', () => {
    expect(bellTab(summary(0, 0, 0))).toBeNull();
    expect(bellTab(undefined)).toBeNull();
  });

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
