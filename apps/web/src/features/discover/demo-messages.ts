import type { SwipeKind } from '@sankofa/contracts';

/** Sample profiles can be looked at, nothing more; each blocked action says so (spec part 2 §6). */
export const DEMO_MESSAGES = {
  like: 'Likes are disabled for demo profiles.',
  interaction: 'Interactions are disabled for demo profiles.',
  message: 'Messaging is only available with real users.',
  friend: 'You can only add real users as friends.',
} as const;

export const demoSwipeMessage = (kind: SwipeKind) => (kind === 'like' ? DEMO_MESSAGES.like : DEMO_MESSAGES.interaction);
