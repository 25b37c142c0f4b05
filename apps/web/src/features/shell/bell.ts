import type { NotificationSummary } from '@sankofa/contracts';

/**
 * Where the bell leads: unread messages first, then friend requests, then new matches. Null when
 * nothing is waiting.
 */
export function bellTab(summary: NotificationSummary | undefined): 'messages' | 'friends' | 'matches' | null {
  if (!summary || summary.total <= 0) return null;
  if (summary.unreadMessages > 0) return 'messages';
  if (summary.friendRequests > 0) return 'friends';
  return 'matches';
}

export const bellLabel = (total: number) => `Notifications: ${Math.max(0, total)} new`;

/** The badge stays small: a three-digit count reads as 99+. */
export const bellBadge = (total: number): string | null => (total <= 0 ? null : total > 99 ? '99+' : String(total));
