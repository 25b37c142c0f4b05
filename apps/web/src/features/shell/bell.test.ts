import { describe, expect, it } from 'vitest';
import { bellBadge, bellLabel, bellTab } from './bell.ts';

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
});
