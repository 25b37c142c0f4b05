import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, signUp, type SignedUpUser, type TestApp } from '../../test/harness.ts';
import { expectError } from '../../test/expect-error.ts';
import { profiles, users } from '../../db/schema.ts';

let t: TestApp;
let u: SignedUpUser;
beforeAll(async () => {
  t = await createTestApp();
});
// Each test has its own user.
beforeEach(async () => {
  u = await signUp(t);
});
afterAll(async () => {
  await t?.close();
});

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const getUser = (token: string) => t.app.inject({ method: 'GET', url: '/api/auth/user', headers: bearer(token) });
const putUser = (token: string, payload: unknown) =>
  t.app.inject({ method: 'PUT', url: '/api/auth/user', headers: bearer(token), payload: payload as object });

describe('GET /api/auth/user', () => {
  it('returns the signed-in user, only contract fields', async () => {
    const res = await getUser(u.accessToken);
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({
      id: u.id,
      email: u.email,
      location: 'Accra, Ghana',
      biometricConsent: false,
    });
    expect(Object.keys(res.json().user).sort()).toEqual([
      'bio',
      'biometricConsent',
      'createdAt',
      'distanceUnit',
      'email',
      'emailConfirmedAt',
      'id',
      'locale',
      'location',
      'role',
    ]);
  });

  it('answers 401 without a token, with a malformed header or with garbage', async () => {
    expectError(await t.app.inject({ method: 'GET', url: '/api/auth/user' }), 401, 'unauthorized');
    expectError(
      await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { authorization: u.accessToken } }),
      401,
      'unauthorized',
    );
    expectError(
      await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { authorization: 'Basic dXNlcjpwYXNz' } }),
      401,
      'unauthorized',
    );
    expectError(
      await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { authorization: 'Bearer ' } }),
      401,
      'unauthorized',
    );
    for (const junk of ['garbage', 'a.b.c', 'x'.repeat(10_000), "' OR 1=1 --", u.cookie.split('=')[1]!]) {
      expectError(await getUser(junk), 401, 'invalid_token');
    }
  });

  it('ignores a user id in the query string: identity comes from the session only', async () => {
    const other = await signUp(t);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/auth/user?id=${other.id}&userId=${other.id}`,
      headers: bearer(u.accessToken),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.id).toBe(u.id);
  });
});

describe('PUT /api/auth/user', () => {
  it('updates location and bio (trimmed) and returns the new user', async () => {
    const res = await putUser(u.accessToken, { location: '  Cape Coast  ', bio: '  Drummer and coder.  ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user).toMatchObject({ id: u.id, location: 'Cape Coast', bio: 'Drummer and coder.' });
    const only = await putUser(u.accessToken, { bio: 'Only the bio.' });
    expect(only.json().user).toMatchObject({ location: 'Cape Coast', bio: 'Only the bio.' });
    expect((await getUser(u.accessToken)).json().user).toMatchObject({ location: 'Cape Coast', bio: 'Only the bio.' });
  });

  it('allows an empty bio', async () => {
    const res = await putUser(u.accessToken, { bio: '' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user.bio).toBe('');
  });

  it('stores SQL and HTML verbatim', async () => {
    const bio = `<b onmouseover="alert(1)">hi</b>'; UPDATE profiles SET verified = true; --`;
    const location = 'Tamale"); DELETE FROM users; --';
    const res = await putUser(u.accessToken, { bio, location });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user).toMatchObject({ bio, location });
    const [p] = await t.deps.database.db.select().from(profiles).where(eq(profiles.userId, u.id));
    expect(p).toMatchObject({ bio, location, verified: false });
  });

  it('refuses a NUL character with 400 and keeps the old values', async () => {
    const before = (await getUser(u.accessToken)).json().user;
    for (const payload of [{ bio: 'a\u0000b' }, { location: '\u0000', bio: 'fine' }]) {
      const err = expectError(await putUser(u.accessToken, payload), 400, 'validation_failed');
      expect(err.message).toMatch(/control character/);
    }
    expect((await getUser(u.accessToken)).json().user).toEqual(before);
  });

  it('rejects unknown fields (verified, role, email, ...) with 400 and applies nothing', async () => {
    // An address not confirmed yet (an account from before sign-up codes): no field can confirm it.
    await t.deps.database.db.update(users).set({ emailConfirmedAt: null }).where(eq(users.id, u.id));
    const before = (await getUser(u.accessToken)).json().user;
    for (const extra of [
      { verified: true },
      { role: 'admin' },
      { isDemoProfile: true },
      { email: 'someone-else@example.test' },
      { emailConfirmedAt: new Date().toISOString() },
      { biometricConsent: true },
      { id: crypto.randomUUID() },
    ]) {
      const err = expectError(
        await putUser(u.accessToken, { bio: 'Sneaky change', ...extra }),
        400,
        'validation_failed',
      );
      expect(err.message).toMatch(new RegExp(`(Unknown field|Unrecognized key).*${Object.keys(extra)[0]}`));
    }
    const after = (await getUser(u.accessToken)).json().user;
    expect(after).toEqual(before);
    const [p] = await t.deps.database.db.select().from(profiles).where(eq(profiles.userId, u.id));
    const [row] = await t.deps.database.db.select().from(users).where(eq(users.id, u.id));
    expect(p!.verified).toBe(false);
    expect(p!.isDemoProfile).toBe(false);
    expect(row!.email).toBe(u.email);
    expect(row!.emailConfirmedAt).toBeNull();
  });

  it('rejects bad values with readable messages', async () => {
    const cases: Array<[unknown, RegExp]> = [
      [{}, /Nothing to update/],
      [{ location: '' }, /Please enter your location/],
      [{ location: '   ' }, /Please enter your location/],
      [{ location: 'x'.repeat(121) }, /at most 120/],
      [{ bio: 'x'.repeat(501) }, /at most 500/],
      [{ bio: null }, /bio/i],
      [{ bio: 42 }, /bio/i],
      [{ location: { city: 'Accra' } }, /location/i],
      [[], /expected object/i],
      ['just a string', /expected object/i],
    ];
    for (const [payload, message] of cases) {
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/auth/user',
        headers: { ...bearer(u.accessToken), 'content-type': 'application/json' },
        payload: JSON.stringify(payload),
      });
      expect(expectError(res, 400, 'validation_failed').message).toMatch(message);
    }
  });

  it('answers 401 without a valid token and changes nothing', async () => {
    const before = (await getUser(u.accessToken)).json().user;
    expectError(
      await t.app.inject({ method: 'PUT', url: '/api/auth/user', payload: { bio: 'anon' } }),
      401,
      'unauthorized',
    );
    expectError(await putUser('nope', { bio: 'anon' }), 401, 'invalid_token');
    expect((await getUser(u.accessToken)).json().user).toEqual(before);
  });

  it("changes only the caller's own profile", async () => {
    const other = await signUp(t);
    await putUser(u.accessToken, { bio: 'mine' });
    expect((await getUser(other.accessToken)).json().user.bio).toBe("Hello, I'm new to Sankofa!");
  });
});
