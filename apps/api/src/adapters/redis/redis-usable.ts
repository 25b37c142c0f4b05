import type { Redis } from 'ioredis';

/**
 * Whether commands on this connection can be expected to reach Redis now. Before its first
 * connection has been made, commands wait in ioredis' queue as usual (an instance is starting);
 * once it has been lost, work that can go on without Redis does so (decision 0044) instead of
 * waiting out ioredis' retries.
 */
export function redisUsable(redis: Redis): () => boolean {
  let everReady = redis.status === 'ready';
  redis.on('ready', () => {
    everReady = true;
  });
  return () => redis.status === 'ready' || !everReady;
}
