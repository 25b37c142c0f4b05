import type { AppDeps } from '../../deps.ts';
import { tooManyRequests } from '../../lib/errors.ts';

/** Checks every key; the first one over its limit answers 429 with Retry-After. */
export async function enforce(
  deps: Pick<AppDeps, 'env' | 'limiter'>,
  checks: Array<[key: string, limit: number]>,
  message: string,
): Promise<void> {
  const window = deps.env.RATE_WINDOW_SECONDS;
  for (const [key, limit] of checks) {
    const decision = await deps.limiter.hit(key, limit, window);
    if (!decision.allowed) throw tooManyRequests(decision.retryAfterSeconds, message);
  }
}
