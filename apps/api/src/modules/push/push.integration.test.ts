import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import webPush from 'web-push';
import { PushPayload } from '@sankofa/contracts';
import { pushSubscriptions } from '../../db/schema.ts';
import { rowsOf } from '../../db/rows.ts';
import { createWebPushSender } from '../../adapters/push/web-push-sender.ts';
import { createJobQueue } from '../../lib/jobs/job-queue.ts';
import { createTestApp, GOOD_PASSWORD, type TestApp } from '../../test/harness.ts';
import { startPushService, type FakeBrowser } from '../../test/push-service.ts';
import { call, matchDirectly, member, sendRequest, type Member } from '../social/social-test-kit.ts';
import { block, listen, markRead, openSocket, send, sendOk } from '../messaging/messaging-test-kit.ts';

/**
 * Issue #22: Web Push end to end on the server, against a local push service that decrypts every
 * message with the subscribing browser's own keys (a real aes128gcm and VAPID round trip).
 */
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

async function subscribe(who: { token: string }, app = t): Promise<FakeBrowser> {
  const browser = service.browser();
  const res = await app.app.inject({
    method: 'POST',
    url: '/api/push/subscription',
    headers: { authorization: `Bearer ${who.token}` },
    payload: { endpoint: browser.endpoint, expirationTime: null, keys: browser.keys },
  });
  expect(res.statusCode, res.body).toBe(200);
  return browser;
}

const subscribed = async (who: { token: string }, endpoint: string): Promise<boolean> => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/push/subscription/status',
    headers: { authorization: `Bearer ${who.token}` },
    payload: { endpoint },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().subscribed as boolean;
};

const rowsFor = async (userId: string) =>
  t.deps.database.db
    .select({ endpoint: pushSubscriptions.endpoint })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId));

const payloads = (b: FakeBrowser) => b.received.map((r) => PushPayload.parse(JSON.parse(r.text ?? 'null')));

async function signInAgain(m: Member): Promise<{ token: string }> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/signin',
    payload: { email: m.email, password: GOOD_PASSWORD },
  });
  expect(res.statusCode, res.body).toBe(200);
  return { token: res.json().accessToken as string };
}

async function matchedPair(): Promise<{ a: Member; b: Member }> {
  const a = await member(t, { displayName: `Ama ${Date.now() % 10000}` });
  const b = await member(t);
  await matchDirectly(t, a, b);
  return { a, b };
}

describe('subscriptions', () => {
  it('belong to the device session that made them: others can neither see nor remove them', async () => {
    const a = await member(t);
    const b = await member(t);
    const browser = service.browser();
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/push/subscription',
      payload: { endpoint: browser.endpoint, keys: browser.keys },
    });
    expect(anonymous.statusCode).toBe(401);
    const plainHttp = await call(t, a, 'POST', '/api/push/subscription', {
      endpoint: 'http://push.example.org/x',
      keys: browser.keys,
    });
    expect(plainHttp.statusCode).toBe(400);
    expect((await call(t, a, 'GET', '/api/push/config')).json()).toEqual({ publicKey: vapid.publicKey });

    const mine = await subscribe(a);
    expect(await subscribed(a, mine.endpoint)).toBe(true);
    // Another member asks about it, or tries to remove it: nothing is told, nothing changes.
    expect(await subscribed(b, mine.endpoint)).toBe(false);
    expect((await call(t, b, 'POST', '/api/push/subscription/remove', { endpoint: mine.endpoint })).statusCode).toBe(
      200,
    );
    expect(await subscribed(a, mine.endpoint)).toBe(true);
    // The same member on another device has a switch of its own.
    const phone = await signInAgain(a);
    expect(await subscribed(phone, mine.endpoint)).toBe(false);
    expect((await call(t, a, 'POST', '/api/push/subscription/remove', { endpoint: mine.endpoint })).json()).toEqual({
      subscribed: false,
    });
    expect(await rowsFor(a.id)).toEqual([]);
  });

  it('end when their device signs out, and all of them on sign out everywhere', async () => {
    const a = await member(t);
    const laptop = await subscribe(a);
    const phone = await signInAgain(a);
    const phoneBrowser = await subscribe(phone);
    const tablet = await signInAgain(a);
    await subscribe(tablet);
    expect(await rowsFor(a.id)).toHaveLength(3);

    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signout',
      headers: { authorization: `Bearer ${phone.token}` },
      payload: { scope: 'local' },
    });
    expect(out.statusCode, out.body).toBeLessThan(300);
    const left = (await rowsFor(a.id)).map((r) => r.endpoint);
    expect(left).toHaveLength(2);
    expect(left).not.toContain(phoneBrowser.endpoint);
    expect(left).toContain(laptop.endpoint);

    const everywhere = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signout',
      headers: { authorization: `Bearer ${a.token}` },
      payload: { scope: 'global' },
    });
    expect(everywhere.statusCode, everywhere.body).toBeLessThan(300);
    expect(await rowsFor(a.id)).toEqual([]);
  });
});

describe('a new message', () => {
  it('reaches the device encrypted for it and signed with our VAPID key, and several from one person collapse', async () => {
    const { a, b } = await matchedPair();
    const browser = await subscribe(b);
    const long = `Akwaaba! ${'The drums at the festival were wonderful. '.repeat(4)}`;
    await sendOk(t, a, b, long);

    expect(browser.received).toHaveLength(1);
    const first = browser.received[0]!;
    expect(first.headers['content-encoding']).toBe('aes128gcm');
    expect(String(first.headers.authorization)).toMatch(
      new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${vapid.publicKey}$`),
    );
    expect(Number(first.headers.ttl)).toBeGreaterThan(0);
    expect(payloads(browser)[0]).toEqual({
      title: `New message from ${a.name}`,
      body: `${[...long].slice(0, 100).join('')}…`,
      tag: `chat-${a.id}`,
      url: `/app/messages?tab=messages&chat=${a.id}`,
    });

    await sendOk(t, a, b, 'Are you coming on Saturday?');
    await sendOk(t, a, b, 'Bring your cousin');
    const all = payloads(browser);
    expect(all.map((p) => p.title)).toEqual([
      `New message from ${a.name}`,
      `2 new messages from ${a.name}`,
      `3 new messages from ${a.name}`,
    ]);
    expect(all.at(-1)!.body).toBe('Bring your cousin');
    // One tag on the device and one topic at the push service: the newest replaces what waits.
    expect(new Set(all.map((p) => p.tag)).size).toBe(1);
    expect(new Set(browser.received.map((r) => r.headers.topic)).size).toBe(1);

    // Read meanwhile (say on another device): a push that finds nothing unread says nothing.
    await markRead(t, b, a, 9999);
    expect(browser.received).toHaveLength(3);
  });

  it('drops a subscription the push service says is gone (410), and retries other failures', async () => {
    const { a, b } = await matchedPair();
    const gone = await subscribe(b);
    service.answer(gone.endpoint, 410);
    await sendOk(t, a, b, 'hello?');
    expect(await rowsFor(b.id)).toEqual([]);

    const flaky = await subscribe(b);
    service.answer(flaky.endpoint, 503);
    const failedBefore = t.deps.jobs.counters().failed;
    await sendOk(t, a, b, 'still there?');
    expect(t.deps.jobs.counters().failed).toBe(failedBefore + 1);
    expect((await rowsFor(b.id)).map((r) => r.endpoint)).toEqual([flaky.endpoint]);
    const waiting = rowsOf<{ state: string; attempts: number }>(
      await t.deps.database.db.execute(
        sql`select state, attempts from jobs where queue = ${t.deps.jobs.name} and kind = 'push.message'`,
      ),
    );
    expect(waiting).toEqual([{ state: 'queued', attempts: 1 }]);
  });

  it('is not pushed while a tab of the recipient is visible', async () => {
    const { a, b } = await matchedPair();
    const browser = await subscribe(b);
    const base = await listen(t);
    const tab = await openSocket(base, b);
    try {
      tab.send({ type: 'tab.visibility', visible: true });
      await vi.waitFor(async () => expect(await t.deps.visibleTabs.anyVisible(b.id, new Date())).toBe(true));
      await sendOk(t, a, b, 'you are looking at it already');
      expect(browser.received).toHaveLength(0);

      tab.send({ type: 'tab.visibility', visible: false });
      await vi.waitFor(async () => expect(await t.deps.visibleTabs.anyVisible(b.id, new Date())).toBe(false));
      await sendOk(t, a, b, 'now you are away');
      expect(payloads(browser).map((p) => p.title)).toEqual([`2 new messages from ${a.name}`]);
    } finally {
      tab.ws.close();
    }
  });
});

describe('other pushes', () => {
  it('follow the per-type settings: friend requests, matches, messages and streams going live', async () => {
    const a = await member(t, { displayName: 'Kofi' });
    const b = await member(t);
    const c = await member(t, { notifyFriendRequests: false, notifyMatches: false });
    const bDevice = await subscribe(b);
    const cDevice = await subscribe(c);

    expect((await sendRequest(t, a, b)).json().success).toBe(true);
    expect((await sendRequest(t, a, c)).json().success).toBe(true);
    expect(payloads(bDevice)).toEqual([
      {
        title: 'New Friend Request!',
        body: 'Kofi sent you a friend request.',
        tag: `friend:${a.id}`,
        url: '/app/messages?tab=friends',
      },
    ]);
    expect(cDevice.received).toHaveLength(0);

    // A match made by two likes: pushed to b, not to c (matches off).
    for (const [x, y] of [
      [a, b],
      [b, a],
      [a, c],
      [c, a],
    ] as const) {
      const res = await call(t, x, 'POST', '/api/discover/swipes', { targetId: y.id, kind: 'like' });
      expect(res.statusCode, res.body).toBe(200);
    }
    expect(payloads(bDevice).map((p) => p.title)).toEqual(['New Friend Request!', 'You matched with Kofi']);
    expect(cDevice.received).toHaveLength(0);

    // Messages off: no message push either.
    const off = await t.app.inject({
      method: 'PATCH',
      url: '/api/profile/me/settings',
      headers: { authorization: `Bearer ${c.token}` },
      payload: { notifyMessages: false },
    });
    expect(off.statusCode, off.body).toBe(200);
    await sendOk(t, a, c, 'hello');
    expect(cDevice.received).toHaveLength(0);

    // Kofi goes live: his matches hear of it, except one who turned live stream notifications off.
    const d = await member(t, { notifyStreams: false });
    const dDevice = await subscribe(d);
    await matchDirectly(t, a, d);
    const started = await call(t, a, 'POST', '/api/streams', { title: 'Highlife night' });
    expect(started.statusCode, started.body).toBeLessThan(300);
    expect(payloads(bDevice).at(-1)).toMatchObject({
      title: 'Kofi is live now',
      body: 'Highlife night',
      url: `/app/streaming/${started.json().id}`,
    });
    expect(dDevice.received).toHaveLength(0);
  });
});

describe('blocked people', () => {
  it('are never pushed about, even when the block comes after the push was queued', async () => {
    // The worker runs only when drained here, so the block lands between queueing and sending.
    const jobs = createJobQueue(t.deps.database.db, {
      name: `push-blocked-${Date.now()}`,
      pollMs: 60_000,
      concurrency: 1,
    });
    const a = await member(t, { displayName: 'Yaw' });
    const b = await member(t);
    await matchDirectly(t, a, b);
    const held = await createTestApp({
      database: t.deps.database,
      runJobsBeforeAnswer: false,
      deps: { push: t.deps.push, secret: t.deps.secret, jobs: { ...jobs, wake: () => {} } },
    });
    try {
      const device = await subscribe(b, held);
      expect((await send(held, a, b, 'are you there?')).statusCode).toBe(200);
      expect((await sendRequest(held, a, b)).json().success).toBe(true);
      await block(held, b, a);
      const before = jobs.counters().completed;
      await jobs.drain();
      // Both pushes ran and chose to say nothing.
      expect(jobs.counters().completed - before).toBe(2);
      expect(device.received).toHaveLength(0);
    } finally {
      await held.close();
    }
  });
});
