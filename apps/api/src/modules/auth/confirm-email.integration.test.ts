import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { useClockedTestApp, signUp, type SignedUpUser } from '../../test/harness.ts';
import { expectError } from '../../test/expect-error.ts';

// Wall clock plus an offset a test may move forward (confirmation links live 48 hours).
const app = useClockedTestApp();

const CONFIRMED = 'Thank you! Your e-mail address is confirmed.';
const confirm = (token: unknown) =>
  app.t.app.inject({
    method: 'POST',
    url: '/api/auth/confirm',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ token }),
  });
const resend = (accessToken?: string) =>
  app.t.app.inject({
    method: 'POST',
    url: '/api/auth/resend-confirmation',
    headers: accessToken ? { authorization: `Bearer ${accessToken}` } : {},
  });
const me = async (u: SignedUpUser) =>
  (
    await app.t.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { authorization: `Bearer ${u.accessToken}` },
    })
  ).json().user;
const confirmTokens = (to: string) =>
  app.t.mail
    .filter((m) => m.to === to && /\/confirm-email#token=/.test(m.link ?? ''))
    .map((m) => new URLSearchParams(new URL(m.link!).hash.slice(1)).get('token')!);

/**
 * An account from before sign-up codes (decision 0025), whose address is not confirmed yet, with the
 * link it asks for. Accounts made now are confirmed by their sign-up code.
 */
async function unconfirmedUser(): Promise<SignedUpUser> {
  const u = await signUp(app.t);
  await app.t.deps.database.db.execute(sql`update users set email_confirmed_at = null where id = ${u.id}`);
  expect((await resend(u.accessToken)).statusCode).toBe(200);
  return u;
}

describe('POST /api/auth/confirm', () => {
  it('needs no link for an account made now: its sign-up code confirmed the address', async () => {
    const u = await signUp(app.t);
    expect(Date.parse((await me(u)).emailConfirmedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(confirmTokens(u.email)).toHaveLength(0);
    expectError(await resend(u.accessToken), 409, 'already_confirmed');
  });

  it('confirms with the link from the mail, once', async () => {
    const u = await unconfirmedUser();
    const mails = app.t.mail.filter((m) => m.to === u.email && m.link);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toMatch(/Confirm your e-mail for Sankofa/);
    expect(mails[0]!.link).toMatch(/^https?:\/\/[^/]+\/confirm-email#token=[A-Za-z0-9_-]{40,}$/);
    const [token] = confirmTokens(u.email) as [string];
    expect((await me(u)).emailConfirmedAt).toBeNull();

    // The link works without a session (it may be opened on another device).
    const res = await confirm(token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: CONFIRMED });
    expect(res.body).not.toContain(token);
    const confirmedAt = (await me(u)).emailConfirmedAt;
    expect(Date.parse(confirmedAt)).toBeGreaterThan(Date.now() - 60_000);

    expect(expectError(await confirm(token), 400, 'invalid_token').message).toBe(
      'This confirmation link is invalid, expired or already used.',
    );
    expect((await me(u)).emailConfirmedAt).toBe(confirmedAt);
  });

  it('refuses unknown, empty, oversized and mistyped tokens', async () => {
    expectError(await confirm('made-up'), 400, 'invalid_token');
    expect(expectError(await confirm(''), 400, 'validation_failed').message).toBe(
      'This confirmation link is incomplete',
    );
    expectError(await confirm('x'.repeat(201)), 400, 'validation_failed');
    expectError(await confirm(12345), 400, 'validation_failed');
    expectError(await confirm(undefined), 400, 'validation_failed');
    expectError(await confirm({ $ne: null }), 400, 'validation_failed');
  });

  it('expires after 48 hours', async () => {
    const u = await unconfirmedUser();
    const [token] = confirmTokens(u.email) as [string];
    app.offsetMs = 48 * 3_600_000 + 1_000;
    expectError(await confirm(token), 400, 'invalid_token');
    app.offsetMs = 0;
    expect((await me(u)).emailConfirmedAt).toBeNull();
  });
});

describe('POST /api/auth/resend-confirmation', () => {
  it('sends a new link and retires the old one', async () => {
    const u = await unconfirmedUser();
    const [old] = confirmTokens(u.email) as [string];
    const res = await resend(u.accessToken);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'We have sent you a new confirmation link.' });
    const tokens = confirmTokens(u.email);
    expect(tokens).toHaveLength(2);
    const fresh = tokens[1]!;
    expect(fresh).not.toBe(old);
    expect(res.body).not.toContain(fresh);

    expectError(await confirm(old), 400, 'invalid_token');
    expect((await confirm(fresh)).statusCode).toBe(200);
    expect((await me(u)).emailConfirmedAt).not.toBeNull();

    // Nothing left to confirm.
    expectError(await resend(u.accessToken), 409, 'already_confirmed');
    expect(confirmTokens(u.email)).toHaveLength(2);
  });

  it('needs a live session', async () => {
    expectError(await resend(), 401, 'unauthorized');
    expectError(await resend('forged'), 401, 'invalid_token');
  });

  it('stops after a few links per user with 429 and Retry-After', async () => {
    const u = await unconfirmedUser();
    for (let i = 0; i < 4; i++) expect((await resend(u.accessToken)).statusCode).toBe(200);
    const res = await resend(u.accessToken);
    expectError(res, 429, 'rate_limited');
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(confirmTokens(u.email)).toHaveLength(5);
  });
});
