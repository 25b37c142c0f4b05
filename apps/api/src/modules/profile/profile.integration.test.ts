import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { STARTING_TOKEN_GRANT, type CompleteOnboardingBody } from '@sankofa/contracts';
import { createTestApp, signUp, type SignedUpUser, type TestApp } from '../../test/harness.ts';
import { expectError } from '../../test/expect-error.ts';
import { matches, profiles, streamingSessions, swipes, tokenLedger } from '../../db/schema.ts';
import { searchCities } from './cities.ts';
import { upload } from '../photos/photo-test-client.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const bearer = (u: SignedUpUser) => ({ authorization: `Bearer ${u.accessToken}` });
const getMe = (u: SignedUpUser) => t.app.inject({ method: 'GET', url: '/api/profile/me', headers: bearer(u) });
const patchMe = (u: SignedUpUser, payload: object) =>
  t.app.inject({ method: 'PATCH', url: '/api/profile/me', headers: bearer(u), payload });
const complete = (u: SignedUpUser, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/onboarding/complete', headers: bearer(u), payload });

let jpeg: Buffer;
beforeAll(async () => {
  jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .jpeg()
    .toBuffer();
});

async function uploadPhoto(u: SignedUpUser): Promise<string> {
  const res = await upload(t, u.accessToken, jpeg, { name: 'me.jpg' });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

const answers = (photoIds: string[], extra: Partial<CompleteOnboardingBody> = {}): CompleteOnboardingBody => ({
  displayName: 'Ama Owusu',
  birthDate: '1995-04-12',
  gender: 'woman',
  orientation: 'straight',
  heightCm: 168,
  bodyType: 'athletic',
  education: 'masters',
  occupation: 'Architect',
  interestedIn: 'men',
  lookingFor: 'long-term',
  distanceMiles: 40,
  hobbies: 'Highlife music, cooking jollof, , hiking',
  personality: 'ENFJ',
  aboutMe: '  Sunday mornings are for highlife and my grandmother’s kitchen.  ',
  photoIds,
  location: { cityId: searchCities('Kumasi')[0]!.id },
  blockContacts: true,
  ...extra,
});

describe('GET /api/profile/me', () => {
  it('gives a new account its sign-up answers, zero counters and the starting token grant', async () => {
    const u = await signUp(t);
    const res = await getMe(u);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toMatchObject({
      userId: u.id,
      email: u.email,
      displayName: null,
      age: null,
      location: 'Accra, Ghana',
      bio: "Hello, I'm new to Sankofa!",
      verified: false,
      onboarded: false,
      photos: [],
      mainPhotoId: null,
      stats: { likesReceived: 0, matches: 0, streams: 0, giftsReceived: 0 },
      tokenBalance: STARTING_TOKEN_GRANT,
      settings: { showProfile: true, allowMessages: true, showOnline: true, openToKids: false, notifyStreams: true },
    });
  });

  it('needs a session', async () => {
    expectError(await t.app.inject({ method: 'GET', url: '/api/profile/me' }), 401, 'unauthorized');
  });

  it('counts real rows: likes received, matches, streams hosted, gifts, and the ledger sum', async () => {
    const [me, a, b] = [await signUp(t), await signUp(t), await signUp(t)];
    const db = t.deps.database.db;
    await db.insert(swipes).values([
      { swiperId: a.id, targetId: me.id, kind: 'like' },
      { swiperId: b.id, targetId: me.id, kind: 'super_like' },
      { swiperId: me.id, targetId: a.id, kind: 'like' },
    ]);
    const [lo, hi] = [me.id, a.id].sort() as [string, string];
    await db.insert(matches).values({ userA: lo, userB: hi });
    await db.insert(streamingSessions).values({ hostUserId: me.id, title: 'Sunday highlife', hostSeenAt: new Date() });
    await db.insert(tokenLedger).values([
      { userId: me.id, amount: 10, reason: 'gift_received', counterpartyId: a.id, idempotencyKey: 'g1' },
      { userId: me.id, amount: -25, reason: 'gift_sent', counterpartyId: b.id, idempotencyKey: 'g2' },
    ]);
    const body = (await getMe(me)).json();
    expect(body.stats).toEqual({ likesReceived: 2, matches: 1, streams: 1, giftsReceived: 1 });
    expect(body.tokenBalance).toBe(STARTING_TOKEN_GRANT + 10 - 25);
    // Someone else's counters are their own.
    expect((await getMe(a)).json().stats).toEqual({ likesReceived: 1, matches: 1, streams: 0, giftsReceived: 0 });
  });
});

describe('POST /api/onboarding/complete', () => {
  it('saves every answer: snapped location, age from the private birth date, interests, photo order', async () => {
    const u = await signUp(t);
    const first = await uploadPhoto(u);
    const second = await uploadPhoto(u);
    const res = await complete(u, answers([second, first]));
    expect(res.statusCode, res.body).toBe(200);
    const me = res.json();
    expect(me).toMatchObject({
      displayName: 'Ama Owusu',
      birthDate: '1995-04-12',
      gender: 'woman',
      orientation: 'straight',
      heightCm: 168,
      bodyType: 'athletic',
      education: 'masters',
      occupation: 'Architect',
      interestedIn: 'men',
      relationshipGoals: 'long-term',
      distanceMiles: 40,
      interests: ['Highlife music', 'cooking jollof', 'hiking'],
      personality: 'ENFJ',
      bio: 'Sunday mornings are for highlife and my grandmother’s kitchen.',
      location: 'Kumasi, Ghana',
      hasPosition: true,
      blockContacts: true,
      onboarded: true,
      mainPhotoId: second,
    });
    expect(me.age).toBeGreaterThanOrEqual(31);
    expect(me.photos.map((p: { id: string }) => p.id)).toEqual([second, first]);
    const [row] = await t.deps.database.db.select().from(profiles).where(eq(profiles.userId, u.id));
    expect(row!.latSnapped).toBeCloseTo(6.69, 2);
    // The stored point is a grid point, not the city's own coordinates.
    expect(Math.round(row!.latSnapped! * 100) / 100).toBe(row!.latSnapped);
  });

  it('saves heritage and languages given at onboarding, and none when left out', async () => {
    const u = await signUp(t);
    const res = await complete(
      u,
      answers([await uploadPhoto(u)], { heritage: 'Igbo, Nigerian', languages: ['English', 'Igbo'] }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ heritage: 'Igbo, Nigerian', languages: ['English', 'Igbo'] });
    const other = await signUp(t);
    expect((await complete(other, answers([await uploadPhoto(other)]))).json()).toMatchObject({
      heritage: null,
      languages: [],
    });
  });

  it('keeps the bio from sign-up when About me is left blank: hobbies stay interests, the personality its own field', async () => {
    const u = await signUp(t);
    const res = await complete(u, answers([await uploadPhoto(u)], { aboutMe: '   ' }));
    expect(res.statusCode, res.body).toBe(200);
    const me = res.json();
    expect(me.bio).toBe("Hello, I'm new to Sankofa!");
    expect(me.interests).toEqual(['Highlife music', 'cooking jollof', 'hiking']);
    expect(me.personality).toBe('ENFJ');
    const { aboutMe: _left, ...withoutAboutMe } = answers([await uploadPhoto(u)]);
    const again = await complete(u, withoutAboutMe);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().bio).toBe("Hello, I'm new to Sankofa!");
  });

  it('shows a bio the old onboarding built from hobbies and personality without the repeats, here and to others', async () => {
    const [u, viewer] = [await signUp(t), await signUp(t)];
    expect((await complete(u, answers([await uploadPhoto(u)], { aboutMe: '' }))).statusCode).toBe(200);
    await t.deps.database.db
      .update(profiles)
      .set({ bio: 'Highlife music, cooking jollof, , hiking\nPersonality: ENFJ' })
      .where(eq(profiles.userId, u.id));
    expect((await getMe(u)).json()).toMatchObject({
      bio: '',
      interests: ['Highlife music', 'cooking jollof', 'hiking'],
      personality: 'ENFJ',
    });
    const seen = await t.app.inject({ method: 'GET', url: `/api/profiles/${u.id}`, headers: bearer(viewer) });
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.json().profile).toMatchObject({ bio: '', personality: 'ENFJ' });

    // Hobbies written as prose stay, without the personality line.
    await t.deps.database.db
      .update(profiles)
      .set({ bio: 'Long walks by the lagoon, then jollof with friends\nPersonality: ENFJ' })
      .where(eq(profiles.userId, u.id));
    expect((await getMe(u)).json().bio).toBe('Long walks by the lagoon, then jollof with friends');
  });

  it('refuses an About me longer than the bio allows, naming the field, and saves nothing', async () => {
    const u = await signUp(t);
    const err = expectError(
      await complete(u, answers([await uploadPhoto(u)], { aboutMe: 'a'.repeat(501) })),
      400,
      'validation_failed',
    );
    expect(err.message).toMatch(/About me can be at most 500 characters/);
    expect((await getMe(u)).json()).toMatchObject({ onboarded: false });
    const bad = expectError(
      await complete(u, answers([await uploadPhoto(u)], { aboutMe: 42 as never })),
      400,
      'validation_failed',
    );
    expect(bad.message).toMatch(/About me must be text/);
  });

  it('keeps the location typed at sign-up when none is chosen during onboarding', async () => {
    const u = await signUp(t);
    const res = await complete(u, answers([await uploadPhoto(u)], { location: null }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ location: 'Accra, Ghana', hasPosition: false });
  });

  it('refuses an under-age birth date and saves nothing', async () => {
    const u = await signUp(t);
    const photo = await uploadPhoto(u);
    const err = expectError(await complete(u, answers([photo], { birthDate: '2012-05-01' })), 422, 'underage');
    expect(err.message).toBe('You must be at least 18 years old to use this app.');
    expect((await getMe(u)).json()).toMatchObject({ displayName: null, onboarded: false });
  });

  it('refuses a birth date more than 120 years ago, at onboarding and on edit', async () => {
    const u = await signUp(t);
    const photo = await uploadPhoto(u);
    expectError(await complete(u, answers([photo], { birthDate: '1890-01-01' })), 422, 'invalid_birth_date');
    expectError(await patchMe(u, { birthDate: '1890-01-01' }), 422, 'invalid_birth_date');
  });

  it("refuses another person's photo and writes nothing (one transaction)", async () => {
    const [u, other] = [await signUp(t), await signUp(t)];
    const mine = await uploadPhoto(u);
    const theirs = await uploadPhoto(other);
    const res = await complete(u, answers([mine, theirs]));
    expect(res.statusCode).toBe(400);
    const me = (await getMe(u)).json();
    expect(me).toMatchObject({ displayName: null, onboarded: false, interests: [] });
    expect((await getMe(other)).json().photos).toHaveLength(1);
  });

  it('checks every step on the server with messages a person can act on', async () => {
    const u = await signUp(t);
    const photo = await uploadPhoto(u);
    const cases: Array<[Partial<CompleteOnboardingBody>, RegExp]> = [
      [{ displayName: 'A' }, /at least 2 characters/],
      [{ hobbies: 'short' }, /at least 11 characters/],
      [{ photoIds: [] }, /at least one photo/],
      [{ distanceMiles: 0 }, /.+/],
      [{ personality: 'ABCD' as never }, /personality type/],
      [{ location: { cityId: 999_999_999 } }, /could not find that city/],
    ];
    for (const [extra, message] of cases) {
      const res = await complete(u, answers([photo], extra));
      expect(res.statusCode, JSON.stringify(extra)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(res.json().error.message).toMatch(message);
    }
    expect((await getMe(u)).json().onboarded).toBe(false);
  });

  it('cannot set verified, the demo flag, the balance or timestamps', async () => {
    const u = await signUp(t);
    const photo = await uploadPhoto(u);
    for (const extra of [
      { verified: true },
      { isDemoProfile: true },
      { tokenBalance: 1e6 },
      { onboardedAt: '2020-01-01T00:00:00Z' },
    ]) {
      expectError(await complete(u, { ...answers([photo]), ...extra }), 400, 'validation_failed');
    }
  });
});

describe('PATCH /api/profile/me', () => {
  it('updates the editable fields only', async () => {
    const u = await signUp(t);
    const res = await patchMe(u, {
      displayName: 'Kofi',
      birthDate: '1990-01-01',
      location: 'Lagos, Nigeria',
      occupation: 'Chef',
      education: 'trade',
      relationshipGoals: 'not-sure',
      bio: 'Jollof diplomacy.',
      interests: ['Afrobeats', 'Cooking'],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      displayName: 'Kofi',
      location: 'Lagos, Nigeria',
      interests: ['Afrobeats', 'Cooking'],
      education: 'trade',
    });
  });

  it.each([
    ['verified', { verified: true }],
    ['the demo flag', { isDemoProfile: true }],
    ['the balance', { tokenBalance: 999 }],
    ['a timestamp', { updatedAt: '2020-01-01T00:00:00Z' }],
    ['another user id', { userId: '00000000-0000-4000-8000-000000000000' }],
    ['the stats', { stats: { matches: 99 } }],
  ])('refuses %s', async (_label, payload) => {
    const u = await signUp(t);
    expectError(await patchMe(u, payload), 400, 'validation_failed');
    expect((await getMe(u)).json()).toMatchObject({ verified: false, tokenBalance: STARTING_TOKEN_GRANT });
  });

  it('refuses blank or repeated interests and an under-age birth date', async () => {
    const u = await signUp(t);
    expectError(await patchMe(u, { interests: ['Jazz', ' '] }), 400, 'validation_failed');
    expectError(await patchMe(u, { interests: ['Jazz', 'jazz'] }), 400, 'validation_failed');
    expectError(await patchMe(u, { birthDate: '2015-01-01' }), 422, 'underage');
  });

  it('saves About me as the bio, and refuses one that is too long with its name', async () => {
    const u = await signUp(t);
    expect((await patchMe(u, { bio: '  Jollof diplomacy.  ' })).json().bio).toBe('Jollof diplomacy.');
    const err = expectError(await patchMe(u, { bio: 'b'.repeat(501) }), 400, 'validation_failed');
    expect(err.message).toMatch(/About me can be at most 500 characters/);
    expect((await getMe(u)).json().bio).toBe('Jollof diplomacy.');
  });

  it('saves heritage and languages, clears a blank heritage, and refuses repeated or too many languages', async () => {
    const u = await signUp(t);
    const res = await patchMe(u, { heritage: '  Ghanaian-British ', languages: ['English', 'Twi'] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ heritage: 'Ghanaian-British', languages: ['English', 'Twi'] });
    expect((await patchMe(u, { heritage: '   ' })).json()).toMatchObject({
      heritage: null,
      languages: ['English', 'Twi'],
    });
    expect(expectError(await patchMe(u, { languages: ['Twi', 'twi'] }), 400, 'validation_failed').message).toMatch(
      /only once/,
    );
    const nine = Array.from({ length: 9 }, (_, i) => `Language ${i}`);
    expect(expectError(await patchMe(u, { languages: nine }), 400, 'validation_failed').message).toMatch(
      /at most 8 languages/,
    );
    expect(expectError(await patchMe(u, { heritage: 'h'.repeat(81) }), 400, 'validation_failed').message).toMatch(
      /Heritage can be at most 80/,
    );
    expect((await getMe(u)).json()).toMatchObject({ heritage: null, languages: ['English', 'Twi'] });
  });

  it('stores HTML as text, never as markup', async () => {
    const u = await signUp(t);
    const res = await patchMe(u, { bio: "<script>alert(1)</script> & ' or 1=1 --" });
    expect(res.json().bio).toBe("<script>alert(1)</script> & ' or 1=1 --");
  });
});

describe('PATCH /api/profile/me/settings', () => {
  it('saves each choice and keeps the others', async () => {
    const u = await signUp(t);
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/profile/me/settings',
      headers: bearer(u),
      payload: { showProfile: false, hasKids: true },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ showProfile: false, hasKids: true, allowMessages: true });
    expect((await getMe(u)).json().settings).toMatchObject({ showProfile: false, hasKids: true, notifyMessages: true });
  });

  it('refuses unknown settings and non-booleans', async () => {
    const u = await signUp(t);
    for (const payload of [{ verified: true }, { showProfile: 'no' }]) {
      expectError(
        await t.app.inject({ method: 'PATCH', url: '/api/profile/me/settings', headers: bearer(u), payload }),
        400,
        'validation_failed',
      );
    }
  });
});

describe('GET /api/cities', () => {
  it('finds cities offline for a signed-in user', async () => {
    const u = await signUp(t);
    const res = await t.app.inject({ method: 'GET', url: '/api/cities?q=accr', headers: bearer(u) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().cities[0]).toEqual({
      id: expect.any(Number),
      name: 'Accra',
      country: 'Ghana',
      label: 'Accra, Ghana',
    });
  });

  it('needs two letters and a session', async () => {
    const u = await signUp(t);
    const short = expectError(
      await t.app.inject({ method: 'GET', url: '/api/cities?q=a', headers: bearer(u) }),
      400,
      'validation_failed',
    );
    expect(short.message).toMatch(/at least 2 letters/);
    expectError(await t.app.inject({ method: 'GET', url: '/api/cities?q=accra' }), 401, 'unauthorized');
  });
});

describe('token ledger', () => {
  it('grants the starting tokens once, in the same transaction as the account', async () => {
    const u = await signUp(t);
    const rows = await t.deps.database.db.select().from(tokenLedger).where(eq(tokenLedger.userId, u.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ amount: STARTING_TOKEN_GRANT, reason: 'signup_grant' });
  });
});
