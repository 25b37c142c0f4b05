import { tierName, type Tier } from '@sankofa/contracts';

/** The bell's accessible name: the count, then the member's paid plan (the free membership says nothing). */
export const bellLabel = (total: number, plan: string | null = null) =>
  `Notifications: ${Math.max(0, total)} new${plan ? `, ${plan} plan` : ''}`;

/** The badge stays small: a three-digit count reads as 99+. */
export const bellBadge = (total: number): string | null => (total <= 0 ? null : total > 99 ? '99+' : String(total));

/** The plan chip beside the bell: the paid plan's name; none for the free membership or while unknown. */
export const planChip = (tier: Tier | undefined): string | null => (tier && tier !== 'free' ? tierName(tier) : null);
