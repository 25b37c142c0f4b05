import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { createTestApp, signUp, type SignedUpUser, type TestApp } from '../../test/harness.ts';
import { expectError } from '../../test/expect-error.ts';
import {
  contactAccessLog,
  contactDetails,
  photos,
  profiles,
  securityEvents,
  sessions,
  streamingSessions,
  users,
} from '../../db/schema.ts';
import { sessionChannel } from '../realtime/session-events.ts';
import { INVALID_CREDENTIALS } from './sign-in.ts';
import { jobsOf, retryJobsNow } from '../../test/jobs.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const deleteAccount = (app: TestApp, token: string | null, payload: unknown) =>
  app.app.inject({
    method: 'DELETE',
    url: '/api/auth/user',
    headers: { ...(token && bearer(token)), 'content-type': 'application/json' },
    payload: JSON.stringify(payload),
  });
const userStatus = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: bearer(token) })).statusCode;
const refreshStatus = async (cookie: string) =>
  (await t.app.inject({ method: 'POST', url: '/api/auth/refresh', headers: { cookie } })).statusCode;
const signIn = (u: SignedUpUser) =>
  t.app.inject({ method: 'POST', url: '/api/auth/signin', payload: { email: u.email, password: u.password } });
const getContact = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/profile/me/contact', headers: bearer(token) });

const CONTACT = { phone: '0244 123 456', emergencyContactName: 'Esi', emergencyContactPhone: '0209 876 543' };

/** A user with contact details, a main photo whose two files are in storage, a past stream's thumbnail, and a second device. */
async function richUser() {
  const u = await signUp(t);
  const put = await t.app.inject({
    method: 'PUT',
    url: '/api/profile/me/contact',
    headers: bearer(u.accessToken),
    payload: CONTACT,
  });
  expect(put.statusCode, put.body).toBe(200);
  const stem = randomBytes(8).toString('hex');
  const keys = [`${stem}/large.webp`, `${stem}/small.webp`] as const;
  for (const k of keys) await t.deps.storage.put(k, randomBytes(64), 'image/webp');
  const [photo] = await t.deps.database.db
    .insert(photos)
    .values({ userId: u.id, position: 0, largeKey: keys[0], smallKey: keys[1], width: 800, height: 600 })
    .returning({ id: photos.id });
  await t.deps.database.db.update(profiles).set({ mainPhotoId: photo!.id }).where(eq(profiles.userId, u.id));
  const thumbnail = `streams/${stem}/${randomBytes(8).toString('hex')}.webp`;
  await t.deps.storage.put(thumbnail, randomBytes(64), 'image/webp');
  const ended = new Date();
  await t.deps.database.db.insert(streamingSessions).values({
    hostUserId: u.id,
    title: 'Sunday drums',
    status: 'ended',
    hostSeenAt: ended,
    endedAt: ended,
    thumbnailKey: thumbnail,
  });
  const device = await signIn(u);
  expect(device.statusCode, device.body).toBe(200);
  return { u, keys: [...keys, thumbnail], otherDeviceToken: device.json().accessToken as string };
}

const rowsOf = async (userId: string) => {
  const db = t.deps.database.db;
  const count = async (q: Promise<unknown[]>) => (await q).length;
  return {
    users: await count(db.select({ id: users.id }).from(users).where(eq(users.id, userId))),
    profiles: await count(db.select({ id: profiles.userId }).from(profiles).where(eq(profiles.userId, userId))),
    photos: await count(db.select({ id: photos.id }).from(photos).where(eq(photos.userId, userId))),
    contact: await count(
      db.select({ id: contactDetails.userId }).from(contactDetails).where(eq(contactDetails.userId, userId)),
    ),
    contactLog: await count(
      db.select({ id: contactAccessLog.id }).from(contactAccessLog).where(eq(contactAccessLog.userId, userId)),
    ),
    sessions: await count(db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, userId))),
  };
};

describe('DELETE /api/auth/user', () => {
  it('refuses a wrong password with the sign-in message and deletes nothing', async () => {
    const { u, keys } = await richUser();
    const before = await rowsOf(u.id);
    const res = await deleteAccount(t, u.accessToken, { password: 'not-my-password-1' });
    const err = expectError(res, 401, 'invalid_credentials');
    expect(err.message).toBe(INVALID_CREDENTIALS);
    expect(([] as string[]).concat(res.headers['set-cookie'] ?? [])).toEqual([]);
    expect(await rowsOf(u.id)).toEqual(before);
    expect(await userStatus(u.accessToken)).toBe(200);
    expect(await refreshStatus(u.cookie)).toBe(200);
    for (const k of keys) expect(await t.deps.storage.get(k)).not.toBeNull();
  });

  it('with the password, removes the account and everything it owned and signs the user out', async () => {
    const { u, keys, otherDeviceToken } = await richUser();
    const bystander = await richUser();
    const revoked: string[] = [];
    const live = await t.deps.database.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(and(eq(sessions.userId, u.id), isNull(sessions.revokedAt)));
    expect(live.length).toBe(2);
    const unsubscribe = await Promise.all(
      live.map((s) => t.deps.bus.subscribe(sessionChannel(s.id), () => void revoked.push(s.id))),
    );

    const res = await deleteAccount(t, u.accessToken, { password: u.password });
    expect(res.statusCode, res.body).toBe(204);
    expect(res.body).toBe('');
    expect(
      ([] as string[]).concat(res.headers['set-cookie'] ?? []).some((c) => c.startsWith('sankofa_refresh=;')),
    ).toBe(true);
    await Promise.all(unsubscribe.map((off) => off()));
    expect(revoked.sort()).toEqual(live.map((s) => s.id).sort());

    expectError(
      await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: bearer(u.accessToken) }),
      401,
      'invalid_token',
    );
    expect(await userStatus(otherDeviceToken)).toBe(401);
    expect(await refreshStatus(u.cookie)).toBe(401);
    expectError(await signIn(u), 400, 'invalid_credentials');
    expect(await rowsOf(u.id)).toEqual({ users: 0, profiles: 0, photos: 0, contact: 0, contactLog: 0, sessions: 0 });
    for (const k of keys) expect(await t.deps.storage.get(k)).toBeNull();

    // Someone else's account, files and contact details are untouched.
    const b = bystander.u;
    expect(await userStatus(b.accessToken)).toBe(200);
    expect((await getContact(b.accessToken)).json()).toMatchObject(CONTACT);
    expect(await rowsOf(b.id)).toMatchObject({ users: 1, profiles: 1, photos: 1, contact: 1 });
    for (const k of bystander.keys) expect(await t.deps.storage.get(k)).not.toBeNull();
  });

  it('keeps an audit event of the deletion that names no one', async () => {
    const u = await signUp(t);
    expect((await deleteAccount(t, u.accessToken, { password: u.password })).statusCode).toBe(204);
    const events = await t.deps.database.db
      .select({ userId: securityEvents.userId, details: securityEvents.details })
      .from(securityEvents)
      .where(and(eq(securityEvents.action, 'account_deleted'), isNull(securityEvents.userId)));
    expect(events.length).toBeGreaterThan(0);
    for (const e of events) expect(Object.keys(e.details as object)).toEqual(['timestamp']);
    const mentions = await t.deps.database.db.execute(
      sql`select count(*)::int as n from security_events where details::text like ${`%${u.email}%`} or user_id = ${u.id}`,
    );
    expect((mentions as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
  });

  it('frees the e-mail address for a new account', async () => {
    const u = await signUp(t);
    expect((await deleteAccount(t, u.accessToken, { password: u.password })).statusCode).toBe(204);
    const again = await signUp(t, { email: u.email });
    expect(again.id).not.toBe(u.id);
    expect(await userStatus(again.accessToken)).toBe(200);
  });

  it('needs a live session and a password field, nothing else', async () => {
    const u = await signUp(t);
    expectError(await deleteAccount(t, null, { password: u.password }), 401, 'unauthorized');
    expectError(await deleteAccount(t, 'forged.token.here', { password: u.password }), 401, 'invalid_token');
    for (const payload of [{}, { password: '' }, { password: 42 }, { password: u.password, userId: u.id }]) {
      expectError(await deleteAccount(t, u.accessToken, payload), 400, 'validation_failed');
    }
    expect(await userStatus(u.accessToken)).toBe(200);
  });

  it('deletes the account when the photo store fails, and its files once the store is back (issue #26)', async () => {
    const failing = await createTestApp();
    const deleteFiles = failing.deps.storage.delete;
    failing.deps.storage.delete = async () => {
      throw new Error('store unavailable');
    };
    try {
      const u = await signUp(failing);
      const keys = ['photos/a1-l.webp', 'photos/a1-s.webp'];
      for (const k of keys) await failing.deps.storage.put(k, randomBytes(64), 'image/webp');
      await failing.deps.database.db
        .insert(photos)
        .values({ userId: u.id, position: 0, largeKey: keys[0]!, smallKey: keys[1]!, width: 1, height: 1 });
      expect((await deleteAccount(failing, u.accessToken, { password: u.password })).statusCode).toBe(204);
      const left = await failing.deps.database.db.select({ id: users.id }).from(users).where(eq(users.id, u.id));
      expect(left).toEqual([]);
      expect(await jobsOf(failing)).toEqual([
        { kind: 'storage.delete', state: 'queued', attempts: 1, last_error: 'store unavailable' },
      ]);
      for (const k of keys) expect(await failing.deps.storage.get(k)).not.toBeNull();

      failing.deps.storage.delete = deleteFiles;
      await retryJobsNow(failing);
      for (const k of keys) expect(await failing.deps.storage.get(k)).toBeNull();
      expect(await jobsOf(failing)).toEqual([]);
    } finally {
      failing.deps.storage.delete = deleteFiles;
      await failing.close();
    }
  });

  it('limits password guesses per user, like sign-in', async () => {
    const limited = await createTestApp({ env: { RATE_SIGNIN_PER_EMAIL: '3' } });
    try {
      const u = await signUp(limited);
      for (let i = 0; i < 3; i++) {
        expectError(
          await deleteAccount(limited, u.accessToken, { password: `wrong-guess-${i}` }),
          401,
          'invalid_credentials',
        );
      }
      const res = await deleteAccount(limited, u.accessToken, { password: u.password });
      expectError(res, 429, 'rate_limited');
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      expect(
        (await limited.app.inject({ method: 'GET', url: '/api/auth/user', headers: bearer(u.accessToken) })).statusCode,
      ).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
