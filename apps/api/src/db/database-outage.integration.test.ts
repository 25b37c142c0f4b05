import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { expectError } from '../test/expect-error.ts';
import { startTcpProxy, type TcpProxy } from '../test/tcp-proxy.ts';

const DATABASE_URL = process.env.DATABASE_URL;

/** The same database reached through `port` on loopback, under a name this file alone uses. */
function urlThrough(port: number | undefined, applicationName: string): string {
  const url = new URL(DATABASE_URL!);
  if (port) {
    url.hostname = '127.0.0.1';
    url.port = String(port);
  }
  url.searchParams.set('application_name', applicationName);
  return url.toString();
}

const health = (t: TestApp) => t.app.inject({ method: 'GET', url: '/api/health' });

async function until(check: () => Promise<boolean>, timeoutMs: number): Promise<number> {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    if (await check()) return Date.now() - start;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`not true within ${timeoutMs} ms`);
}

describe.skipIf(!DATABASE_URL)('the database going away (PostgreSQL)', () => {
  const admin = new pg.Client({ connectionString: DATABASE_URL });
  beforeAll(() => admin.connect());
  afterAll(() => admin.end());

  it('an idle connection ended by PostgreSQL does not stop the server, and the next request is served', async () => {
    const name = `sankofa-outage-${randomUUID().slice(0, 8)}`;
    const t = await createTestApp({ env: { DATABASE_URL: urlThrough(undefined, name) } });
    try {
      // Several at once, so the pool holds several idle connections.
      const warm = await Promise.all(Array.from({ length: 5 }, () => health(t)));
      expect(warm.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);

      const ended = await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1',
        [name],
      );
      expect(ended.rowCount).toBeGreaterThan(0);
      // The ends reach the idle clients as 'error' events; an unhandled one would end this process.
      await new Promise((r) => setTimeout(r, 300));

      expect((await health(t)).statusCode).toBe(200);
      const again = await Promise.all(Array.from({ length: 5 }, () => health(t)));
      expect(again.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    } finally {
      await t.close();
    }
  });

  it('while the database cannot be reached requests get 503 with Retry-After, and service resumes by itself', async () => {
    const target = new URL(DATABASE_URL!);
    let proxy: TcpProxy | undefined;
    let t: TestApp | undefined;
    try {
      proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
      t = await createTestApp({
        env: { DATABASE_URL: urlThrough(proxy.port, `sankofa-cut-${randomUUID().slice(0, 8)}`) },
      });
      const app = t;
      expect((await health(app)).statusCode).toBe(200);

      proxy.cut();
      const started = Date.now();
      const during = await Promise.all([
        health(app),
        app.app.inject({
          method: 'POST',
          url: '/api/auth/signin',
          payload: { email: 'someone@example.test', password: 'whatever-it-is' },
        }),
      ]);
      // Answered, not left hanging: within the connect timeout and a little more.
      expect(Date.now() - started).toBeLessThan(8_000);
      for (const res of during) {
        expectError(res, 503, 'service_unavailable');
        expect(res.headers['retry-after']).toBe('5');
      }

      proxy.restore();
      await until(async () => (await health(app)).statusCode === 200, 5_000);
    } finally {
      await t?.close();
      await proxy?.close();
    }
  }, 30_000);
});
