import type { Clock } from '../../lib/clock.ts';
import type { RateLimiter } from './rate-limiter.ts';

export function createMemoryRateLimiter(clock: Clock = () => new Date()): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  let hits = 0;
  return {
    async hit(key, limit, windowSeconds) {
      const now = clock().getTime();
      // Sweep now and then so idle keys do not pile up.
      if (++hits % 1000 === 0) for (const [k, w] of windows) if (w.resetAt <= now) windows.delete(k);
      let w = windows.get(key);
      if (!w || w.resetAt <= now) {
        w = { count: 0, resetAt: now + windowSeconds * 1000 };
        windows.set(key, w);
      }
      w.count += 1;
      if (w.count <= limit) return { allowed: true, retryAfterSeconds: 0 };
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((w.resetAt - now) / 1000)) };
    },
    async peek(key, limit) {
      const now = clock().getTime();
      const w = windows.get(key);
      if (!w || w.resetAt <= now || w.count < limit) return { allowed: true, retryAfterSeconds: 0 };
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((w.resetAt - now) / 1000)) };
    },
    async close() {
      windows.clear();
    },
  };
}
