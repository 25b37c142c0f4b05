export * from './errors.ts';
export * from './auth.ts';
export * from './newsletter.ts';
export * as realtime from './realtime.ts';
export * from './profile.ts';
export * from './discover.ts';
export * from './social.ts';
export * from './messaging.ts';
export * from './streaming.ts';
