import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { upload } from '../photos/photo-test-client.ts';
import { SEARCH_REAL_LIMIT } from '@sankofa/contracts';
import { createTestApp, type SignedUpUser, type TestApp } from '../../test/harness.ts';
import { expectError } from '../../test/expect-error.ts';
import { profiles } from '../../db/schema.ts';
import {
  bearer,
  block,
  expectNoPrivateKeys,
  expectPublicShape,
  isolatedSpot,
  person,
  viewer,
} from './discover-test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const search = (u: SignedUpUser, q: string) =>
  t.app.inject({ method: 'GET', url: `/api/search?q=${encodeURIComponent(q)}`, headers: bearer(u) });
const names = async (u: SignedUpUser, q: string) => {
  const res = await search(u, q);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().results.map((r: { displayName: string }) => r.displayName) as string[];
};
/** A word no other test (or suite sharing the database) will have typed. */
const word = () => `zq${randomBytes(5).toString('hex')}`;

describe('GET /api/search', () => {
  it('finds people by name, place, bio or occupation, ignoring case', async () => {
    const me = await viewer(t, 'Searcher', isolatedSpot());
    const w = word();
    await person(t, `Name ${w}`);
    await person(t, 'Place', { location: `${w.toUpperCase()} Town, Ghana` });
    await person(t, 'Bio', { bio: `I love ${w} dancing` });
    await person(t, 'Job', { occupation: `Chief ${w} officer` });
    await person(t, 'Nothing');
    expect((await names(me, w)).sort()).toEqual(['Bio', 'Job', `Name ${w}`, 'Place']);
    expect(await names(me, w.toUpperCase().slice(0, 8))).toHaveLength(4);
  });

  it('leaves out me, hidden, not onboarded and blocked people (either way)', async () => {
    const w = word();
    const me = await viewer(t, `Me ${w}`, isolatedSpot());
    const iBlocked = await person(t, `IBlocked ${w}`);
    const blockedMe = await person(t, `BlockedMe ${w}`);
    await block(t, me.id, iBlocked);
    await block(t, blockedMe, me.id);
    await person(t, `Hidden ${w}`, { showProfile: false });
    await person(t, `New ${w}`, { onboardedAt: null });
    await person(t, `Visible ${w}`);
    expect(await names(me, w)).toEqual([`Visible ${w}`]);
  });

  it('matches %, _ and \\ literally', async () => {
    const me = await viewer(t, 'Wild', isolatedSpot());
    const w = word();
    await person(t, `${w} 100%_sure`);
    await person(t, `${w} 100x sure`);
    await person(t, `${w} back\\slash`);
    expect(await names(me, `${w} 100%_`)).toEqual([`${w} 100%_sure`]);
    expect(await names(me, `${w} 100%`)).toEqual([`${w} 100%_sure`]);
    expect(await names(me, `${w} 100_`)).toEqual([]);
    expect(await names(me, `${w} back\\s`)).toEqual([`${w} back\\slash`]);
    expect(await names(me, `${w}%%`)).toEqual([]);
  });

  it('shows each person with their own photos only', async () => {
    const me = await viewer(t, 'PhotoLooker', isolatedSpot());
    const w = word();
    const pictured = await viewer(t, `Pictured ${w}`, isolatedSpot());
    const jpeg = await sharp({ create: { width: 24, height: 24, channels: 3, background: '#f2b705' } })
      .jpeg()
      .toBuffer();
    const up = await upload(t, pictured.accessToken, jpeg);
    expect(up.statusCode, up.body).toBe(201);
    await person(t, `Plain ${w}`);
    const res = await search(me, w);
    const byName = Object.fromEntries(
      res.json().results.map((r: { displayName: string; photos: unknown[] }) => [r.displayName, r.photos.length]),
    );
    expect(byName).toEqual({ [`Pictured ${w}`]: 1, [`Plain ${w}`]: 0 });
  });

  it('treats SQL text as text', async () => {
    const me = await viewer(t, 'Bobby', isolatedSpot());
    for (const q of ["'; drop table profiles; --", "' or '1'='1", "x') or true --"]) {
      expect(await names(me, q)).toEqual([]);
    }
    expect((await t.deps.database.db.select().from(profiles).limit(1)).length).toBe(1);
  });

  it('lists real people first (at most 15), then matching demo profiles, with public fields only', async () => {
    const me = await viewer(t, 'Lister', isolatedSpot());
    const w = word();
    for (let i = 0; i < SEARCH_REAL_LIMIT + 2; i++) await person(t, `R${i}`, { location: `Kumasi ${w}` });
    const res = await search(me, `Kumasi ${w}`);
    expect(res.json().results).toHaveLength(SEARCH_REAL_LIMIT);
    const kumasi = await search(me, 'kumasi');
    expectNoPrivateKeys(kumasi);
    const results = kumasi.json().results as Array<{ isDemo: boolean; id: string; matchPercent: null; distance: null }>;
    results.forEach(expectPublicShape);
    const firstDemo = results.findIndex((r) => r.isDemo);
    expect(results.slice(firstDemo).every((r) => r.isDemo)).toBe(true);
    expect(results.filter((r) => r.isDemo).map((r) => r.id)).toContain('demo-akosua');
    expect(results.every((r) => r.distance === null && r.matchPercent === null)).toBe(true);
  });

  it('finds demo profiles by name or place only', async () => {
    const me = await viewer(t, 'DemoSearch', isolatedSpot());
    expect(await names(me, 'Wanjiru')).toContain('Wanjiru');
    expect(await names(me, 'nairobi')).toContain('Wanjiru');
    expect(await names(me, 'Ngong Hills')).not.toContain('Wanjiru');
  });

  it('needs two characters and a session', async () => {
    const me = await viewer(t, 'Short', isolatedSpot());
    expect(expectError(await search(me, 'a'), 400, 'validation_failed').message).toBe(
      'Type at least 2 characters to search',
    );
    expectError(await t.app.inject({ method: 'GET', url: '/api/search?q=abc' }), 401, 'unauthorized');
  });
});
