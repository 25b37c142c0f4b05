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
});
