import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webPush from 'web-push';
import { PushPayload, type Locale } from '@sankofa/contracts';
import { createWebPushSender } from '../../adapters/push/web-push-sender.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { startPushService, type FakeBrowser } from '../../test/push-service.ts';
import { matchDirectly, member, sendRequest, type Member } from '../social/social-test-kit.ts';
import { sendOk } from '../messaging/messaging-test-kit.ts';

/** Decision 0058: a push is written in its recipient's language, counted by that language's plural rules. */
let t: TestApp;
let service: Awaited<ReturnType<typeof startPushService>>;
const vapid = { ...webPush.generateVAPIDKeys(), subject: 'mailto:ops@example.test' };

beforeAll(async () => {
  service = await startPushService();
  t = await createTestApp({ deps: { push: createWebPushSender(vapid, { agent: service.agent }) } });
});
afterAll(async () => {
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

async function speaks(who: Member, locale: Locale) {
  const res = await t.app.inject({
    method: 'PUT',
    url: '/api/auth/user',
    headers: { authorization: `Bearer ${who.token}` },
    payload: { locale },
  });
  expect(res.statusCode, res.body).toBe(200);
}

const titles = (b: FakeBrowser) => b.received.map((r) => PushPayload.parse(JSON.parse(r.text ?? 'null')).title);

describe('pushes in the recipient’s language', () => {
  it('count an Arabic reader’s messages in Arabic forms, while the sender’s words stay as written', async () => {
    const a = await member(t, { displayName: 'Ama' });
    const b = await member(t);
    await matchDirectly(t, a, b);
    await speaks(b, 'ar');
    const device = await subscribe(b);
    for (const text of ['Akwaaba', 'Are you coming?', 'Bring your cousin']) await sendOk(t, a, b, text);
    expect(titles(device)).toEqual(['رسالة جديدة من Ama', 'رسالتان جديدتان من Ama', '3 رسائل جديدة من Ama']);
    expect(JSON.parse(device.received.at(-1)!.text!).body).toBe('Bring your cousin');
  });

  it('tell a French reader of a friend request in French, and an English reader as before', async () => {
    const a = await member(t, { displayName: 'Kofi' });
    const fr = await member(t);
    const en = await member(t);
    await speaks(fr, 'fr');
    const frDevice = await subscribe(fr);
    const enDevice = await subscribe(en);
    expect((await sendRequest(t, a, fr)).json().success).toBe(true);
    expect((await sendRequest(t, a, en)).json().success).toBe(true);
    expect(frDevice.received.map((r) => JSON.parse(r.text!))).toEqual([
      expect.objectContaining({ title: 'Nouvelle demande d’ami !', body: 'Kofi vous a envoyé une demande d’ami.' }),
    ]);
    expect(titles(enDevice)).toEqual(['New Friend Request!']);
  });
});
