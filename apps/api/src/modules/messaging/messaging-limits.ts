import type { AppDeps } from '../../deps.ts';
import { tooManyRequests } from '../../lib/errors.ts';

/** Keyed by the session's user. */
export async function limitMessages(deps: Pick<AppDeps, 'env' | 'limiter'>, userId: string): Promise<void> {
  const decision = await deps.limiter.hit(`messages:send:${userId}`, deps.env.RATE_MESSAGES_PER_MINUTE, 60);
  if (!decision.allowed) {
    throw tooManyRequests(
      decision.retryAfterSeconds,
      "You're sending messages very fast. Please wait a moment and try again.",
    );
  }
}
