import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerMessage } from '@sankofa/contracts/realtime';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { listen, openSocket, realtimeDeps } from '../messaging/messaging-test-kit.ts';
import { call, matchDirectly, member } from '../social/social-test-kit.ts';
import { eventually, type TestSocket } from './realtime-test-client.ts';

/**
 * Decision 0066: a member whose socket closed stays online for a grace period. A phone changing
 * networks reconnects well within it, so its friends never see it blink offline and back, and the
 * reconnect costs no presence fan-out (issue #24: at a hundred reconnects a second, two audience
 * reads each). A member who really left is shown offline once the grace ends.
 */
const GRACE_MS = 3_000;
let t: TestApp;
let base: string;
let recording: string[] | null = null;
beforeAll(async () => {
  t = await createTestApp({
    env: { PRESENCE_OFFLINE_GRACE_MS: String(GRACE_MS) },
    deps: realtimeDeps(),
    onQuery: (q) => recording?.push(q),
  });
  base = await listen(t);
});
afterAll(async () => {
  await t?.close();
});

const online = async (userId: string) => (await t.deps.presence.list([userId], new Date()))[0]?.online ?? false;
const presenceOf = (userId: string) => (m: ServerMessage) => m.type === 'presence.changed' && m.user.userId === userId;
const wentOffline = (userId: string) => (m: ServerMessage) =>
  m.type === 'presence.changed' && m.user.userId === userId && !m.user.online;

describe('presence through a dropped connection', () => {
  it('a phone that reconnects within the grace is never shown offline, and its reconnect reads no audience', async () => {
    const [a, b] = [await member(t), await member(t)];
    await matchDirectly(t, a, b);
    const watcher = await openSocket(base, a);
    let phone: TestSocket = await openSocket(base, b);
    await watcher.next(presenceOf(b.id));

    recording = [];
    phone.ws.terminate();
    phone = await openSocket(base, b);
    const res = await call(t, b, 'POST', '/api/conversations/catch-up', {
      conversations: [{ userId: a.id, after: 0 }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const statements = recording;
    recording = null;
    // The catch-up's one statement; the handshake's session is still trusted from the first socket.
    expect(statements.length, statements.join('\n')).toBeLessThanOrEqual(2);
    expect(
      statements.filter((s) => /show_online/.test(s)),
      'no audience read',
    ).toEqual([]);

    // Past the grace of the dropped socket, b is still online and a was told nothing.
    await new Promise((r) => setTimeout(r, GRACE_MS + 500));
    expect(await online(b.id)).toBe(true);
    const seen = await watcher.roundTrip();
    expect(seen.filter(presenceOf(b.id))).toEqual([]);

    // Leaving for good: offline once the grace ends.
    await phone.close();
    expect(await online(b.id), 'still counted during the grace').toBe(true);
    await watcher.next(wentOffline(b.id), GRACE_MS + 10_000);
    expect(await online(b.id)).toBe(false);
    await watcher.close();
  });

  it('a socket closed by the server shutting down leaves presence at once, not when the grace ends', async () => {
    const own = await createTestApp({ env: { PRESENCE_OFFLINE_GRACE_MS: '60000' }, deps: realtimeDeps() });
    try {
      const ownBase = await listen(own);
      const b = await member(own);
      const phone = await openSocket(ownBase, b);
      const isOnline = async () => (await own.deps.presence.list([b.id], new Date()))[0]?.online ?? false;
      await eventually(isOnline, 'b online');
      await phone.close();
      expect(await isOnline(), 'counted online during the grace').toBe(true);
      // The app's shutdown says the pending goodbyes; its deps (the presence store) close after it.
      await own.app.close();
      expect(await isOnline()).toBe(false);
    } finally {
      await own.close().catch(() => undefined);
    }
  });
});
