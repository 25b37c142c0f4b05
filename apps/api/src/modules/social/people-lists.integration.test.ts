import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { photos, profiles } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { expectError } from '../../test/expect-error.ts';
import { USERS_PAGE_SIZE } from './list-people.ts';
import {
  allUsersOf,
  befriend,
  expectConsistentWalk,
  call,
  expectOnlyPublicKeys,
  friendsOf,
  ids,
  matchDirectly,
  matchesOf,
  member,
  sendRequest,
  type Member,
} from './social-test-kit.ts';

let t: TestApp;
let queries: string[] = [];
beforeAll(async () => {
  t = await createTestApp({ onQuery: (q) => queries.push(q) });
});
afterAll(async () => {
  await t?.close();
});

const goOnline = (m: Member) => t.deps.presence.connect(m.id, `conn-${randomUUID()}`, new Date());

async function addPhoto(m: Member, position: number) {
  const [row] = await t.deps.database.db
    .insert(photos)
    .values({
      userId: m.id,
      position,
      largeKey: `large/${randomUUID()}.webp`,
      smallKey: `small/${randomUUID()}.webp`,
      width: 800,
      height: 1000,
    })
    .returning();
  return row!;
}

describe('All Users', () => {
  it('lists real, onboarded, shown members except me, demo profiles and blocked people either way', async () => {
    const me = await member(t);
    const [plain, demo, hidden, fresh, blockedByMe, blockedMe] = [
      await member(t),
      await member(t, { isDemoProfile: true }),
      await member(t, { showProfile: false }),
      await member(t, { onboardedAt: null, displayName: null }),
      await member(t),
      await member(t),
    ];
    await call(t, me, 'POST', '/api/blocks', { userId: blockedByMe.id });
    await call(t, blockedMe, 'POST', '/api/blocks', { userId: me.id });
    const walk = await allUsersOf(t, me);
    const listed = ids(walk.users);
    expect(listed).toContain(plain.id);
    for (const absent of [me, demo, hidden, fresh, blockedByMe, blockedMe]) expect(listed).not.toContain(absent.id);
    expectConsistentWalk(walk);
  });

  it('pages by cursor, 20 at a time, newest first, with no repeats or gaps and the same total on every page', async () => {
    const me = await member(t);
    const made: string[] = [];
    for (let i = 0; i < USERS_PAGE_SIZE + 5; i++) made.push((await member(t)).id);
    const first = await call(t, me, 'GET', '/api/users');
    const body = first.json();
    expect(body.users).toHaveLength(USERS_PAGE_SIZE);
    expect(body.nextCursor).toEqual(expect.any(String));
    expect(body.total).toBeGreaterThanOrEqual(made.length);

    const second = (await call(t, me, 'GET', `/api/users?cursor=${encodeURIComponent(body.nextCursor)}`)).json();
    expect(second.total).toBeGreaterThanOrEqual(body.total);
    const walked = [...ids(body.users), ...ids(second.users)];
    expect(new Set(walked).size).toBe(walked.length);

    const all = await allUsersOf(t, me);
    expectConsistentWalk(all);
    // Newest first: the members made here appear in reverse order of sign-up, across pages.
    const mine = new Set(made);
    expect(ids(all.users).filter((id) => mine.has(id))).toEqual([...made].reverse());
  });

  it('past the last page: an empty page that still carries the total', async () => {
    const me = await member(t);
    const { total } = await allUsersOf(t, me);
    const cursor = Buffer.from(JSON.stringify(['1970-01-01 00:00:00+00', randomUUID()])).toString('base64url');
    const res = await call(t, me, 'GET', `/api/users?cursor=${cursor}`);
    expect(res.json()).toEqual({ users: [], nextCursor: null, total: expect.any(Number) });
    expect(res.json().total).toBeGreaterThanOrEqual(total);
  });

  it('rejects a forged or unknown query and a missing session', async () => {
    const me = await member(t);
    expectError(await call(t, me, 'GET', '/api/users?cursor=garbage'), 400, 'invalid_cursor');
    const injected = Buffer.from(JSON.stringify(['now()) or (1=1', randomUUID()])).toString('base64url');
    expectError(await call(t, me, 'GET', `/api/users?cursor=${injected}`), 400, 'invalid_cursor');
    expectError(await call(t, me, 'GET', `/api/users?cursor=${'a'.repeat(201)}`), 400, 'validation_failed');
    expectError(await call(t, me, 'GET', '/api/users?offset=20'), 400, 'validation_failed');
    expectError(await call(t, null, 'GET', '/api/users'), 401, 'unauthorized');
  });

  it('marks friends, shows location and photo, and online only for those who allow it', async () => {
    const me = await member(t);
    const friend = await member(t, { location: 'Lagos, Nigeria' });
    const shy = await member(t, { showOnline: false });
    const offline = await member(t);
    await befriend(t, me, friend);
    await goOnline(friend);
    await goOnline(shy);
    const main = await addPhoto(friend, 1);
    await addPhoto(friend, 0);
    await t.deps.database.db.update(profiles).set({ mainPhotoId: main.id }).where(eq(profiles.userId, friend.id));
    const first = await addPhoto(offline, 1);
    await addPhoto(offline, 2);

    const { users } = await allUsersOf(t, me);
    const byId = new Map(users.map((u) => [u.userId, u]));
    expect(byId.get(friend.id)).toEqual({
      userId: friend.id,
      displayName: friend.name,
      photoUrl: t.deps.storage.url(main.smallKey),
      location: 'Lagos, Nigeria',
      verified: false,
      online: true,
      isFriend: true,
    });
    expect(byId.get(shy.id)).toMatchObject({ online: false, isFriend: false, photoUrl: null });
    expect(byId.get(offline.id)).toMatchObject({ online: false, photoUrl: t.deps.storage.url(first.smallKey) });
  });

  it('carries public fields only', async () => {
    const me = await member(t);
    const other = await member(t);
    const res = await call(t, me, 'GET', '/api/users');
    for (const u of res.json().users) expectOnlyPublicKeys(u, ['isFriend']);
    expect(res.body).not.toContain(other.email);
    expect(res.body).not.toContain('1994-05-17');
    // Field names anywhere in the answer; values are left out, since a base64 cursor or a photo
    // key can spell "lng" by chance.
    const keys: string[] = [];
    JSON.parse(res.body, (key: string, value: unknown) => (keys.push(key), value));
    expect(keys.filter((k) => /lat|lng|birth|email|showOnline|show_online|settings|phone/i.test(k))).toEqual([]);
  });
});

describe('friends overview and matches', () => {
  it('lists requests and friends newest first, with public fields and dates', async () => {
    const me = await member(t);
    const [r1, r2, f1, f2] = [await member(t), await member(t), await member(t), await member(t)];
    await sendRequest(t, r1, me);
    await sendRequest(t, r2, me);
    await befriend(t, me, f1);
    await befriend(t, f2, me);
    await goOnline(f2);
    const res = await call(t, me, 'GET', '/api/friends');
    const body = res.json();
    expect(ids(body.requests)).toEqual([r2.id, r1.id]);
    expect(ids(body.friends)).toEqual([f2.id, f1.id]);
    for (const r of body.requests) expectOnlyPublicKeys(r, ['requestedAt']);
    for (const f of body.friends) expectOnlyPublicKeys(f, ['friendSince']);
    expect(body.friends[0]).toMatchObject({ displayName: f2.name, online: true, location: 'Kumasi, Ghana' });
    expect(body.friends[1].online).toBe(false);
    for (const m of [r1, r2, f1, f2]) expect(res.body).not.toContain(m.email);
    expectError(await call(t, null, 'GET', '/api/friends'), 401, 'unauthorized');
  });

  it('lists matches newest first with when they matched; a third member sees none of it', async () => {
    const [me, older, newer, third] = [await member(t), await member(t), await member(t), await member(t)];
    await matchDirectly(t, me, older, new Date(Date.now() - 3_600_000));
    await matchDirectly(t, newer, me, new Date(Date.now() - 60_000));
    await t.deps.database.db.update(profiles).set({ showOnline: false }).where(eq(profiles.userId, newer.id));
    await goOnline(newer);
    const res = await call(t, me, 'GET', '/api/matches');
    const list = res.json().matches;
    expect(ids(list)).toEqual([newer.id, older.id]);
    expect(list[0].online).toBe(false);
    for (const m of list) expectOnlyPublicKeys(m, ['matchedAt']);
    expect(Date.parse(list[1].matchedAt)).toBeLessThan(Date.parse(list[0].matchedAt));

    // No endpoint tells a third member whether two others liked each other.
    expect(await matchesOf(t, third)).toEqual([]);
    expect((await friendsOf(t, third)).friends).toEqual([]);
    expectError(await call(t, null, 'GET', '/api/matches'), 401, 'unauthorized');
  });
});

describe('query count', () => {
  async function countOnce(who: Member, url: string) {
    queries = [];
    const res = await call(t, who, 'GET', url);
    expect(res.statusCode).toBe(200);
    return queries.length;
  }
  // The app's periodic jobs (the stream reaper every few seconds) can land a statement inside one
  // request's window; the fewer of two runs is the request's own count.
  const countFor = async (who: Member, url: string) => Math.min(await countOnce(who, url), await countOnce(who, url));

  it('does not grow with the number of people listed', async () => {
    const [few, many] = [await member(t), await member(t)];
    await befriend(t, few, await member(t));
    await matchDirectly(t, few, await member(t));
    for (let i = 0; i < 4; i++) {
      await befriend(t, many, await member(t));
      await matchDirectly(t, many, await member(t));
      await sendRequest(t, await member(t), many);
    }
    for (const url of ['/api/friends', '/api/matches', '/api/users', '/api/blocks']) {
      expect(await countFor(many, url), url).toBe(await countFor(few, url));
    }
    // Session check plus one statement per list.
    expect(await countFor(many, '/api/friends')).toBeLessThanOrEqual(3);
    expect(await countFor(many, '/api/users')).toBeLessThanOrEqual(2);
  });
});
