import { describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { createRedisBus } from './bus/redis-bus.ts';
import { createRedisRateLimiter } from './ratelimit/redis-rate-limiter.ts';

const url = process.env.REDIS_URL;

describe.skipIf(!url)('Redis adapters', () => {
  it('bus delivers across two instances and stops after unsubscribe', async () => {
    const a = createRedisBus(url!);
    const b = createRedisBus(url!);
    const channel = `test:${randomUUID()}`;
    const got: unknown[] = [];
    const arrived = new Promise<void>((resolve) => {
      void b.subscribe(channel, (m) => {
        got.push(m);
        resolve();
      }).then(async (unsubscribe) => {
        await a.publish(channel, { type: 'hello', n: 1 });
        await arrived;
        await unsubscribe();
      });
    });
    await arrived;
    expect(got).toEqual([{ type: 'hello', n: 1 }]);
    await Promise.all([a.close(), b.close()]);
  });

  it('rate limiter shares one counter between instances', async () => {
    const one = createRedisRateLimiter(url!);
    const two = createRedisRateLimiter(url!);
    const key = `test:${randomUUID()}`;
    expect((await one.hit(key, 2, 60)).allowed).toBe(true);
    expect((await two.hit(key, 2, 60)).allowed).toBe(true);
    const third = await one.hit(key, 2, 60);
    expect(third.allowed).toBe(false);
    expect(third.retryAfterSeconds).toBeGreaterThan(0);
    expect(third.retryAfterSeconds).toBeLessThanOrEqual(60);
    await Promise.all([one.close(), two.close()]);
  });
});
