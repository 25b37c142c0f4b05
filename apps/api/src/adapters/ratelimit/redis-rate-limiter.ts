import { Redis } from 'ioredis';
import type { RateLimiter } from './rate-limiter.ts';

// INCR and set the expiry on first hit in one round trip, so every instance shares one counter.
const SCRIPT = `
local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {n, redis.call('PTTL', KEYS[1])}
`;

export function createRedisRateLimiter(url: string, prefix = 'rl:'): RateLimiter {
  const redis = new Redis(url, { maxRetriesPerRequest: 3 });
  return {
    async hit(key, limit, windowSeconds) {
      const [count, ttl] = (await redis.eval(SCRIPT, 1, prefix + key, windowSeconds * 1000)) as [number, number];
      if (count <= limit) return { allowed: true, retryAfterSeconds: 0 };
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(ttl / 1000)) };
    },
    async close() {
      await redis.quit();
    },
  };
}
