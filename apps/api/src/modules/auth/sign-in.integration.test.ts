import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createTestApp,
  GOOD_PASSWORD,
  randomEmail,
  refreshCookieFrom,
  signUp,
  type SignedUpUser,
  type TestApp,
} from '../../test/harness.ts';
import { expectError } from '../../test/expect-error.ts';

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

const signin = (payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/auth/signin', payload: payload as object });

describe('POST /api/auth/signin', () => {
  it('signs in with the right password: a new session, cookie and working access token', async () => {
    const res = await signin({ email: u.email, password: u.password });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.user).toMatchObject({ id: u.id, email: u.email });
    expect(body.accessToken).not.toBe(u.accessToken);
    expect(res.headers['cache-control']).toBe('no-store');
    const cookie = refreshCookieFrom(res.headers['set-cookie']);
    expect(cookie).not.toBe(u.cookie);
    const raw = ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((c) => c.startsWith('sankofa_refresh='))!;
    expect(raw).toMatch(/HttpOnly/i);
    expect(raw).toMatch(/SameSite=Strict/i);
    expect(raw).toMatch(/Path=\/api\/auth/);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { authorization: `Bearer ${body.accessToken}` },
    });
    expect(me.json().user.id).toBe(u.id);
    // The sign-up session is still alive: sessions are per device.
    const old = await t.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { authorization: `Bearer ${u.accessToken}` },
    });
    expect(old.statusCode).toBe(200);
  });

  it('normalises the e-mail: any case, surrounding blanks', async () => {
    const res = await signin({ email: `  ${u.email.toUpperCase()} `, password: u.password });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user.id).toBe(u.id);
  });

  it('gives the same 400 invalid_credentials for a wrong password and an unknown address', async () => {
    const wrong = await signin({ email: u.email, password: `${GOOD_PASSWORD}x` });
    const unknown = await signin({ email: randomEmail('nobody'), password: GOOD_PASSWORD });
    const caseOff = await signin({ email: u.email, password: GOOD_PASSWORD.toUpperCase() });
    for (const res of [wrong, unknown, caseOff]) {
      expect(expectError(res, 400, 'invalid_credentials').message).toBe('Invalid email or password.');
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    expect(wrong.body).toBe(unknown.body);
  });

  it('does not reveal password rules or account existence on sign-in (a short password is just wrong)', async () => {
    const res = await signin({ email: u.email, password: 'short' });
    expect(expectError(res, 400, 'invalid_credentials').message).toBe('Invalid email or password.');
  });

  it('validates the body with readable messages', async () => {
    const cases: Array<[unknown, string, RegExp]> = [
      [{ password: GOOD_PASSWORD }, 'validation_failed', /Please enter a valid email address/],
      [{ email: 'nope', password: GOOD_PASSWORD }, 'validation_failed', /Please enter a valid email address/],
      [{ email: 123, password: GOOD_PASSWORD }, 'validation_failed', /Please enter a valid email address/],
      [{ email: u.email }, 'validation_failed', /Please enter a password/],
      [{ email: u.email, password: '' }, 'validation_failed', /Please enter a password/],
      [{ email: u.email, password: ['a'] }, 'validation_failed', /password/i],
      [{ email: u.email, password: 'x'.repeat(129) }, 'validation_failed', /at most 128/],
      [
        { email: u.email, password: u.password, rememberMe: true },
        'validation_failed',
        /(Unknown field|Unrecognized key).*rememberMe/,
      ],
      [
        { email: u.email, password: u.password, userId: u.id },
        'validation_failed',
        /(Unknown field|Unrecognized key).*userId/,
      ],
      [null, 'validation_failed', /object/i],
    ];
    for (const [payload, code, message] of cases) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/signin',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(payload),
      });
      expect(expectError(res, 400, code).message).toMatch(message);
    }
  });

  it('treats SQL in the e-mail or password as data', async () => {
    const a = await signin({ email: `x'--@example.test`, password: "' OR '1'='1" });
    expect([400]).toContain(a.statusCode);
    expect(['invalid_credentials', 'validation_failed']).toContain(a.json().error.code);
    const b = await signin({ email: u.email, password: "' OR '1'='1' --" });
    expectError(b, 400, 'invalid_credentials');
  });
});
