import { describe, expect, it } from 'vitest';
import { createMemoryRateLimiter } from './memory-rate-limiter.ts';

describe('memory rate limiter', () => {
  it('allows up to the limit in a window, then says how long to wait', async () => {
    let now = 1_000_000;
    const limiter = createMemoryRateLimiter(() => new Date(now));
    for (let i = 0; i < 3; i++) expect((await limiter.hit('k', 3, 60)).allowed).toBe(true);
    expect(await limiter.hit('k', 3, 60)).toEqual({ allowed: false, retryAfterSeconds: 60 });
    now += 45_000;
    expect(await limiter.hit('k', 3, 60)).toEqual({ allowed: false, retryAfterSeconds: 15 });
    expect((await limiter.hit('other', 3, 60)).allowed).toBe(true);
    now += 15_000;
    expect((await limiter.hit('k', 3, 60)).allowed).toBe(true);
  });

  it('peeks at a window without counting', async () => {
    let now = 1_000_000;
    const limiter = createMemoryRateLimiter(() => new Date(now));
    expect(await limiter.peek('k', 2)).toEqual({ allowed: true, retryAfterSeconds: 0 });
    await limiter.hit('k', 2, 60);
    expect((await limiter.peek('k', 2)).allowed).toBe(true);
    await limiter.hit('k', 2, 60);
    expect(await limiter.peek('k', 2)).toEqual({ allowed: false, retryAfterSeconds: 60 });
    expect(await limiter.peek('k', 2)).toEqual({ allowed: false, retryAfterSeconds: 60 });
    now += 60_000;
    expect((await limiter.peek('k', 2)).allowed).toBe(true);
  });
});
