/**
 * Limits, choices and messages without zod, for code that must not load the schemas (the landing
 * page's first route) and so nothing is copied; every schema module re-exports its own.
 */
export * from './constants/auth.ts';
export * from './constants/boost.ts';
export * from './constants/calls.ts';
export * from './constants/discover-filters.ts';
export * from './constants/discover.ts';
export * from './constants/messaging.ts';
export * from './constants/newsletter.ts';
export * from './constants/notifications.ts';
export * from './constants/payments.ts';
export * from './constants/profile.ts';
export * from './constants/push.ts';
export * from './constants/realtime.ts';
export * from './constants/social.ts';
export * from './constants/streaming.ts';
export * from './constants/support.ts';
export * from './constants/text-rules.ts';
export * from './constants/verification.ts';
export * from './constants/errors.ts';
export * from './constants/moderation.ts';
