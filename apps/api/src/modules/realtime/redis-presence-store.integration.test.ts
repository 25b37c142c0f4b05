import { afterAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { createRedisPresenceStore } from './redis-presence-store.ts';
import { presenceStoreContract } from './presence-store.contract.ts';

const url = process.env.REDIS_URL;

describe.skipIf(!url)('redis presence store', () => {
  // Each run uses its own key prefix, so parallel runs and other data in the Redis never collide.
  const prefix = `test-presence-${randomUUID()}:`;
  presenceStoreContract((ttlMs) => createRedisPresenceStore(url!, { ttlMs, prefix }));

  const stores = [
    createRedisPresenceStore(url!, { ttlMs: 10_000, prefix }),
    createRedisPresenceStore(url!, { ttlMs: 10_000, prefix }),
  ];
  afterAll(async () => {
    await Promise.all(stores.map((s) => s.close()));
    const redis = new Redis(url!);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
  });

  it('two instances racing agree: exactly one starts the spell and exactly one ends it', async () => {
    const u = randomUUID();
    const now = new Date();
    const started = await Promise.all(Array.from({ length: 20 }, (_, i) => stores[i % 2]!.connect(u, `c${i}`, now)));
    expect(started.filter(Boolean)).toHaveLength(1);
    const ended = await Promise.all(
      Array.from({ length: 20 }, (_, i) => stores[(i + 1) % 2]!.disconnect(u, `c${i}`, now)),
    );
    expect(ended.filter(Boolean)).toHaveLength(1);
  });

  it("concurrent sweeps from two instances report a crashed instance's user once", async () => {
    const u = randomUUID();
    const t0 = new Date();
    await stores[0]!.connect(u, 'crashed', t0);
    const later = new Date(t0.getTime() + 10_001);
    const [a, b] = await Promise.all([stores[0]!.sweep(later), stores[1]!.sweep(later)]);
    expect([...a, ...b].filter((x) => x === u)).toEqual([u]);
  });
});
