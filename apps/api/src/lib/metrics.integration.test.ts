import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.ts';

const TOKEN = 'scrape-me-please-0123';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { METRICS_ENABLED: 'true' } });
});
afterAll(async () => {
  await t?.close();
});

const scrape = async (app = t) => {
  const res = await app.app.inject({ method: 'GET', url: '/metrics' });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return res.body;
};
const countOf = (text: string, labels: string) => {
  const line = text.split('\n').find((l) => l.startsWith(`http_request_duration_seconds_count{${labels}}`));
  return line ? Number(line.split(' ').at(-1)) : 0;
};

describe('GET /metrics', () => {
  it('times requests by method, route pattern and status', async () => {
    const before = await scrape();
    await t.app.inject({ method: 'GET', url: '/api/health' });
    await t.app.inject({ method: 'GET', url: '/api/health' });
    await t.app.inject({ method: 'POST', url: '/api/auth/signin', payload: {} });
    await t.app.inject({ method: 'GET', url: `/api/no-such-thing-${crypto.randomUUID()}` });
    await t.app.inject({ method: 'DELETE', url: `/api/photos/${crypto.randomUUID()}` });
    const after = await scrape();
    const grew = (labels: string) => countOf(after, labels) - countOf(before, labels);
    expect(grew('method="GET",route="/api/health",status_code="200"')).toBe(2);
    expect(grew('method="POST",route="/api/auth/signin",status_code="400"')).toBe(1);
    // Unknown paths share one series; a route's parameters never become labels.
    expect(grew('method="GET",route="unmatched",status_code="404"')).toBe(1);
    expect(grew('method="DELETE",route="/api/photos/:id",status_code="401"')).toBe(1);
    expect(after).toMatch(
      /^http_request_duration_seconds_bucket\{le="0\.005",method="GET",route="\/api\/health",status_code="200"\} \d+$/m,
    );
    expect(after).not.toMatch(/no-such-thing/);
  });

  it('reports the job queue’s depth by kind and state, and the attempts that failed', async () => {
    const working = t.deps.mailer;
    t.deps.mailer = { send: async () => Promise.reject(new Error('relay down')) };
    try {
      const before = await scrape();
      const failedBefore = Number(/^jobs_failed_total\{queue="[^"]+"\} (\d+)$/m.exec(before)?.[1] ?? 0);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        payload: {
          email: `metrics-${crypto.randomUUID()}@example.test`,
          password: 'Kente-weave-4-ever',
          location: 'Accra',
          acceptTerms: true,
        },
      });
      expect(res.statusCode, res.body).toBe(202);
      const after = await scrape();
      const q = t.deps.jobs.name;
      expect(after).toContain(`jobs{queue="${q}",kind="mail.send",state="queued"} 1`);
      expect(after).toContain(`jobs{queue="${q}",kind="mail.send",state="retrying"} 1`);
      expect(after).toContain(`jobs{queue="${q}",kind="mail.send",state="dead"} 0`);
      expect(after).toContain(`jobs_failed_total{queue="${q}"} ${failedBefore + 1}`);
      expect(after).toMatch(/^# TYPE jobs_dead_total counter$/m);
    } finally {
      t.deps.mailer = working;
    }
  });

  it('includes the process’s own metrics', async () => {
    const text = await scrape();
    expect(text).toMatch(/^process_cpu_user_seconds_total /m);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds /m);
    expect(text).toMatch(/^process_resident_memory_bytes /m);
  });
});

describe('/metrics settings', () => {
  it('is not served unless METRICS_ENABLED is set', async () => {
    const off = await createTestApp();
    try {
      expect((await off.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    } finally {
      await off.close();
    }
  });

  it('asks for the bearer token when METRICS_TOKEN is set', async () => {
    const guarded = await createTestApp({ env: { METRICS_ENABLED: 'true', METRICS_TOKEN: TOKEN } });
    try {
      const get = (authorization?: string) =>
        guarded.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });
      expect((await get()).statusCode).toBe(401);
      expect((await get(`Bearer ${TOKEN}x`)).statusCode).toBe(401);
      expect((await get('Bearer wrong')).json().error.code).toBe('unauthorized');
      const ok = await get(`Bearer ${TOKEN}`);
      expect(ok.statusCode).toBe(200);
      expect(ok.body).toMatch(/^# TYPE http_request_duration_seconds histogram$/m);
    } finally {
      await guarded.close();
    }
  });
});
