/**
 * Every table, for drizzle (queries and drizzle-kit) and for the modules. The tables live in files by
 * area; they import what they reference from those files, never from here, so this barrel closes no
 * import cycle.
 */
export * from './core-schema.ts';
export * from './auth-schema.ts';
export * from './discover-schema.ts';
export * from './social-schema.ts';
export * from './messaging-schema.ts';
export * from './streaming-schema.ts';
export * from './payments-schema.ts';
export * from './verification-schema.ts';
export * from './boosts-schema.ts';
export * from './filters-schema.ts';
export * from './support-schema.ts';
export * from './jobs-schema.ts';
export * from './notifications-schema.ts';
export * from './calls-schema.ts';
export * from './moderation-schema.ts';
export * from './safety-schema.ts';
export * from './push-schema.ts';
