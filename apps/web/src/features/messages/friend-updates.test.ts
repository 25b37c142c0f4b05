import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n/i18n.ts';
import type { FriendsOverview } from '@sankofa/contracts';
import { ApiError } from '@/lib/api-client.ts';
import { acceptLocally, declineLocally, FriendActionRefused, friendErrorText } from './friend-updates.ts';

// The texts come from the English messages file, as a browser showing English gets them.
beforeAll(() => i18n.loadNamespaces('messages'));

const person = (userId: string) => ({
  userId,
  displayName: userId,
  photoUrl: null,
  location: 'Accra',
  verified: false,
  online: false,
});
const overview: FriendsOverview = {
  requests: [
    { ...person('a'), requestedAt: '2025-01-01T00:00:00.000Z' },
    { ...person('b'), requestedAt: '2025-01-02T00:00:00.000Z' },
  ],
  friends: [{ ...person('c'), friendSince: '2024-05-01T00:00:00.000Z' }],
};
const now = new Date('2025-02-01T10:00:00.000Z');

describe('acceptLocally', () => {
  it('moves the request to the top of the friends', () => {
    const next = acceptLocally(overview, 'a', now);
    expect(next.requests.map((r) => r.userId)).toEqual(['b']);
    expect(next.friends[0]).toEqual({ ...person('a'), friendSince: now.toISOString() });
    expect(next.friends).toHaveLength(2);
    expect('requestedAt' in next.friends[0]!).toBe(false);
  });

  it('leaves the overview alone for an unknown request', () => {
    expect(acceptLocally(overview, 'zzz', now)).toBe(overview);
  });

  it('does not list a friend twice', () => {
    const both = { ...overview, friends: [...overview.friends, { ...person('a'), friendSince: now.toISOString() }] };
    expect(acceptLocally(both, 'a', now).friends).toHaveLength(2);
  });
});

describe('declineLocally', () => {
  it('removes only that request', () => {
    const next = declineLocally(overview, 'b');
    expect(next.requests.map((r) => r.userId)).toEqual(['a']);
    expect(next.friends).toBe(overview.friends);
  });
});

describe('friendErrorText', () => {
  const fallback = 'Failed to accept friend request';
  it("uses the server's result message, else the fallback", () => {
    expect(
      friendErrorText(
        new FriendActionRefused({ success: false, message: 'Already friends', status: 'friend' }),
        fallback,
      ),
    ).toBe('Already friends');
    expect(friendErrorText(new FriendActionRefused({ success: false, message: '', status: 'none' }), fallback)).toBe(
      fallback,
    );
  });

  it("uses the server's error message", () => {
    expect(friendErrorText(new ApiError(404, 'not_found', 'There is no request from this person'), fallback)).toBe(
      'There is no request from this person',
    );
  });

  it('says try again when the server could not be reached or something else broke', () => {
    expect(friendErrorText(new ApiError(0, 'network_error', 'offline'), fallback)).toBe(
      'Something went wrong. Please try again.',
    );
    expect(friendErrorText(new TypeError('x'), fallback)).toBe('Something went wrong. Please try again.');
  });
});
