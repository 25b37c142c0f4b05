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
      void b
        .subscribe(channel, (m) => {
          got.push(m);
          resolve();
        })
        .then(async (unsubscribe) => {
          await a.publish(channel, { type: 'hello', n: 1 });
          await arrived;
          await unsubscribe();
        });
    });
    await arrived;
    expect(got).toEqual([{ type: 'hello', n: 1 }]);
    await Promise.all([a.close(), b.close()]);
  });

  it('bus hands a message to its own instance once, in order, and to other instances too', async () => {
    const a = createRedisBus(url!);
    const b = createRedisBus(url!);
    const channel = `test:${randomUUID()}`;
    const onA: unknown[] = [];
    const onB: unknown[] = [];
    await a.subscribe(channel, (m) => onA.push(m));
    await b.subscribe(channel, (m) => onB.push(m));
    const sent = Array.from({ length: 20 }, (_, n) => ({ type: 'hello', n }));
    for (const m of sent) await a.publish(channel, m);
    // Long enough for Redis to echo a's own copies back to a, which must be dropped.
    await new Promise((r) => setTimeout(r, 300));
    expect(onA).toEqual(sent);
    expect(onB).toEqual(sent);
    // Handlers get their own copy, not the publisher's object.
    expect(onA[0]).not.toBe(sent[0]);
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
    // Peeking counts nothing and sees the other instance's hits.
    const fresh = `test:${randomUUID()}`;
    expect((await two.peek(fresh, 1)).allowed).toBe(true);
    await one.hit(fresh, 1, 60);
    const seen = await two.peek(fresh, 1);
    expect(seen.allowed).toBe(false);
    expect(seen.retryAfterSeconds).toBeGreaterThan(0);
    expect((await two.peek(fresh, 2)).allowed).toBe(true);
    await Promise.all([one.close(), two.close()]);
  });
});
