import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import type { LightMyRequestResponse as InjectResponse } from 'fastify';
import { buildReadyApp, createTestApp, refreshCookieFrom, signUp, type TestApp } from '../../test/harness.ts';
import { expectError } from '../../test/expect-error.ts';
import { refreshTokens, securityEvents, sessions } from '../../db/schema.ts';
import { signAccessToken } from './access-token.ts';

// The server's clock runs with the wall clock plus an offset a test may move forward.
let offsetMs = 0;
const clock = () => new Date(Date.now() + offsetMs);
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ deps: { clock } });
});
afterEach(() => {
  offsetMs = 0;
});
afterAll(async () => {
  await t?.close();
});

const getUser = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { authorization: `Bearer ${token}` } });
const refresh = (cookie?: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/refresh', headers: cookie ? { cookie } : {} });
const sessionIdOf = (accessToken: string): string =>
  JSON.parse(Buffer.from(accessToken.split('.')[1]!, 'base64url').toString()).sid;
const liveTokens = (sessionId: string) =>
  t.deps.database.db
    .select()
    .from(refreshTokens)
    .where(and(eq(refreshTokens.sessionId, sessionId), isNull(refreshTokens.usedAt)));
const sessionRow = async (sessionId: string) =>
  (await t.deps.database.db.select().from(sessions).where(eq(sessions.id, sessionId)))[0]!;

const clearsCookie = (res: InjectResponse) =>
  ([] as string[])
    .concat(res.headers['set-cookie'] ?? [])
    .some((c) => /^sankofa_refresh=;/.test(c) && /Path=\/api\/auth/.test(c));

describe('access tokens', () => {
  it('works on GET /user and fails when tampered with, forged or of the wrong shape', async () => {
    const u = await signUp(t);
    const other = await signUp(t);
    expect((await getUser(u.accessToken)).statusCode).toBe(200);

    const [h, p, s] = u.accessToken.split('.') as [string, string, string];
    const flipped = s.slice(0, 10) + (s[10] === 'A' ? 'B' : 'A') + s.slice(11);
    const payload = JSON.parse(Buffer.from(p, 'base64url').toString());
    const asOther = Buffer.from(JSON.stringify({ ...payload, sub: other.id })).toString('base64url');
    const none = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const forged = await signAccessToken(
      'a-secret-the-server-does-not-know-123456',
      { userId: u.id, sessionId: payload.sid },
      new Date(),
      900,
    );
    for (const bad of [
      `${h}.${p}.${flipped}`,
      `${h}.${asOther}.${s}`,
      `${none}.${p}.`,
      forged.token,
      `${h}.${p}`,
      u.accessToken + 'x',
    ]) {
      expectError(await getUser(bad), 401, 'invalid_token');
    }
  });

  it('expires after at most 15 minutes; the refresh cookie then gives a new one', async () => {
    const u = await signUp(t);
    offsetMs = 15 * 60_000 + 1_000;
    expectError(await getUser(u.accessToken), 401, 'invalid_token');
    const res = await refresh(u.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect((await getUser(res.json().accessToken)).statusCode).toBe(200);
  });
});

describe('POST /api/auth/refresh', () => {
  it('rotates the refresh token and keeps exactly one live token per session', async () => {
    const u = await signUp(t);
    const sid = sessionIdOf(u.accessToken);
    let cookie = u.cookie;
    for (let i = 0; i < 3; i++) {
      const res = await refresh(cookie);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      const next = refreshCookieFrom(res.headers['set-cookie']);
      expect(next).not.toBe(cookie);
      expect(res.json().user).toMatchObject({ id: u.id, email: u.email });
      expect(sessionIdOf(res.json().accessToken)).toBe(sid);
      expect((await getUser(res.json().accessToken)).statusCode).toBe(200);
      cookie = next;
    }
    expect(await liveTokens(sid)).toHaveLength(1);
    // The access token from before the rotations still belongs to a live session.
    expect((await getUser(u.accessToken)).statusCode).toBe(200);
  });

  it('answers 401 session_not_found for no cookie, an unknown cookie or an oversized one, and clears it', async () => {
    expectError(await refresh(), 401, 'session_not_found');
    for (const cookie of [
      'sankofa_refresh=not-a-real-token',
      `sankofa_refresh=${'a'.repeat(5000)}`,
      'sankofa_refresh=',
      'other=1',
    ]) {
      const res = await refresh(cookie);
      expectError(res, 401, 'session_not_found');
      expect(res.json().error.message).toBe('Your session has ended. Please sign in again.');
    }
    expect(clearsCookie(await refresh('sankofa_refresh=not-a-real-token'))).toBe(true);
  });

  it('does not accept the access token in place of the refresh cookie', async () => {
    const u = await signUp(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      headers: { authorization: `Bearer ${u.accessToken}` },
    });
    expectError(res, 401, 'session_not_found');
  });

  it('20 concurrent refreshes with one cookie all succeed, agree on one successor and leave one live token', async () => {
    const u = await signUp(t);
    const sid = sessionIdOf(u.accessToken);
    const results = await Promise.all(Array.from({ length: 20 }, () => refresh(u.cookie)));
    for (const r of results) expect(r.statusCode, r.body).toBe(200);
    const cookies = new Set(results.map((r) => refreshCookieFrom(r.headers['set-cookie'])));
    expect(cookies.size).toBe(1);
    const [successor] = [...cookies] as [string];
    expect(successor).not.toBe(u.cookie);

    const live = await liveTokens(sid);
    expect(live).toHaveLength(1);
    expect((await sessionRow(sid)).revokedAt).toBeNull();
    const reused = await t.deps.database.db
      .select()
      .from(securityEvents)
      .where(and(eq(securityEvents.userId, u.id), eq(securityEvents.action, 'refresh_token_reused')));
    expect(reused).toHaveLength(0);

    for (const r of results) expect((await getUser(r.json().accessToken)).statusCode).toBe(200);
    const next = await refresh(successor);
    expect(next.statusCode, next.body).toBe(200);
    expect(await liveTokens(sid)).toHaveLength(1);
  });

  it('a spent token presented after the grace window revokes the whole family', async () => {
    const u = await signUp(t);
    const second = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { email: u.email, password: u.password },
    });
    const sid = sessionIdOf(u.accessToken);
    const first = await refresh(u.cookie);
    expect(first.statusCode).toBe(200);
    const successor = refreshCookieFrom(first.headers['set-cookie']);

    offsetMs = 11_000; // past the default 10 s grace
    const replay = await refresh(u.cookie);
    expectError(replay, 401, 'refresh_token_reused');
    expect(replay.json().error.message).toBe('Your session has ended. Please sign in again.');
    expect(clearsCookie(replay)).toBe(true);

    expectError(await refresh(successor), 401, 'session_not_found');
    expectError(await getUser(u.accessToken), 401, 'invalid_token');
    expectError(await getUser(first.json().accessToken), 401, 'invalid_token');
    const row = await sessionRow(sid);
    expect(row.revokedAt).toBeInstanceOf(Date);
    expect(row.revokedReason).toBe('refresh_token_reused');

    const events = await t.deps.database.db
      .select()
      .from(securityEvents)
      .where(and(eq(securityEvents.userId, u.id), eq(securityEvents.action, 'refresh_token_reused')));
    expect(events).toHaveLength(1);
    expect(events[0]!.details).toMatchObject({
      session_id: sid,
      timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });

    // Another device's session is a different family and lives on.
    expect((await getUser(second.json().accessToken)).statusCode).toBe(200);
    expect((await refresh(refreshCookieFrom(second.headers['set-cookie']))).statusCode).toBe(200);
  });

  it('stops refreshing once the session itself has expired', async () => {
    const u = await signUp(t);
    offsetMs = 31 * 86_400_000;
    expectError(await refresh(u.cookie), 401, 'session_not_found');
  });
});

describe('refresh with REFRESH_REUSE_GRACE_SECONDS=0', () => {
  let z: TestApp;
  let now = Date.now();
  beforeAll(async () => {
    // A second app on the same database (no second PGlite to boot) with no grace and a stepped clock.
    const deps = { ...t.deps, env: { ...t.deps.env, REFRESH_REUSE_GRACE_SECONDS: 0 }, clock: () => new Date(now) };
    const app = await buildReadyApp(deps);
    z = { app, deps, mail: t.mail, close: () => app.close() };
  });
  afterAll(async () => {
    await z?.close();
  });

  it('treats any second use of a token as reuse', async () => {
    const u = await signUp(z);
    now += 1;
    const first = await z.app.inject({ method: 'POST', url: '/api/auth/refresh', headers: { cookie: u.cookie } });
    expect(first.statusCode).toBe(200);
    now += 1;
    const again = await z.app.inject({ method: 'POST', url: '/api/auth/refresh', headers: { cookie: u.cookie } });
    expectError(again, 401, 'refresh_token_reused');
    const next = await z.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      headers: { cookie: refreshCookieFrom(first.headers['set-cookie']) },
    });
    expectError(next, 401, 'session_not_found');
    const me = await z.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { authorization: `Bearer ${first.json().accessToken}` },
    });
    expectError(me, 401, 'invalid_token');
  });
});
