import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  codeSentTo,
  createTestApp,
  GOOD_PASSWORD,
  randomEmail,
  refreshCookieFrom,
  signUpWith,
  type TestApp,
} from '../../test/harness.ts';
import { expectError } from '../../test/expect-error.ts';
import { pendingSignups, profiles, users } from '../../db/schema.ts';
import { jobsOf, retryJobsNow } from '../../test/jobs.ts';
import { startSmtpRelay } from '../../test/smtp-relay.ts';
import { createSmtpMailer } from '../../adapters/mail/smtp-mailer.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** Both steps, as a person takes them: the form, then the code from the e-mail. */
const signup = (payload: unknown) => signUpWith(t, payload as Record<string, unknown>);
const start = (payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/auth/signup', payload: payload as object });
const confirm = (email: string, code: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/auth/signup/confirm', payload: { email, code } });
const valid = (over: Record<string, unknown> = {}) => ({
  email: randomEmail('signup'),
  password: GOOD_PASSWORD,
  location: 'Kumasi, Ghana',
  acceptTerms: true,
  ...over,
});

/** The project's error shape, a readable message, no stack trace, never a 500. */

async function usersWithEmail(email: string) {
  return t.deps.database.db.select().from(users).where(eq(users.email, email));
}

describe('POST /api/auth/signup', () => {
  it('creates the account, starts a session and sets a strict httpOnly refresh cookie', async () => {
    const email = randomEmail('new');
    const res = await signup(valid({ email, bio: 'I love highlife.', biometricConsent: true }));
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body.accessToken).toEqual(expect.any(String));
    expect(body.expiresAt).toBeGreaterThan(Date.now() / 1000);
    expect(body.expiresAt).toBeLessThanOrEqual(Date.now() / 1000 + 15 * 60 + 5);
    expect(body.user).toMatchObject({
      email,
      location: 'Kumasi, Ghana',
      bio: 'I love highlife.',
      biometricConsent: true,
      emailConfirmedAt: expect.any(String),
    });
    expect(Object.keys(body.user).sort()).toEqual([
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
    expect(res.body).not.toMatch(/argon2|password/i);
    expect(res.headers['cache-control']).toBe('no-store');

    const raw = ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((c) => c.startsWith('sankofa_refresh='))!;
    expect(raw).toMatch(/; HttpOnly/i);
    expect(raw).toMatch(/; SameSite=Strict/i);
    expect(raw).toMatch(/; Path=\/api\/auth(;|$)/);
    expect(refreshCookieFrom(res.headers['set-cookie']).length).toBeGreaterThan('sankofa_refresh='.length + 30);

    const [row] = await usersWithEmail(email);
    expect(row!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row!.biometricConsentAt).toBeInstanceOf(Date);

    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { authorization: `Bearer ${body.accessToken}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().user).toEqual(body.user);
  });

  it('uses the default bio when none is given (or only blanks) and stores no consent unless given', async () => {
    const a = await signup(valid());
    expect(a.statusCode, a.body).toBe(201);
    expect(a.json().user.bio).toBe("Hello, I'm new to Sankofa!");
    expect(a.json().user.biometricConsent).toBe(false);
    const [row] = await usersWithEmail(a.json().user.email);
    expect(row!.biometricConsentAt).toBeNull();

    const b = await signup(valid({ bio: '   ', biometricConsent: false }));
    expect(b.statusCode, b.body).toBe(201);
    expect(b.json().user.bio).toBe("Hello, I'm new to Sankofa!");
  });

  it('normalises the e-mail (case and surrounding blanks); a registered address gets the same answer and its owner a notice', async () => {
    const email = randomEmail('Case');
    const res = await signup(valid({ email: `  ${email.toUpperCase()}\t` }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().user.email).toBe(email.toLowerCase());

    const fresh = await start(valid());
    for (const spelling of [email.toLowerCase(), ` ${email.toUpperCase()} `]) {
      const before = t.mail.length;
      const dup = await start(valid({ email: spelling }));
      // Indistinguishable from a free address: the same status, the same shape, no cookie.
      expect(dup.statusCode, dup.body).toBe(fresh.statusCode);
      expect(dup.json()).toEqual({ status: 'code_sent', email: email.toLowerCase() });
      expect(dup.headers['set-cookie']).toBeUndefined();
      const [notice] = t.mail.slice(before);
      expect(notice).toMatchObject({ to: email.toLowerCase(), subject: expect.stringMatching(/tried to sign up/) });
      expect(notice!.code).toBeUndefined();
      expect(notice!.text).toMatch(/no account was created and your password was not changed/);
    }
    expect(await usersWithEmail(email.toLowerCase())).toHaveLength(1);
  });

  it('creates nothing until the code comes back, and refuses a wrong, expired or used code', async () => {
    const email = randomEmail('code');
    const started = await start(valid({ email }));
    expect(started.statusCode, started.body).toBe(202);
    expect(started.headers['cache-control']).toBe('no-store');
    expect(started.headers['set-cookie']).toBeUndefined();
    expect(await usersWithEmail(email)).toHaveLength(0);
    const code = codeSentTo(t, email);
    expect(code).toMatch(/^\d{6}$/);
    expect(started.body).not.toContain(code);

    const wrong = code === '000000' ? '000001' : '000000';
    expect(expectError(await confirm(email, wrong), 400, 'invalid_code').message).toMatch(/not right or has expired/);
    expectError(await confirm(email, '12ab56'), 400, 'validation_failed');
    expectError(await confirm(randomEmail('nobody'), code), 400, 'invalid_code');
    expect(await usersWithEmail(email)).toHaveLength(0);

    expect((await confirm(email, code)).statusCode).toBe(201);
    expect(await usersWithEmail(email)).toHaveLength(1);
    expectError(await confirm(email, code), 400, 'invalid_code');
  });

  it('gives up on a sign-up after five wrong codes: the right one no longer works', async () => {
    const email = randomEmail('guess');
    expect((await start(valid({ email }))).statusCode).toBe(202);
    const code = codeSentTo(t, email);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    for (let i = 0; i < 4; i++) expectError(await confirm(email, wrong), 400, 'invalid_code');
    expect(expectError(await confirm(email, wrong), 400, 'invalid_code').message).toMatch(/sign up again/);
    expectError(await confirm(email, code), 400, 'invalid_code');
    expect(await usersWithEmail(email)).toHaveLength(0);
    // Starting again sends a new code that works.
    expect((await start(valid({ email }))).statusCode).toBe(202);
    expect((await confirm(email, codeSentTo(t, email))).statusCode).toBe(201);
  });

  it('refuses a sign-up without accepted terms with the spec message', async () => {
    for (const acceptTerms of [false, undefined, 'true', 1]) {
      const email = randomEmail('terms');
      const res = await signup(valid({ email, acceptTerms }));
      const err = expectError(res, 400, 'validation_failed');
      expect(err.message).toBe('Please accept the Terms of Service');
      expect(await usersWithEmail(email)).toHaveLength(0);
    }
  });

  it('refuses an invalid e-mail with the spec message', async () => {
    for (const email of [
      'not-an-email',
      'a@',
      '@example.test',
      'a b@example.test',
      '',
      42,
      null,
      `${'x'.repeat(250)}@example.test`,
      "' OR 1=1 --",
    ]) {
      const res = await signup(valid({ email }));
      const err = expectError(res, 400, 'validation_failed');
      expect(err.message).toBe('Please enter a valid email address');
    }
    const missing = valid();
    delete (missing as Partial<typeof missing>).email;
    expect(expectError(await signup(missing), 400, 'validation_failed').message).toBe(
      'Please enter a valid email address',
    );
  });

  it('names each missing or mistyped field in a readable message', async () => {
    const cases: Array<[Record<string, unknown>, string, RegExp]> = [
      [{ password: undefined }, 'password', /Please enter a password/],
      [{ password: '' }, 'password', /Please enter a password/],
      [{ password: 12345678 }, 'password', /password/i],
      [{ password: 'x'.repeat(129) }, 'password', /at most 128/],
      [{ location: undefined }, 'location', /Please enter your location/],
      [{ location: '   ' }, 'location', /Please enter your location/],
      [{ location: 'x'.repeat(121) }, 'location', /at most 120/],
      [{ location: ['Accra'] }, 'location', /location/i],
      [{ bio: 'x'.repeat(501) }, 'bio', /at most 500/],
      [{ bio: 7 }, 'bio', /bio/i],
      [{ biometricConsent: 'yes' }, 'biometricConsent', /biometricConsent/],
    ];
    for (const [over, field, message] of cases) {
      const email = randomEmail('field');
      const err = expectError(await signup(valid({ email, ...over })), 400, 'validation_failed');
      expect(err.message).toMatch(message);
      expect((err.details as { fields: Array<{ field: string }> }).fields.map((f) => f.field)).toContain(field);
      expect(await usersWithEmail(email)).toHaveLength(0);
    }
  });

  it('rejects unknown fields such as verified or role and applies none of them', async () => {
    for (const extra of [
      { verified: true },
      { role: 'admin' },
      { emailConfirmedAt: '2020-01-01T00:00:00.000Z' },
      { id: crypto.randomUUID() },
      { isDemoProfile: true },
    ]) {
      const email = randomEmail('extra');
      const err = expectError(await signup(valid({ email, ...extra })), 400, 'validation_failed');
      expect(err.message).toMatch(new RegExp(`(Unknown field|Unrecognized key).*${Object.keys(extra)[0]}`));
      expect(await usersWithEmail(email)).toHaveLength(0);
    }
    // And a clean sign-up is never verified by itself.
    const ok = await signup(valid());
    const [p] = await t.deps.database.db.select().from(profiles).where(eq(profiles.userId, ok.json().user.id));
    expect(p).toMatchObject({ verified: false, isDemoProfile: false });
  });

  it('refuses a weak password with 422 weak_password and its reasons, creating nothing', async () => {
    const cases: Array<[string, string[], string?]> = [
      ['Ab1!', ['too_short']],
      ['password', ['too_common']],
      ['Password123!', ['too_common']],
      ['aaaaaaaaaa', ['repetitive']],
      ['ababababab', ['repetitive']],
      ['monkey123', ['easy_to_guess']],
      ['qwerty12345', ['easy_to_guess']],
      ['Summer2024!', ['easy_to_guess']],
      ['abc12345', ['easy_to_guess']],
    ];
    for (const [password, reasons] of cases) {
      const email = randomEmail('weak');
      const err = expectError(await signup(valid({ email, password })), 422, 'weak_password');
      expect(err.details).toEqual({ reasons: expect.arrayContaining(reasons) });
      expect(err.message).toMatch(/^Please choose a stronger password: /);
      expect(await usersWithEmail(email)).toHaveLength(0);
    }
    const email = `kwame.mensah-${crypto.randomUUID().slice(0, 8)}@example.test`;
    const local = email.split('@')[0]!;
    const err = expectError(await signup(valid({ email, password: `X${local}!9` })), 422, 'weak_password');
    expect(err.details).toEqual({ reasons: ['contains_email'] });
    expect(err.message).toMatch(/e-mail/);
  });

  it('stores SQL and HTML in text fields verbatim and returns them as JSON data', async () => {
    const location = "Accra'); DROP TABLE users; --";
    const bio = "<script>alert(\"x\")</script><img src=x onerror=alert(1)> ' OR '1'='1 ☀️ Akwaaba";
    const res = await signup(valid({ location, bio }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json().user).toMatchObject({ location, bio });
    const [p] = await t.deps.database.db.select().from(profiles).where(eq(profiles.userId, res.json().user.id));
    expect(p).toMatchObject({ location, bio });
    const again = await signup(valid());
    expect(again.statusCode).toBe(201);
  });

  it('refuses a NUL character in stored text with 400 (PostgreSQL text cannot hold it), never a 500', async () => {
    for (const [over, field] of [
      [{ bio: 'before\u0000after' }, 'bio'],
      [{ location: 'Ac\u0000cra' }, 'location'],
    ] as const) {
      const email = randomEmail('nul');
      const err = expectError(await signup(valid({ email, ...over })), 400, 'validation_failed');
      expect(err.message).toMatch(/control character/);
      expect((err.details as { fields: Array<{ field: string }> }).fields[0]!.field).toBe(field);
      expect(await usersWithEmail(email)).toHaveLength(0);
    }
    // A password is only hashed, never stored: any character is fine there.
    expect((await signup(valid({ password: `${GOOD_PASSWORD}\u0000` }))).statusCode).toBe(201);
    // Nor half a character (decision 0026): a 400, not a 500 and not a silently replaced character.
    expect(expectError(await signup(valid({ bio: 'x\ud800y' })), 400, 'validation_failed').message).toMatch(
      /broken character/,
    );
  });
});

describe('POST /api/auth/signup for one address', () => {
  it('sends at most five e-mails a window to one inbox, whoever asks (429 after)', async () => {
    const email = randomEmail('inbox');
    for (let i = 0; i < 5; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        remoteAddress: `10.9.0.${i + 1}`,
        payload: valid({ email }),
      });
      expect(res.statusCode, res.body).toBe(202);
    }
    const sent = t.mail.filter((m) => m.to === email).length;
    expectError(
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        remoteAddress: '10.9.0.9',
        payload: valid({ email }),
      }),
      429,
      'rate_limited',
    );
    expect(t.mail.filter((m) => m.to === email)).toHaveLength(sent);
  });
});

describe('POST /api/auth/signup while mail cannot be sent (issue #26)', () => {
  it('answers 202 for a new and a registered address alike, and sends both mails once the server is back', async () => {
    const down = await createTestApp();
    try {
      const registered = randomEmail('registered');
      expect((await signUpWith(down, valid({ email: registered }))).statusCode).toBe(201);
      const working = down.deps.mailer;
      down.deps.mailer = { send: async () => Promise.reject(new Error('smtp down')) };
      const fresh = randomEmail('fresh');
      for (const email of [fresh, registered]) {
        const res = await down.app.inject({ method: 'POST', url: '/api/auth/signup', payload: valid({ email }) });
        expect(res.statusCode, res.body).toBe(202);
      }
      const pending = await down.deps.database.db.select().from(pendingSignups).where(eq(pendingSignups.email, fresh));
      expect(pending).toHaveLength(1);
      expect(await jobsOf(down)).toEqual([
        { kind: 'mail.send', state: 'queued', attempts: 1, last_error: 'smtp down' },
        { kind: 'mail.send', state: 'queued', attempts: 1, last_error: 'smtp down' },
      ]);

      down.deps.mailer = working;
      await retryJobsNow(down);
      expect(down.mail.filter((m) => m.to === registered && /tried to sign up/.test(m.subject))).toHaveLength(1);
      const confirmed = await down.app.inject({
        method: 'POST',
        url: '/api/auth/signup/confirm',
        payload: { email: fresh, code: codeSentTo(down, fresh) },
      });
      expect(confirmed.statusCode, confirmed.body).toBe(201);
    } finally {
      await down.close();
    }
  });

  it('answers without waiting for a relay that accepts and never greets, and delivers once the relay works', async () => {
    const relay = await startSmtpRelay('silent');
    // A short greeting wait keeps the failed attempt quick; the app's own limit is 10 s.
    const mailer = createSmtpMailer(`smtp://127.0.0.1:${relay.port}?greetingTimeout=300`, 'hello@cultured.test');
    // Jobs run in the background as in production, not before the answer as elsewhere in these tests.
    const slow = await createTestApp({ runJobsBeforeAnswer: false, deps: { mailer } });
    try {
      const email = randomEmail('relay');
      const res = await slow.app.inject({ method: 'POST', url: '/api/auth/signup', payload: valid({ email }) });
      expect(res.statusCode, res.body).toBe(202);
      expect(relay.received).toHaveLength(0);

      await slow.deps.jobs.drain();
      expect(relay.connections).toBeGreaterThan(0);
      expect(await jobsOf(slow)).toEqual([
        { kind: 'mail.send', state: 'queued', attempts: 1, last_error: expect.stringMatching(/greeting/i) },
      ]);

      relay.mode = 'working';
      await retryJobsNow(slow);
      expect(relay.received).toHaveLength(1);
      const code = /^Subject: (\d{6}) is your /m.exec(relay.received[0]!)?.[1];
      expect(relay.received[0]).toContain(`To: ${email}`);
      const confirmed = await slow.app.inject({
        method: 'POST',
        url: '/api/auth/signup/confirm',
        payload: { email, code },
      });
      expect(confirmed.statusCode, confirmed.body).toBe(201);
      // A delivered message's job is gone: nothing is left to send twice.
      expect(await jobsOf(slow)).toEqual([]);
    } finally {
      await slow.close();
      await relay.close();
    }
  });
});
