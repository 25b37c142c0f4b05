import { PLAN_CATALOGUE } from '@sankofa/contracts/constants';
import type { English } from '@/lib/i18n/resources.ts';

type Feature = keyof English['premium']['plan']['features'];

/** The monthly plans (spec part 2, §9). Contents are listed exactly as specified (texts in premium.json). */
export interface Plan {
  id: 'silver' | 'gold' | 'platinum';
  priceCents: number;
  popular?: boolean;
  features: Feature[];
}

export const PLANS: Plan[] = [
  {
    id: 'silver',
    priceCents: PLAN_CATALOGUE.silver.priceCents,
    features: ['unlimitedLikes', 'seeWhoLiked', 'superLikesPerDay', 'boostPerMonth', 'noAds'],
  },
  {
    id: 'gold',
    priceCents: PLAN_CATALOGUE.gold.priceCents,
    popular: true,
    features: [
      'everythingSilver',
      'unlimitedSuperLikes',
      'boostsPerMonth',
      'priorityLikes',
      'readReceipts',
      'culturalFilter',
    ],
  },
  {
    id: 'platinum',
    priceCents: PLAN_CATALOGUE.platinum.priceCents,
    features: [
      'everythingGold',
      'unlimitedBoosts',
      'messageBeforeMatch',
      'prioritySupport',
      'exclusiveEvents',
      'advancedFilters',
    ],
  },
];
