import { describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { useClockedTestApp, GOOD_PASSWORD, randomEmail, signUp } from '../../test/harness.ts';
import { expectError } from '../../test/expect-error.ts';
import { users } from '../../db/schema.ts';

// Wall clock plus an offset a test may move forward (the reset link lives one hour).
const app = useClockedTestApp();

const SENT =
  "If an account exists for that address, we've sent a link to reset its password. The link works once, for one hour.";
const NEW_PASSWORD = 'Baobab-shade-at-noon-7';
const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  app.t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json', ...headers },
    payload: JSON.stringify(payload),
  });
const recover = (email: unknown) => post('/api/auth/recover', { email });
const reset = (token: string, password: string) => post('/api/auth/reset', { token, password });
const signin = (email: string, password: string) => post('/api/auth/signin', { email, password });
const userStatus = async (token: string) =>
  (await app.t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { authorization: `Bearer ${token}` } }))
    .statusCode;
const resetMails = (to: string) => app.t.mail.filter((m) => m.to === to && /reset-password#token=/.test(m.link ?? ''));
const tokenOf = (link: string) => new URLSearchParams(new URL(link).hash.slice(1)).get('token')!;

/** The reset mail is sent after the response (same timing for every address): wait for the n-th one. */
async function resetToken(to: string, n = 1): Promise<string> {
  const mail = await vi.waitFor(
    () => {
      const m = resetMails(to)[n - 1];
      if (!m) throw new Error(`no reset mail #${n} for ${to} yet`);
      return m;
    },
    { timeout: 15_000, interval: 10 },
  );
  return tokenOf(mail.link!);
}

describe('POST /api/auth/recover', () => {
  it('answers the same for a known and an unknown address; only the known one gets a mail; no token in the body', async () => {
    const u = await signUp(app.t);
    const unknown = randomEmail('ghost');
    const a = await recover(unknown);
    const b = await recover(u.email);
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    expect(a.body).toBe(b.body);
    expect(b.json()).toEqual({ message: SENT });
    expect(a.headers['set-cookie']).toBeUndefined();

    const token = await resetToken(u.email);
    expect(b.body).not.toContain(token);
    expect(JSON.stringify(b.headers)).not.toContain(token);
    expect(app.t.mail.filter((m) => m.to === unknown)).toHaveLength(0);
    const mail = resetMails(u.email)[0]!;
    expect(mail.link).toMatch(/^https?:\/\/[^/]+\/reset-password#token=[A-Za-z0-9_-]{40,}$/);
    expect(mail.text).toContain(mail.link!);
    expect(mail.text).toMatch(/one hour/);
  });

  it('normalises the address and validates the body', async () => {
    const u = await signUp(app.t);
    expect((await recover(`  ${u.email.toUpperCase()} `)).statusCode).toBe(200);
    await resetToken(u.email);
    for (const email of ['nope', '', 42, null, undefined]) {
      expect(expectError(await recover(email), 400, 'validation_failed').message).toBe(
        'Please enter a valid email address',
      );
    }
    expectError(await post('/api/auth/recover', { email: u.email, userId: u.id }), 400, 'validation_failed');
  });

  it('quietly stops mailing one address after 3 requests, with the same answer', async () => {
    const u = await signUp(app.t);
    const other = await signUp(app.t);
    for (let i = 0; i < 4; i++) expect((await recover(u.email)).json()).toEqual({ message: SENT });
    await resetToken(u.email, 3);
    // A later request's mail arriving shows the queue has drained; the 4th was never sent.
    await recover(other.email);
    await resetToken(other.email);
    expect(resetMails(u.email)).toHaveLength(3);
  });
});

describe('POST /api/auth/reset', () => {
  it('resets once with the mailed link, ends every session, confirms the address; the new password signs in', async () => {
    const u = await signUp(app.t);
    const second = await signin(u.email, u.password);
    expect(second.statusCode).toBe(200);
    await recover(u.email);
    const token = await resetToken(u.email);

    const res = await reset(token, NEW_PASSWORD);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'Your password has been reset. Please sign in with your new password.' });
    expect(res.body).not.toContain(token);

    expect(await userStatus(u.accessToken)).toBe(401);
    expect(await userStatus(second.json().accessToken)).toBe(401);
    expect(
      (await app.t.app.inject({ method: 'POST', url: '/api/auth/refresh', headers: { cookie: u.cookie } })).statusCode,
    ).toBe(401);
    expectError(await signin(u.email, u.password), 400, 'invalid_credentials');
    const fresh = await signin(u.email, NEW_PASSWORD);
    expect(fresh.statusCode, fresh.body).toBe(200);
    expect(fresh.json().user.emailConfirmedAt).not.toBeNull();

    const again = await reset(token, 'Another-fine-phrase-9');
    expect(expectError(again, 400, 'invalid_token').message).toMatch(/invalid or has expired/);
    expect((await signin(u.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a weak password with 422 and leaves the link usable', async () => {
    const u = await signUp(app.t);
    await recover(u.email);
    const token = await resetToken(u.email);
    const [before] = await app.t.deps.database.db.select().from(users).where(eq(users.id, u.id));
    for (const [password, reason] of [
      ['short', 'too_short'],
      ['password1', 'too_common'],
      [u.email.split('@')[0]! + '!x', 'contains_email'],
    ] as const) {
      const err = expectError(await reset(token, password), 422, 'weak_password');
      expect((err.details as { reasons: string[] }).reasons).toContain(reason);
    }
    const [after] = await app.t.deps.database.db.select().from(users).where(eq(users.id, u.id));
    expect(after!.passwordHash).toBe(before!.passwordHash);
    expect(await userStatus(u.accessToken)).toBe(200);
    expect((await reset(token, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('only the newest link works', async () => {
    const u = await signUp(app.t);
    await recover(u.email);
    const first = await resetToken(u.email, 1);
    await recover(u.email);
    const second = await resetToken(u.email, 2);
    expect(second).not.toBe(first);
    expectError(await reset(first, NEW_PASSWORD), 400, 'invalid_token');
    expect((await reset(second, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('expires after one hour', async () => {
    const late = await signUp(app.t);
    const onTime = await signUp(app.t);
    await recover(late.email);
    await recover(onTime.email);
    const lateToken = await resetToken(late.email);
    const onTimeToken = await resetToken(onTime.email);

    app.offsetMs = 59 * 60_000;
    expect((await reset(onTimeToken, NEW_PASSWORD)).statusCode).toBe(200);
    app.offsetMs = 60 * 60_000 + 1_000;
    expectError(await reset(lateToken, NEW_PASSWORD), 400, 'invalid_token');
    app.offsetMs = 0;
    expect((await signin(late.email, late.password)).statusCode).toBe(200);
  });

  it('refuses unknown, malformed and wrong-purpose tokens', async () => {
    const u = await signUp(app.t);
    // A confirmation link (an account from before sign-up codes asks for one) is no reset link.
    await app.t.deps.database.db.update(users).set({ emailConfirmedAt: null }).where(eq(users.id, u.id));
    await app.t.app.inject({
      method: 'POST',
      url: '/api/auth/resend-confirmation',
      headers: { authorization: `Bearer ${u.accessToken}` },
    });
    const confirmLink = app.t.mail.find((m) => m.to === u.email && /confirm-email#token=/.test(m.link ?? ''))!.link!;
    expectError(await reset(tokenOf(confirmLink), NEW_PASSWORD), 400, 'invalid_token');
    expectError(await reset('made-up-token', NEW_PASSWORD), 400, 'invalid_token');
    expect(expectError(await reset('', NEW_PASSWORD), 400, 'validation_failed').message).toBe(
      'This reset link is incomplete',
    );
    expectError(await reset('x'.repeat(201), NEW_PASSWORD), 400, 'validation_failed');
    expectError(await post('/api/auth/reset', { password: NEW_PASSWORD }), 400, 'validation_failed');
    expectError(await post('/api/auth/reset', { token: 'abc' }), 400, 'validation_failed');
    expectError(
      await post('/api/auth/reset', { token: 'abc', password: NEW_PASSWORD, email: u.email }),
      400,
      'validation_failed',
    );
    expect((await signin(u.email, GOOD_PASSWORD)).statusCode).toBe(200);
  });
});
