import { tierName, type Tier } from '@sankofa/contracts';
import { i18n } from '@/lib/i18n/i18n.ts';

/** The bell's accessible name: how many things are new. */
export const bellLabel = (total: number) => i18n.t('nav.bell', { count: Math.max(0, total) });

/** The badge stays small: a three-digit count reads as 99+. */
export const bellBadge = (total: number): string | null => (total <= 0 ? null : total > 99 ? '99+' : String(total));

/** The plan chip beside the product name: the paid plan's name; none for the free membership or while unknown. */
export const planChip = (tier: Tier | undefined): string | null => (tier && tier !== 'free' ? tierName(tier) : null);
