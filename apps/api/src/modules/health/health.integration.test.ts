import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRedisBus } from '../../adapters/bus/redis-bus.ts';
import { expectError } from '../../test/expect-error.ts';
import { buildReadyApp, createTestApp, type TestApp } from '../../test/harness.ts';
import { freePort } from '../../test/instances.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const get = (app: TestApp['app'], url: string) => app.inject({ method: 'GET', url });

describe('GET /api/health/live and /api/health/ready (issue #24)', () => {
  it('are 200 while the instance can serve, and never cached', async () => {
    const live = await get(t.app, '/api/health/live');
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ ok: true });
    const ready = await get(t.app, '/api/health/ready');
    expect(ready.statusCode, ready.body).toBe(200);
    expect(ready.json()).toEqual({
      ok: true,
      database: process.env.DATABASE_URL ? 'postgres' : 'pglite',
      bus: 'in-process',
    });
    expect(ready.headers['cache-control']).toBe('no-store');
    expect(ready.headers['retry-after']).toBeUndefined();
  });

  it('ready is 503 once the instance is shutting down, while live stays 200', async () => {
    let draining = false;
    const app = await buildReadyApp(t.deps, { draining: () => draining });
    try {
      expect((await get(app, '/api/health/ready')).statusCode).toBe(200);
      draining = true;
      const res = await get(app, '/api/health/ready');
      expectError(res, 503, 'service_unavailable');
      expect(res.json().error.message).toBe('This instance is shutting down.');
      expect(res.headers['retry-after']).toBe('5');
      expect((await get(app, '/api/health/live')).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('ready is 503 naming Redis when Redis cannot be reached', async () => {
    const nobody = `redis://127.0.0.1:${await freePort()}`;
    const bus = createRedisBus(nobody);
    const app = await buildReadyApp({ ...t.deps, bus });
    try {
      const res = await get(app, '/api/health/ready');
      expectError(res, 503, 'service_unavailable');
      expect(res.json().error.message).toBe('Redis cannot be reached.');
      expect((await get(app, '/api/health/live')).statusCode).toBe(200);
    } finally {
      await app.close();
      await bus.close();
    }
  });

  it('ready is 503 naming the database when it cannot be reached', async () => {
    const down = await createTestApp();
    await down.deps.database.close();
    const res = await get(down.app, '/api/health/ready');
    expectError(res, 503, 'service_unavailable');
    expect(res.json().error.message).toBe('The database cannot be reached.');
    expect((await get(down.app, '/api/health/live')).statusCode).toBe(200);
    await down.app.close();
  });
});
