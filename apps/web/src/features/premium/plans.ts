/** The monthly plans (spec part 2, §9). Contents are listed exactly as specified. */
export interface Plan {
  id: 'silver' | 'gold' | 'platinum';
  name: 'Silver' | 'Gold' | 'Platinum';
  price: string;
  popular?: boolean;
  features: string[];
}

export const PLANS: Plan[] = [
  {
    id: 'silver',
    name: 'Silver',
    price: '$9.99',
    features: ['Unlimited likes', 'See who liked you', '5 Super Likes per day', '1 Boost per month', 'No ads'],
  },
  {
    id: 'gold',
    name: 'Gold',
    price: '$19.99',
    popular: true,
    features: [
      'Everything in Silver',
      'Unlimited Super Likes',
      '5 Boosts per month',
      'Priority likes',
      'Read receipts',
      'Cultural match filter',
    ],
  },
  {
    id: 'platinum',
    name: 'Platinum',
    price: '$34.99',
    features: [
      'Everything in Gold',
      'Unlimited Boosts',
      'Message before matching',
      'Priority customer support',
      'Exclusive events access',
      'Advanced filters',
    ],
  },
];
