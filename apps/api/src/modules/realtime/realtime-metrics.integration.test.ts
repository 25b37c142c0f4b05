import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, signUp, type TestApp } from '../../test/harness.ts';
import { TestSocket } from './realtime-test-client.ts';

let t: TestApp;
let baseUrl: string;

beforeAll(async () => {
  t = await createTestApp({ env: { METRICS_ENABLED: 'true' } });
  baseUrl = (await t.app.listen({ port: 0, host: '127.0.0.1' })).replace(/^http/, 'ws');
});
afterAll(async () => {
  await t?.close();
});

async function openSockets(): Promise<number> {
  const res = await t.app.inject({ method: 'GET', url: '/metrics' });
  return Number(/^websocket_connections_open (\d+)$/m.exec(res.body)?.[1]);
}

describe('realtime metrics', () => {
  it('counts the sockets open on this instance', async () => {
    expect(await openSockets()).toBe(0);
    const u = await signUp(t);
    const a = await TestSocket.open(baseUrl, u.accessToken);
    const b = await TestSocket.open(baseUrl, u.accessToken);
    expect(await openSockets()).toBe(2);
    a.ws.close();
    await a.closed;
    await vi.waitFor(async () => expect(await openSockets()).toBe(1));
    b.ws.close();
    await b.closed;
    await vi.waitFor(async () => expect(await openSockets()).toBe(0));
  });
});
