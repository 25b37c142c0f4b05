import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import webPush from 'web-push';
import { PushPayload } from '@sankofa/contracts';
import { createWebPushSender } from '../../adapters/push/web-push-sender.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { startPushService, type FakeBrowser } from '../../test/push-service.ts';
import { matchDirectly, member, type Member } from '../social/social-test-kit.ts';
import { listen, openSocket } from '../messaging/messaging-test-kit.ts';
import type { TestSocket } from '../realtime/realtime-test-client.ts';
import { command, ringing } from '../calls/calls-test-kit.ts';

/**
 * Calls have their own choice in Settings → Notifications ("Calls"): it governs the push while a call
 * rings and the missed-call push, and the messages choice no longer does.
 */
let t: TestApp;
let base = '';
let service: Awaited<ReturnType<typeof startPushService>>;
const sockets: TestSocket[] = [];
const vapid = { ...webPush.generateVAPIDKeys(), subject: 'mailto:ops@example.test' };

beforeAll(async () => {
  service = await startPushService();
  t = await createTestApp({ deps: { push: createWebPushSender(vapid, { agent: service.agent }) } });
  base = await listen(t);
});
afterAll(async () => {
  await Promise.all(sockets.map((s) => s.close()));
  await t?.close();
  await service?.close();
});

async function subscribe(who: Member): Promise<FakeBrowser> {
  const browser = service.browser();
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/push/subscription',
    headers: { authorization: `Bearer ${who.token}` },
    payload: { endpoint: browser.endpoint, expirationTime: null, keys: browser.keys },
  });
  expect(res.statusCode, res.body).toBe(200);
  return browser;
}

async function settings(who: Member, body: Record<string, boolean>) {
  const res = await t.app.inject({
    method: 'PATCH',
    url: '/api/profile/me/settings',
    headers: { authorization: `Bearer ${who.token}` },
    payload: body,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Record<string, boolean>;
}

const payloads = (b: FakeBrowser) => b.received.map((r) => PushPayload.parse(JSON.parse(r.text ?? 'null')));

/** a rings b and cancels: a ringing call, then a missed one. */
async function ringAndCancel(a: Member, b: Member): Promise<void> {
  const aTab = await openSocket(base, a);
  sockets.push(aTab);
  const { call } = await ringing(aTab, b, 'audio');
  expect(await command(aTab, { type: 'call.end', callId: call.id })).toBeNull();
  await t.deps.jobs.drain();
}

describe('the "Calls" notification setting', () => {
  it('is on by default, and can be turned off and on again', async () => {
    const m = await member(t);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/profile/me',
      headers: { authorization: `Bearer ${m.token}` },
    });
    expect(me.json().settings).toMatchObject({ notifyCalls: true, notifyMessages: true });
    expect(await settings(m, { notifyCalls: false })).toMatchObject({ notifyCalls: false, notifyMessages: true });
    expect(await settings(m, { notifyCalls: true })).toMatchObject({ notifyCalls: true });
  });

  it('on, with messages off: a ringing call and a missed one both reach the device', async () => {
    const [a, b] = [await member(t, { displayName: 'Kwame' }), await member(t)];
    await matchDirectly(t, a, b);
    const device = await subscribe(b);
    await settings(b, { notifyMessages: false });
    await ringAndCancel(a, b);
    await vi.waitFor(() => expect(device.received.length).toBeGreaterThanOrEqual(2), { timeout: 10_000 });
    const got = payloads(device);
    expect(got[0]).toMatchObject({ title: 'Kwame is calling', body: 'Voice call' });
    expect(got.slice(1).some((p) => /missed/i.test(`${p.title} ${p.body}`))).toBe(true);
  });

  it('off: neither the ring nor the missed call is pushed, and the notifications centre still lists the missed call', async () => {
    const [a, b] = [await member(t, { displayName: 'Efua' }), await member(t)];
    await matchDirectly(t, a, b);
    const device = await subscribe(b);
    await settings(b, { notifyCalls: false });
    await ringAndCancel(a, b);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/notifications',
      headers: { authorization: `Bearer ${b.token}` },
    });
    expect((list.json() as { notifications: { kind: string }[] }).notifications.map((n) => n.kind)).toContain(
      'missed_call',
    );
    await t.deps.jobs.drain();
    expect(device.received).toHaveLength(0);
  });
});
