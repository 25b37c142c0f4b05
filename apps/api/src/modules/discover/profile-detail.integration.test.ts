import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { expectError } from '../../test/expect-error.ts';
import { friendRequests, friendships } from '../../db/schema.ts';
import {
  bearer,
  block,
  expectNoPrivateKeys,
  expectPublicShape,
  isolatedSpot,
  milesNorth,
  person,
  swipeOn,
  uuid,
  viewer,
} from './discover-test-kit.ts';
import type { SignedUpUser } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const detail = (u: SignedUpUser, id: string) =>
  t.app.inject({ method: 'GET', url: `/api/profiles/${id}`, headers: bearer(u) });
const ordered = (a: string, b: string) => (a < b ? { userA: a, userB: b } : { userA: b, userB: a });

describe('GET /api/profiles/:id', () => {
  it('shows exactly the public fields, with a distance bucket and a score', async () => {
    const spot = isolatedSpot();
    const me = await viewer(t, 'Looker', { ...spot, interests: ['Jazz'] });
    const her = await viewer(t, 'Looked', { ...milesNorth(spot, 30), interests: ['jazz'], personality: 'INFJ' });
    const res = await detail(me, her.id);
    expect(res.statusCode, res.body).toBe(200);
    expectNoPrivateKeys(res);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['friendship', 'matched', 'mySwipe', 'profile']);
    expectPublicShape(body.profile);
    expect(body.profile).toMatchObject({
      id: her.id,
      isDemo: false,
      displayName: 'Looked',
      distance: 'within_50',
      online: false,
    });
    expect(body.profile.matchPercent).toBeGreaterThan(0);
    expect(res.body).not.toContain(her.email);
    expect(res.body).not.toContain('1994-06-15');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('tells the viewer their own swipe, match and friendship, and nothing about other people', async () => {
    const spot = isolatedSpot();
    const a = await viewer(t, 'A', { gender: 'man', interestedIn: 'women', ...spot });
    const b = await viewer(t, 'B', { gender: 'woman', interestedIn: 'men', ...spot });
    const c = await viewer(t, 'C', { gender: 'woman', interestedIn: 'men', ...spot });
    await swipeOn(t, a, b.id, 'like');
    expect((await detail(b, a.id)).json()).toMatchObject({ matched: false, mySwipe: null, friendship: 'none' });
    await swipeOn(t, b, a.id, 'super_like');
    expect((await detail(a, b.id)).json()).toMatchObject({ matched: true, mySwipe: 'like' });
    expect((await detail(b, a.id)).json()).toMatchObject({ matched: true, mySwipe: 'super_like' });
    // A third person learns nothing about A and B.
    for (const id of [a.id, b.id])
      expect((await detail(c, id)).json()).toMatchObject({ matched: false, mySwipe: null, friendship: 'none' });

    const db = t.deps.database.db;
    await db.insert(friendRequests).values({ requesterId: c.id, addresseeId: a.id });
    expect((await detail(c, a.id)).json().friendship).toBe('request_sent');
    expect((await detail(a, c.id)).json().friendship).toBe('request_received');
    await db.insert(friendships).values(ordered(a.id, b.id));
    expect((await detail(a, b.id)).json().friendship).toBe('friend');
    expect((await detail(b, a.id)).json().friendship).toBe('friend');
  });

  it('answers the same 404 for unknown, hidden, not onboarded and blocked either way', async () => {
    const me = await viewer(t, 'Seeker', isolatedSpot());
    const iBlocked = await person(t, 'IBlocked');
    const blockedMe = await person(t, 'BlockedMe');
    await block(t, me.id, iBlocked);
    await block(t, blockedMe, me.id);
    const ids = [
      uuid(),
      await person(t, 'Hidden', { showProfile: false }),
      await person(t, 'New', { onboardedAt: null }),
      iBlocked,
      blockedMe,
      'demo-nobody',
    ];
    const messages = new Set<string>();
    for (const id of ids) messages.add(expectError(await detail(me, id), 404, 'profile_not_found').message);
    expect(messages.size).toBe(1);
    expectError(await detail(me, 'robert%27);drop'), 400, 'validation_failed');
    expectError(await t.app.inject({ method: 'GET', url: `/api/profiles/${me.id}` }), 401, 'unauthorized');
  });

  it('shows demo profiles, marked as such, with our own illustration', async () => {
    const me = await viewer(t, 'DemoViewer', isolatedSpot());
    const res = await detail(me, 'demo-akosua');
    expect(res.statusCode, res.body).toBe(200);
    expectPublicShape(res.json().profile);
    expect(res.json()).toMatchObject({
      profile: {
        id: 'demo-akosua',
        isDemo: true,
        online: false,
        distance: null,
        photos: [{ url: '/demo/akosua.svg' }],
      },
      friendship: 'none',
      matched: false,
      mySwipe: null,
    });
  });
});
