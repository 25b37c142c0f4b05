import { tierName, type NotificationSummary, type Tier } from '@sankofa/contracts';

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

/** The bell's accessible name: the count, then the member's paid plan (the free membership says nothing). */
export const bellLabel = (total: number, plan: string | null = null) =>
  `Notifications: ${Math.max(0, total)} new${plan ? `, ${plan} plan` : ''}`;

/** The badge stays small: a three-digit count reads as 99+. */
export const bellBadge = (total: number): string | null => (total <= 0 ? null : total > 99 ? '99+' : String(total));

/** The plan chip beside the bell: the paid plan's name; none for the free membership or while unknown. */
export const planChip = (tier: Tier | undefined): string | null => (tier && tier !== 'free' ? tierName(tier) : null);
