import { BlockedList, FriendActionResult, FriendsOverview, MatchList, type ReportBody, UserListPage } from '@sankofa/contracts';
import { sessionManager } from '@/lib/session-manager.ts';

const s = sessionManager;
const id = (userId: string) => encodeURIComponent(userId);

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

export const sendFriendRequest = (userId: string) =>
  s.request(FriendActionResult, '/api/friends/requests', { method: 'POST', body: { userId } });
export const acceptFriendRequest = (userId: string) =>
  s.request(FriendActionResult, `/api/friends/requests/${id(userId)}/accept`, { method: 'POST' });
export const declineFriendRequest = (userId: string) =>
  s.request(FriendActionResult, `/api/friends/requests/${id(userId)}/decline`, { method: 'POST' });
export const unfriend = (userId: string) => s.authed<void>(`/api/friends/${id(userId)}`, { method: 'DELETE' });
export const getFriends = () => s.request(FriendsOverview, '/api/friends');

export const listUsers = (cursor?: string | null) =>
  s.request(UserListPage, cursor ? `/api/users?cursor=${encodeURIComponent(cursor)}` : '/api/users');

export const getMatches = () => s.request(MatchList, '/api/matches');
export const unmatch = (userId: string) => s.authed<void>(`/api/matches/${id(userId)}`, { method: 'DELETE' });

export const blockUser = (userId: string) => s.authed<void>('/api/blocks', { method: 'POST', body: { userId } });
export const unblockUser = (userId: string) => s.authed<void>(`/api/blocks/${id(userId)}`, { method: 'DELETE' });
export const getBlocked = () => s.request(BlockedList, '/api/blocks');

export const reportUser = (body: ReportBody) => s.authed<unknown>('/api/reports', { method: 'POST', body });
