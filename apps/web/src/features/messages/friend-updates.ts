import type { FriendActionResult, FriendsOverview } from '@sankofa/contracts';
import { ApiError } from '@/lib/api-client.ts';
import { i18n } from '@/lib/i18n/i18n.ts';

/** An accepted request, shown as a friend before the server has answered. */
export function acceptLocally(overview: FriendsOverview, userId: string, now: Date): FriendsOverview {
  const request = overview.requests.find((r) => r.userId === userId);
  if (!request) return overview;
  const { requestedAt: _requestedAt, ...person } = request;
  return {
    requests: overview.requests.filter((r) => r.userId !== userId),
    friends: overview.friends.some((f) => f.userId === userId)
      ? overview.friends
      : [{ ...person, friendSince: now.toISOString() }, ...overview.friends],
  };
}

export function declineLocally(overview: FriendsOverview, userId: string): FriendsOverview {
  return { ...overview, requests: overview.requests.filter((r) => r.userId !== userId) };
}

/** The server said no in its own words (a result with success false). */
export class FriendActionRefused extends Error {
  constructor(readonly result: FriendActionResult) {
    super(result.message);
  }
}

/** Said when the server could not be reached at all, in the language shown. */
export const genericFailure = () => i18n.t('messages:shared.genericFailure');

/**
 * The 'Error' toast's text: the server's own message when it answered, the action's fallback when it
 * answered without one, and a plain try-again when it could not be reached at all.
 */
export function friendErrorText(err: unknown, fallback: string): string {
  if (err instanceof FriendActionRefused) return err.result.message || fallback;
  if (err instanceof ApiError && err.status > 0) return err.message || fallback;
  return genericFailure();
}
