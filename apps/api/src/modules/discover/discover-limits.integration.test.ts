import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { expectError } from '../../test/expect-error.ts';
import { bearer, getDeck, isolatedSpot, swipeOn, person, viewer } from './discover-test-kit.ts';

/** Every Discover route shares one of two per-member limits; each one answers 429 once its limit is spent. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_SWIPES_PER_MINUTE: '1', RATE_DISCOVER_READS_PER_MINUTE: '1' } });
});
afterAll(async () => {
  await t?.close();
});

describe('Discover limits', () => {
  it('refuses every browsing route once the reads of the minute are spent', async () => {
    const me = await viewer(t, 'Browser', isolatedSpot());
    expect((await getDeck(t, me)).statusCode).toBe(200);
    const reads = [
      { method: 'GET', url: '/api/discover/deck' },
      { method: 'GET', url: '/api/discover/filters' },
      { method: 'PUT', url: '/api/discover/filters', payload: {} },
      { method: 'GET', url: '/api/discover/boost' },
      { method: 'GET', url: '/api/discover/likes-you' },
      { method: 'GET', url: '/api/profiles/demo-akosua' },
      { method: 'GET', url: '/api/search?q=Ama' },
    ] as const;
    for (const r of reads) {
      const res = await t.app.inject({ ...r, headers: bearer(me) });
      expectError(res, 429, 'rate_limited');
      expect(Number(res.headers['retry-after']), `${r.method} ${r.url}`).toBeGreaterThan(0);
    }
  });

  it('counts starting a boost with the swipes', async () => {
    const me = await viewer(t, 'Swiper', isolatedSpot());
    expect((await swipeOn(t, me, await person(t, 'Target'))).statusCode).toBe(200);
    expectError(
      await t.app.inject({ method: 'POST', url: '/api/discover/boost', headers: bearer(me) }),
      429,
      'rate_limited',
    );
  });
});
