export const SUPPORT_MESSAGE_MIN = 10;
export const SUPPORT_MESSAGE_MAX = 2000;
export const SUPPORT_TOPICS = ['account', 'payments', 'safety', 'other'] as const;
export const SUPPORT_TOPIC_LABELS: Record<(typeof SUPPORT_TOPICS)[number], string> = {
  account: 'My account',
  payments: 'Payments and plans',
  safety: 'Safety or a member',
  other: 'Something else',
};
