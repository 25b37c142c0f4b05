import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp } from '../../test/harness.ts';
import { expectError } from '../../test/expect-error.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
// The web app names the language it shows; without it a member's own language would answer (decision 0058).
const putUser = (token: string, payload: object) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/auth/user',
    headers: { ...bearer(token), 'accept-language': 'en' },
    payload,
  });

describe("a member's language", () => {
  it('is unset until chosen, is kept on the account and comes back at the next sign-in', async () => {
    const u = await signUp(t);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: bearer(u.accessToken) })).json().user.locale,
    ).toBeNull();

    const res = await putUser(u.accessToken, { locale: 'ar' });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ locale: 'ar', location: 'Accra, Ghana' });

    // A second device signing in follows the choice.
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { email: u.email, password: u.password },
    });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json().user.locale).toBe('ar');
  });

  it('refuses a language that is not offered, and changes nothing', async () => {
    const u = await signUp(t);
    await putUser(u.accessToken, { locale: 'fr' });
    for (const locale of ['de', 'EN', '', 'fr-FR', 7]) {
      const res = await putUser(u.accessToken, { locale } as object);
      expectError(res, 400, 'validation_failed');
      expect(JSON.stringify(res.json())).toContain('Please choose one of the languages offered');
    }
    const after = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: bearer(u.accessToken) });
    expect(after.json().user.locale).toBe('fr');
  });

  it("changes only the caller's own account", async () => {
    const a = await signUp(t);
    const b = await signUp(t);
    await putUser(a.accessToken, { locale: 'sw' });
    const bUser = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: bearer(b.accessToken) });
    expect(bUser.json().user.locale).toBeNull();
    expectError(await putUser(b.accessToken, { locale: 'yo', id: a.id }), 400, 'validation_failed');
  });

  it('keeps kilometres or miles on the account, and refuses anything else', async () => {
    const u = await signUp(t);
    const res = await putUser(u.accessToken, { distanceUnit: 'km' });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ distanceUnit: 'km', locale: null });
    expect((await putUser(u.accessToken, { distanceUnit: 'mi' })).json().user.distanceUnit).toBe('mi');
    const bad = await putUser(u.accessToken, { distanceUnit: 'miles' });
    expectError(bad, 400, 'validation_failed');
    expect(bad.json().error.message).toBe('Please choose kilometers or miles');
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { email: u.email, password: u.password },
    });
    expect(signIn.json().user.distanceUnit).toBe('mi');
  });
});
