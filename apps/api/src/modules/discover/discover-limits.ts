import type { AppDeps } from '../../deps.ts';
import { tooManyRequests } from '../../lib/errors.ts';

const MINUTE = 60;

async function perMinute(deps: Pick<AppDeps, 'limiter'>, key: string, limit: number, message: string) {
  const decision = await deps.limiter.hit(key, limit, MINUTE);
  if (!decision.allowed) throw tooManyRequests(decision.retryAfterSeconds, message);
}

/** Keyed by the session's user, never by anything in the request. */
export const limitSwipes = (deps: Pick<AppDeps, 'env' | 'limiter'>, userId: string) =>
  perMinute(
    deps,
    `discover:swipe:${userId}`,
    deps.env.RATE_SWIPES_PER_MINUTE,
    "You're swiping very fast. Please take a short break and try again in a minute.",
  );

export const limitDiscoverReads = (deps: Pick<AppDeps, 'env' | 'limiter'>, userId: string) =>
  perMinute(
    deps,
    `discover:read:${userId}`,
    deps.env.RATE_DISCOVER_READS_PER_MINUTE,
    "You're browsing profiles very fast. Please wait a minute and try again.",
  );
