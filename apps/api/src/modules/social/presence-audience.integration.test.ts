import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { ServerMessage } from '@sankofa/contracts/realtime';
import { profiles } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { TestSocket } from '../realtime/realtime-test-client.ts';
import { createConnectionsAudience } from './connections-audience.ts';
import { befriend, call, matchDirectly, member, sendRequest, type Member } from './social-test-kit.ts';

let t: TestApp;
let base: string;
const sockets: TestSocket[] = [];
beforeAll(async () => {
  t = await createTestApp();
  base = (await t.app.listen({ port: 0, host: '127.0.0.1' })).replace(/^http/, 'ws');
});
afterAll(async () => {
  await Promise.all(sockets.map((s) => s.close()));
  await t?.close();
});

const audience = () => createConnectionsAudience(t.deps);
const hideOnline = (m: Member) =>
  t.deps.database.db.update(profiles).set({ showOnline: false }).where(eq(profiles.userId, m.id));
const sorted = (xs: Iterable<string>) => [...xs].sort();

async function open(m: Member) {
  const s = await TestSocket.open(base, m.token);
  sockets.push(s);
  return s;
}

async function query(s: TestSocket, userIds: string[]) {
  const ref = `q-${randomUUID().slice(0, 8)}`;
  s.send({ type: 'presence.query', ref, userIds });
  const m = await s.next((x) => x.type === 'presence.listed' && x.ref === ref);
  return m.type === 'presence.listed' ? m.users : [];
}

const presenceOf = (userId: string) => (m: ServerMessage) => m.type === 'presence.changed' && m.user.userId === userId;

describe('connections audience', () => {
  it('friends and matches see each other; strangers and pending requests do not', async () => {
    const [me, friend, match, stranger, asked] = [
      await member(t),
      await member(t),
      await member(t),
      await member(t),
      await member(t),
    ];
    await befriend(t, me, friend);
    await matchDirectly(t, match, me);
    await sendRequest(t, asked, me);
    const all = [me.id, friend.id, match.id, stranger.id, asked.id];
    expect(sorted(await audience().canSee(me.id, all))).toEqual(sorted([me.id, friend.id, match.id]));
    expect(sorted(await audience().audienceOf(me.id))).toEqual(sorted([me.id, friend.id, match.id]));
    expect(sorted(await audience().canSee(stranger.id, all))).toEqual([stranger.id]);
    expect(await audience().audienceOf(stranger.id)).toEqual([stranger.id]);
    expect(await audience().canSee(me.id, [])).toEqual(new Set());
  });

  it('"Show online status" off hides a person from everyone but themselves', async () => {
    const [me, friend] = [await member(t), await member(t)];
    await befriend(t, me, friend);
    await matchDirectly(t, me, friend);
    await hideOnline(me);
    expect(await audience().audienceOf(me.id)).toEqual([me.id]);
    expect(await audience().canSee(friend.id, [me.id])).toEqual(new Set());
    expect(await audience().canSee(me.id, [me.id, friend.id])).toEqual(new Set([me.id, friend.id]));
  });

  it('a block, unfriend or unmatch removes the other at once', async () => {
    const [me, a, b, c] = [await member(t), await member(t), await member(t), await member(t)];
    await befriend(t, me, a);
    await befriend(t, me, b);
    await matchDirectly(t, me, c);
    await call(t, a, 'POST', '/api/blocks', { userId: me.id });
    await call(t, me, 'DELETE', `/api/friends/${b.id}`);
    await call(t, c, 'DELETE', `/api/matches/${me.id}`);
    expect(await audience().audienceOf(me.id)).toEqual([me.id]);
    expect(await audience().canSee(me.id, [a.id, b.id, c.id])).toEqual(new Set());
  });

  it('over the socket: a friend coming online is announced, a stranger is not, and queries leave strangers out', async () => {
    const [me, friend, stranger] = [await member(t), await member(t), await member(t)];
    await befriend(t, me, friend);
    const mine = await open(me);
    await open(friend);
    await mine.next(presenceOf(friend.id));
    await open(stranger);
    const seen = await mine.roundTrip();
    expect(seen.filter(presenceOf(stranger.id))).toEqual([]);

    const listed = await query(mine, [friend.id, stranger.id]);
    expect(listed).toEqual([{ userId: friend.id, online: true, onlineAt: expect.any(String) }]);

    await call(t, friend, 'POST', '/api/blocks', { userId: me.id });
    expect(await query(mine, [friend.id])).toEqual([]);
  });
});
