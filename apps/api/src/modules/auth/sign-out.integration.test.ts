import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, refreshCookieFrom, signUp, type SignedUpUser, type TestApp } from '../../test/harness.ts';
import { expectError } from '../../test/expect-error.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

interface Device {
  accessToken: string;
  cookie: string;
}

async function signInDevice(u: SignedUpUser): Promise<Device> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/signin',
    payload: { email: u.email, password: u.password },
  });
  expect(res.statusCode, res.body).toBe(200);
  return { accessToken: res.json().accessToken, cookie: refreshCookieFrom(res.headers['set-cookie']) };
}

/** A user signed in on three devices (three sessions, besides the sign-up one). */
async function threeDevices() {
  const u = await signUp(t);
  const devices = [await signInDevice(u), await signInDevice(u), await signInDevice(u)] as [Device, Device, Device];
  return { u, devices };
}

const signOut = (d: Device | null, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/signout',
    headers: { ...(d && { authorization: `Bearer ${d.accessToken}` }), 'content-type': 'application/json' },
    payload: JSON.stringify(payload),
  });
const userStatus = async (d: Device) =>
  (await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { authorization: `Bearer ${d.accessToken}` } }))
    .statusCode;
const refreshStatus = async (d: Device) =>
  (await t.app.inject({ method: 'POST', url: '/api/auth/refresh', headers: { cookie: d.cookie } })).statusCode;

describe('POST /api/auth/signout', () => {
  it('scope "others" keeps only the current session', async () => {
    const { u, devices } = await threeDevices();
    const [a, b, c] = devices;
    const res = await signOut(a, { scope: 'others' });
    expect(res.statusCode, res.body).toBe(204);
    expect(res.body).toBe('');
    // The current device keeps its cookie.
    expect(
      ([] as string[]).concat(res.headers['set-cookie'] ?? []).some((x) => x.startsWith('sankofa_refresh=;')),
    ).toBe(false);
    expect(await userStatus(a)).toBe(200);
    expect(await userStatus(b)).toBe(401);
    expect(await userStatus(c)).toBe(401);
    expect(await userStatus({ accessToken: u.accessToken, cookie: u.cookie })).toBe(401);
    expect(await refreshStatus(b)).toBe(401);
    expect(await refreshStatus(c)).toBe(401);
    expect(await refreshStatus(a)).toBe(200);
  });

  it('scope "local" ends only the current session and clears its cookie', async () => {
    const { devices } = await threeDevices();
    const [a, b, c] = devices;
    const res = await signOut(b, { scope: 'local' });
    expect(res.statusCode, res.body).toBe(204);
    expect(
      ([] as string[]).concat(res.headers['set-cookie'] ?? []).some((x) => x.startsWith('sankofa_refresh=;')),
    ).toBe(true);
    expect(await userStatus(b)).toBe(401);
    expect(await refreshStatus(b)).toBe(401);
    expect(await userStatus(a)).toBe(200);
    expect(await userStatus(c)).toBe(200);
    expect(await refreshStatus(a)).toBe(200);
    expect(await refreshStatus(c)).toBe(200);
  });

  it('the scope defaults to "local"', async () => {
    const { devices } = await threeDevices();
    const [a, b] = devices;
    expect((await signOut(a, {})).statusCode).toBe(204);
    expect(await userStatus(a)).toBe(401);
    expect(await userStatus(b)).toBe(200);
  });

  it('a sign-out without any body ends the current session (default scope)', async () => {
    const { devices } = await threeDevices();
    const [a, b] = devices;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signout',
      headers: { authorization: `Bearer ${a.accessToken}` },
    });
    expect(res.statusCode, res.body).toBe(204);
    expect(await userStatus(a)).toBe(401);
    expect(await userStatus(b)).toBe(200);
  });

  it('scope "global" ends every session of the user and no one else\'s', async () => {
    const { u, devices } = await threeDevices();
    const bystander = await signUp(t);
    const res = await signOut(devices[2], { scope: 'global' });
    expect(res.statusCode, res.body).toBe(204);
    for (const d of [...devices, { accessToken: u.accessToken, cookie: u.cookie }]) {
      expect(await userStatus(d)).toBe(401);
      expect(await refreshStatus(d)).toBe(401);
    }
    expect(await userStatus(bystander)).toBe(200);
    // Signing in again still works.
    const again = await signInDevice(u);
    expect(await userStatus(again)).toBe(200);
  });

  it('needs a live access token', async () => {
    const { devices } = await threeDevices();
    expectError(await signOut(null, { scope: 'global' }), 401, 'unauthorized');
    expectError(
      await signOut({ accessToken: 'forged.token.here', cookie: '' }, { scope: 'global' }),
      401,
      'invalid_token',
    );
    // Signing out twice: the second call finds the session already ended.
    expect((await signOut(devices[0], { scope: 'local' })).statusCode).toBe(204);
    expectError(await signOut(devices[0], { scope: 'local' }), 401, 'invalid_token');
    expect(await userStatus(devices[1])).toBe(200);
  });

  it('rejects an unknown scope or unknown fields with 400 and ends nothing', async () => {
    const { devices } = await threeDevices();
    const [a] = devices;
    for (const payload of [
      { scope: 'everyone' },
      { scope: 'GLOBAL' },
      { scope: 1 },
      { scope: 'global', userId: crypto.randomUUID() },
      ['global'],
    ]) {
      const res = await signOut(a, payload);
      expectError(res, 400, 'validation_failed');
    }
    for (const d of devices) expect(await userStatus(d)).toBe(200);
  });
});
