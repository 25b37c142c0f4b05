import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, GOOD_PASSWORD, refreshCookieFrom, signUp, type TestApp } from '../../test/harness.ts';
import { expectError } from '../../test/expect-error.ts';
import { users } from '../../db/schema.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const NEW_PASSWORD = 'Adinkra-symbols-2-know';
const change = (accessToken: string | null, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/password',
    headers: { ...(accessToken && { authorization: `Bearer ${accessToken}` }), 'content-type': 'application/json' },
    payload: JSON.stringify(payload),
  });
const signin = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/signin', payload: { email, password } });
const userStatus = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { authorization: `Bearer ${token}` } }))
    .statusCode;
const passwordHashOf = async (id: string) =>
  (await t.deps.database.db.select().from(users).where(eq(users.id, id)))[0]!.passwordHash;

describe('POST /api/auth/password', () => {
  it('changes the password, keeps this session and ends the others', async () => {
    const u = await signUp(t);
    const other = await signin(u.email, u.password);
    const otherToken: string = other.json().accessToken;
    const otherCookie = refreshCookieFrom(other.headers['set-cookie']);

    const res = await change(u.accessToken, { currentPassword: u.password, newPassword: NEW_PASSWORD });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Your password has been changed. Other devices have been signed out.');
    expect(res.body).not.toContain(NEW_PASSWORD);

    expect(await userStatus(u.accessToken)).toBe(200);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/auth/refresh', headers: { cookie: u.cookie } })).statusCode,
    ).toBe(200);
    expect(await userStatus(otherToken)).toBe(401);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/auth/refresh', headers: { cookie: otherCookie } })).statusCode,
    ).toBe(401);

    expectError(await signin(u.email, u.password), 400, 'invalid_credentials');
    const fresh = await signin(u.email, NEW_PASSWORD);
    expect(fresh.statusCode, fresh.body).toBe(200);
  });

  it('refuses a wrong current password with 400 and changes nothing', async () => {
    const u = await signUp(t);
    const other = await signin(u.email, u.password);
    const before = await passwordHashOf(u.id);
    const err = expectError(
      await change(u.accessToken, { currentPassword: `${u.password}!`, newPassword: NEW_PASSWORD }),
      400,
      'invalid_credentials',
    );
    expect(err.message).toBe('Your current password is not correct.');
    expect(await passwordHashOf(u.id)).toBe(before);
    expect(await userStatus(other.json().accessToken)).toBe(200);
  });

  it('refuses a weak new password with 422 weak_password and its reasons, changing nothing', async () => {
    const u = await signUp(t);
    const other = await signin(u.email, u.password);
    const before = await passwordHashOf(u.id);
    const local = u.email.split('@')[0]!;
    const cases: Array<[string, string]> = [
      ['short1!', 'too_short'],
      ['qwerty123', 'too_common'],
      ['zzzzzzzzzz', 'repetitive'],
      [`${local}#42`, 'contains_email'],
    ];
    for (const [newPassword, reason] of cases) {
      const err = expectError(
        await change(u.accessToken, { currentPassword: u.password, newPassword }),
        422,
        'weak_password',
      );
      expect((err.details as { reasons: string[] }).reasons).toContain(reason);
    }
    expect(await passwordHashOf(u.id)).toBe(before);
    expect(await userStatus(other.json().accessToken)).toBe(200);
  });

  it('validates the body and needs a live session', async () => {
    const u = await signUp(t);
    const bad: Array<[unknown, RegExp]> = [
      [{ newPassword: NEW_PASSWORD }, /Please enter a password/],
      [{ currentPassword: GOOD_PASSWORD }, /Please enter a password/],
      [{ currentPassword: GOOD_PASSWORD, newPassword: 123456789 }, /newPassword|password/i],
      [{ currentPassword: GOOD_PASSWORD, newPassword: 'x'.repeat(129) }, /at most 128/],
      [
        { currentPassword: GOOD_PASSWORD, newPassword: NEW_PASSWORD, userId: crypto.randomUUID() },
        /(Unknown field|Unrecognized key).*userId/,
      ],
      [{ password: NEW_PASSWORD }, /Unknown field|Unrecognized key|Please enter a password/],
    ];
    for (const [payload, message] of bad) {
      expect(expectError(await change(u.accessToken, payload), 400, 'validation_failed').message).toMatch(message);
    }
    expectError(await change(null, { currentPassword: GOOD_PASSWORD, newPassword: NEW_PASSWORD }), 401, 'unauthorized');
    expectError(
      await change('not.a.token', { currentPassword: GOOD_PASSWORD, newPassword: NEW_PASSWORD }),
      401,
      'invalid_token',
    );
    // Nothing changed: the original password still signs in.
    expect((await signin(u.email, GOOD_PASSWORD)).statusCode).toBe(200);
  });
});
