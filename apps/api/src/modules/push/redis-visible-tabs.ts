import { Redis } from 'ioredis';
import { VISIBLE_TTL_MS, type VisibleTabs } from './visible-tabs.ts';

/*
 * Key: tabs:{userId}, a sorted set of tab (socket) id → epoch ms at which it stops counting as
 * visible. The key itself expires after the longest lapse, so a user's tabs never outlive them.
 */
export function createRedisVisibleTabs(url: string, opts: { prefix?: string } = {}): VisibleTabs {
  const prefix = opts.prefix ?? 'tabs:';
  const redis = new Redis(url, { maxRetriesPerRequest: 3, enableAutoPipelining: true });
  // ioredis reconnects by itself; without a listener each failed attempt is printed as unhandled.
  redis.on('error', () => {});
  const key = (userId: string) => `${prefix}{${userId}}`;
  return {
    async set(userId, tabId, visible, now) {
      const k = key(userId);
      if (!visible) {
        await redis.zrem(k, tabId);
        return;
      }
      await redis
        .multi()
        .zadd(k, now.getTime() + VISIBLE_TTL_MS, tabId)
        .zremrangebyscore(k, '-inf', now.getTime())
        .pexpire(k, VISIBLE_TTL_MS)
        .exec();
    },
    async anyVisible(userId, now) {
      return (await redis.zcount(key(userId), `(${now.getTime()}`, '+inf')) > 0;
    },
    async close() {
      redis.disconnect();
    },
  };
}
