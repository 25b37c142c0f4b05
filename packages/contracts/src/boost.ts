import { z } from 'zod';
export * from './constants/boost.ts';

export const BoostWindow = z.object({
  startedAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
});
export type BoostWindow = z.infer<typeof BoostWindow>;

/** GET and POST /api/discover/boost: the member's running boost and this month's allowance. */
export const BoostState = z.object({
  /** The boost running now, or null. */
  active: BoostWindow.nullable(),
  /** Boosts started this UTC calendar month. */
  usedThisMonth: z.number().int().min(0),
  /** Boosts a month the member's plan includes; null means unlimited. */
  allowance: z.number().int().min(0).nullable(),
  /** When the monthly count starts again: 00:00 UTC on the 1st of next month. */
  resetsAt: z.iso.datetime(),
  /** The server's clock when it answered, so a countdown does not depend on the device's clock. */
  now: z.iso.datetime(),
});
export type BoostState = z.infer<typeof BoostState>;
