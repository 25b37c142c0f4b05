import type { ReportBody } from '@sankofa/contracts';
import { socialEndpoints as api } from '@sankofa/contracts/endpoints/social';
import { call } from '@/lib/call.ts';

/**
 * Cache keys for everything social. Exported so a live event, a block in one place or an accept in
 * another can refresh every view that shows the same people.
 */
export const socialKeys = {
  all: ['social'] as const,
  friends: ['social', 'friends'] as const,
  matches: ['social', 'matches'] as const,
  users: ['social', 'users'] as const,
  blocks: ['social', 'blocks'] as const,
};

export const sendFriendRequest = (userId: string) => call(api.requestFriend, { body: { userId } });
export const acceptFriendRequest = (userId: string) => call(api.acceptFriend, { params: { userId } });
export const declineFriendRequest = (userId: string) => call(api.declineFriend, { params: { userId } });
export const unfriend = (userId: string) => call(api.unfriend, { params: { userId } });
export const getFriends = () => call(api.friends);

export const listUsers = (cursor?: string | null) => call(api.users, { query: { cursor: cursor || undefined } });

export const getMatches = () => call(api.matches);
export const unmatch = (userId: string) => call(api.unmatch, { params: { userId } });

export const blockUser = (userId: string) => call(api.block, { body: { userId } });
export const unblockUser = (userId: string) => call(api.unblock, { params: { userId } });
export const getBlocked = () => call(api.blocked);

export const reportUser = (body: ReportBody) => call(api.report, { body });
