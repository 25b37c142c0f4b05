import { describe, expect, it } from 'vitest';
import { and, asc, eq, gte, sql } from 'drizzle-orm';
import {
  useClockedTestApp,
  GOOD_PASSWORD,
  randomEmail,
  refreshCookieFrom,
  signUp,
  signUpWith,
} from '../../test/harness.ts';
import { securityEvents } from '../../db/schema.ts';

const app = useClockedTestApp();

const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;
const eventsOf = (userId: string) =>
  app.t.deps.database.db
    .select()
    .from(securityEvents)
    .where(eq(securityEvents.userId, userId))
    .orderBy(asc(securityEvents.createdAt));
const actionsOf = async (userId: string) => (await eventsOf(userId)).map((e) => e.action);
const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  app.t.app.inject({ method: 'POST', url, headers, payload });

describe('security events', () => {
  it('sign-up, sign-in, failed sign-in, sign-out and password change are written by the server with a timestamp', async () => {
    const ua = 'IntegrationTest/1.0 (events)';
    const email = randomEmail('events');
    const up = await signUpWith(
      app.t,
      { email, password: GOOD_PASSWORD, location: 'Accra', acceptTerms: true, biometricConsent: true },
      { headers: { 'user-agent': ua } },
    );
    expect(up.statusCode).toBe(201);
    const userId: string = up.json().user.id;

    expect((await post('/api/auth/signin', { email, password: 'Not-the-password-1' })).statusCode).toBe(400);
    const signin = await post('/api/auth/signin', { email, password: GOOD_PASSWORD });
    expect(signin.statusCode).toBe(200);
    const bearer = { authorization: `Bearer ${signin.json().accessToken}` };
    const NEW = 'Fresh-palm-wine-at-dusk-3';
    expect(
      (await post('/api/auth/password', { currentPassword: GOOD_PASSWORD, newPassword: NEW }, bearer)).statusCode,
    ).toBe(200);
    expect((await post('/api/auth/signout', { scope: 'global' }, bearer)).statusCode).toBe(204);

    const events = await eventsOf(userId);
    expect(events.map((e) => e.action).sort()).toEqual([
      'password_changed',
      'sign_in',
      'sign_in_failed',
      'sign_out',
      'sign_up',
    ]);
    for (const e of events) {
      expect(e.resourceType).toBe('auth');
      expect((e.details as { timestamp: string }).timestamp).toMatch(ISO);
      expect(e.ip).toBe('127.0.0.1');
      expect(Math.abs(Date.parse((e.details as { timestamp: string }).timestamp) - e.createdAt.getTime())).toBeLessThan(
        1000,
      );
    }
    const by = Object.fromEntries(events.map((e) => [e.action, e]));
    expect(by.sign_up!.userAgent).toBe(ua);
    expect(by.sign_up!.details).toMatchObject({ biometric_consent: true });
    expect(by.sign_in_failed!.details).toMatchObject({ reason: 'wrong_password' });
    expect(by.sign_in!.details).toMatchObject({ session_id: expect.any(String) });
    expect(by.password_changed!.details).toMatchObject({ other_sessions_ended: 1 });
    expect(by.sign_out!.details).toMatchObject({ scope: 'global', sessions_ended: 1 });
  });

  it('records a failed sign-in for an unknown address without a user', async () => {
    // The PostgreSQL test database outlives a run: a fresh address and a start time pick out this test's row.
    const ip = `10.77.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}`;
    const startedAt = new Date(Date.now() - 1000);
    const res = await app.t.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      remoteAddress: ip,
      payload: { email: randomEmail('ghost'), password: GOOD_PASSWORD },
    });
    expect(res.statusCode).toBe(400);
    const rows = await app.t.deps.database.db
      .select()
      .from(securityEvents)
      .where(
        and(
          eq(securityEvents.ip, ip),
          eq(securityEvents.action, 'sign_in_failed'),
          gte(securityEvents.createdAt, startedAt),
        ),
      );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.userId).toBeNull();
    expect(rows[0]!.details).toMatchObject({ reason: 'unknown_email', timestamp: expect.stringMatching(ISO) });
  });

  it('takes the timestamp from the server clock, not from anything the client sends', async () => {
    app.offsetMs = 3 * 86_400_000;
    const u = await signUp(app.t);
    const [e] = await eventsOf(u.id);
    const ts = Date.parse((e!.details as { timestamp: string }).timestamp);
    expect(Math.abs(ts - (Date.now() + app.offsetMs))).toBeLessThan(60_000);
  });

  it('records refresh-token reuse, recovery and confirmation', async () => {
    const u = await signUp(app.t);
    // An account from before sign-up codes still confirms its address by link.
    await app.t.deps.database.db.execute(sql`update users set email_confirmed_at = null where id = ${u.id}`);
    expect(
      (
        await app.t.app.inject({
          method: 'POST',
          url: '/api/auth/resend-confirmation',
          headers: { authorization: `Bearer ${u.accessToken}` },
        })
      ).statusCode,
    ).toBe(200);
    const link = app.t.mail.find((m) => m.to === u.email && m.link)!.link!;
    expect(
      (await post('/api/auth/confirm', { token: new URLSearchParams(new URL(link).hash.slice(1)).get('token')! }))
        .statusCode,
    ).toBe(200);
    const first = await app.t.app.inject({ method: 'POST', url: '/api/auth/refresh', headers: { cookie: u.cookie } });
    expect(first.statusCode).toBe(200);
    expect(refreshCookieFrom(first.headers['set-cookie'])).not.toBe(u.cookie);
    app.offsetMs = 60_000;
    expect(
      (await app.t.app.inject({ method: 'POST', url: '/api/auth/refresh', headers: { cookie: u.cookie } })).json().error
        .code,
    ).toBe('refresh_token_reused');
    app.offsetMs = 0;

    expect((await post('/api/auth/recover', { email: u.email })).statusCode).toBe(200);

    const actions = await actionsOf(u.id);
    expect(actions).toEqual(
      expect.arrayContaining(['sign_up', 'refresh_token_reused', 'email_confirmed', 'password_reset_requested']),
    );
    const reused = (await eventsOf(u.id)).find((e) => e.action === 'refresh_token_reused')!;
    expect(reused.details).toMatchObject({ session_id: expect.any(String), timestamp: expect.stringMatching(ISO) });
  });

  it('has no endpoint through which a client could write or read one', async () => {
    const u = await signUp(app.t);
    const bearer = { authorization: `Bearer ${u.accessToken}` };
    const forged = {
      userId: u.id,
      action: 'sign_in',
      resourceType: 'auth',
      details: { timestamp: '2000-01-01T00:00:00.000Z' },
    };
    const before = (await eventsOf(u.id)).length;
    for (const url of [
      '/api/security-events',
      '/api/security_events',
      '/api/auth/security-events',
      '/api/auth/events',
      '/api/events',
      '/api/audit',
    ]) {
      for (const method of ['POST', 'PUT', 'PATCH', 'GET'] as const) {
        const res = await app.t.app.inject({
          method,
          url,
          headers: bearer,
          ...(method !== 'GET' && { payload: forged }),
        });
        expect(res.statusCode, `${method} ${url}`).toBe(404);
        expect(res.json().error.code).toBe('not_found');
      }
    }
    expect((await eventsOf(u.id)).length).toBe(before);
  });
});
