import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

let t: TestApp;
const lines: Array<Record<string, unknown>> = [];

beforeAll(async () => {
  t = await createTestApp({
    env: { LOG_LEVEL: 'info' },
    logStream: { write: (line) => void lines.push(JSON.parse(line) as Record<string, unknown>) },
  });
});
afterAll(async () => {
  await t?.close();
});

describe('request ids', () => {
  it('gives every request its own UUID and returns it, on success, refusal, unknown route and unreadable path', async () => {
    const answers = [
      await t.app.inject({ method: 'GET', url: '/api/health' }),
      await t.app.inject({ method: 'GET', url: '/api/health' }),
      await t.app.inject({ method: 'POST', url: '/api/auth/signin', payload: {} }),
      await t.app.inject({ method: 'GET', url: '/api/no-such-thing' }),
      await t.app.inject({ method: 'GET', url: '/api/users/%E0%A4%A' }),
    ];
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 400, 404, 400]);
    const ids = answers.map((a) => a.headers['x-request-id']);
    for (const id of ids) expect(id).toMatch(UUID);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('honours a sane x-request-id from a proxy and replaces one that is not', async () => {
    const given = 'edge-7f3a9c21.b4';
    const kept = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': given } });
    expect(kept.headers['x-request-id']).toBe(given);

    const forged = 'x"} {"level":60,"msg":"forged';
    const replaced = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': forged } });
    expect(replaced.headers['x-request-id']).toMatch(UUID);
    const tooLong = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'a'.repeat(200) },
    });
    expect(tooLong.headers['x-request-id']).toMatch(UUID);
  });

  it('puts the id in every log line of the request', async () => {
    for (const [id, url] of [
      ['trace-0001', '/api/no-such-thing'],
      ['trace-0002', '/api/health'],
    ] as const) {
      const before = lines.length;
      const res = await t.app.inject({ method: 'GET', url, headers: { 'x-request-id': id } });
      expect(res.headers['x-request-id']).toBe(id);
      const written = lines.slice(before);
      expect(written.map((l) => l.msg)).toEqual(expect.arrayContaining(['incoming request', 'request completed']));
      expect(written.filter((l) => l.reqId !== id)).toEqual([]);
    }
  });
});
