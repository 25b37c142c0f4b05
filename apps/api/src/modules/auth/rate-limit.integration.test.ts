import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse as InjectResponse } from 'fastify';
import { createTestApp, GOOD_PASSWORD, randomEmail, signUpWith, type TestApp } from '../../test/harness.ts';
import { createMemoryRateLimiter } from '../../adapters/ratelimit/memory-rate-limiter.ts';
import { users } from '../../db/schema.ts';

// The limiter's clock is the wall clock plus an offset, so a test can let a window pass without sleeping.
let offsetMs = 0;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: {
      RATE_SIGNIN_PER_EMAIL: '3',
      RATE_SIGNIN_PAIR_PER_MINUTE: '2',
      RATE_SIGNIN_PER_EMAIL_ALL_IPS: '6',
      RATE_SIGNIN_PER_IP: '5',
      RATE_SIGNUP_PER_IP: '2',
      RATE_RECOVER_PER_IP: '2',
      RATE_WINDOW_SECONDS: '900',
    },
    deps: { limiter: createMemoryRateLimiter(() => new Date(Date.now() + offsetMs)) },
  });
});
afterEach(() => {
  offsetMs = 0;
});
afterAll(async () => {
  await t?.close();
});

// Each test uses its own client addresses, so per-IP counters never leak between tests.
const from = (ip: string, url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, remoteAddress: ip, headers, payload });
const signup = (ip: string, email = randomEmail('rl')) =>
  signUpWith(t, { email, password: GOOD_PASSWORD, location: 'Ho, Ghana', acceptTerms: true }, { remoteAddress: ip });
const signin = (ip: string, email: string, password = GOOD_PASSWORD, headers: Record<string, string> = {}) =>
  from(ip, '/api/auth/signin', { email, password }, headers);
const WRONG = `${GOOD_PASSWORD}-wrong`;
const recover = (ip: string, email = randomEmail('rl'), headers: Record<string, string> = {}) =>
  from(ip, '/api/auth/recover', { email }, headers);

function expectLimited(res: InjectResponse) {
  expect(res.statusCode, res.body).toBe(429);
  const { error } = res.json();
  expect(error.code).toBe('rate_limited');
  expect(error.message).toMatch(/^Too many .+ try again/i);
  const retryAfter = res.headers['retry-after'];
  expect(retryAfter).toMatch(/^[1-9]\d*$/);
  expect(Number(retryAfter)).toBeLessThanOrEqual(900);
  expect(error.details).toEqual({ retryAfterSeconds: Number(retryAfter) });
  expect(res.headers['set-cookie']).toBeUndefined();
}

describe('rate limits', () => {
  it('sign-in per address and network: failures back off (2 a minute, then 3 a window), the owner elsewhere is not locked out', async () => {
    const email = randomEmail('target');
    expect((await signup('10.1.0.1', email)).statusCode).toBe(201);
    for (let i = 0; i < 2; i++) expect((await signin('10.1.1.1', email, WRONG)).statusCode).toBe(400);
    // Two failures in a minute: the pair waits out the minute, even with the right password.
    const minute = await signin('10.1.1.1', email);
    expectLimited(minute);
    expect(Number(minute.headers['retry-after'])).toBeLessThanOrEqual(60);
    // Another address from the guessing IP is still judged on its merits.
    const other = await signin('10.1.1.1', randomEmail('other'));
    expect(other.statusCode).toBe(400);
    expect(other.json().error.code).toBe('invalid_credentials');
    offsetMs = 61_000;
    expect((await signin('10.1.1.1', ` ${email.toUpperCase()} `, WRONG)).statusCode).toBe(400);
    // Three failures in the window: now the pair waits out the window.
    const window = await signin('10.1.1.1', email);
    expectLimited(window);
    expect(Number(window.headers['retry-after'])).toBeGreaterThan(60);
    // The owner, on their own network, signs in: a stranger's guesses lock nobody out.
    expect((await signin('10.1.1.2', email)).statusCode).toBe(200);
  });

  it('successful sign-ins are not failures: the owner signs in again and again', async () => {
    const email = randomEmail('regular');
    expect((await signup('10.1.0.3', email)).statusCode).toBe(201);
    for (let i = 0; i < 4; i++) expect((await signin('10.1.4.1', email)).statusCode).toBe(200);
  });

  it('guesses spread over many networks close the address to strangers, but not to a browser that signed in to it before', async () => {
    const email = randomEmail('spread');
    expect((await signup('10.1.0.4', email)).statusCode).toBe(201);
    const owner = await signin('10.1.5.1', email);
    expect(owner.statusCode).toBe(200);
    const device = [owner.headers['set-cookie']].flat().find((c) => c?.startsWith('sankofa_device='));
    expect(device, 'the browser is remembered for this address').toBeDefined();
    expect(device).toMatch(/HttpOnly/i);

    for (let i = 0; i < 6; i++) expect((await signin(`10.1.6.${i + 1}`, email, WRONG)).statusCode).toBe(400);
    expectLimited(await signin('10.1.6.99', email));
    expectLimited(await signin('10.1.5.1', email));
    // The owner's browser carries its mark and gets through; a mark for another address does not help.
    const cookie = device!.split(';')[0]!;
    expect((await signin('10.1.5.1', email, GOOD_PASSWORD, { cookie })).statusCode).toBe(200);
    expectLimited(
      await signin('10.1.6.99', email, GOOD_PASSWORD, { cookie: 'sankofa_device=forged-mark-of-the-right-length-xx' }),
    );
  });

  it('sign-in per IP: the 6th attempt from one address gets 429, other IPs are unaffected', async () => {
    const email = randomEmail('victim');
    expect((await signup('10.1.0.2', email)).statusCode).toBe(201);
    for (let i = 0; i < 5; i++) expect((await signin('10.1.2.1', randomEmail('spray'))).statusCode).toBe(400);
    expectLimited(await signin('10.1.2.1', randomEmail('spray')));
    expectLimited(await signin('10.1.2.1', email));
    expect((await signin('10.1.2.2', email)).statusCode).toBe(200);
  });

  it('sign-up per IP: the 3rd account from one IP gets 429 and nothing is created', async () => {
    expect((await signup('10.1.3.1')).statusCode).toBe(201);
    expect((await signup('10.1.3.1')).statusCode).toBe(201);
    const email = randomEmail('third');
    expectLimited(await signup('10.1.3.1', email));
    expect(await t.deps.database.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
    expect((await signup('10.1.3.2', email)).statusCode).toBe(201);
  });

  it('recovery per IP: the 3rd request from one IP gets 429; the window passing lifts it', async () => {
    expect((await recover('10.1.4.1')).statusCode).toBe(200);
    expect((await recover('10.1.4.1')).statusCode).toBe(200);
    expectLimited(await recover('10.1.4.1'));
    expect((await recover('10.1.4.2')).statusCode).toBe(200);
    offsetMs = 901_000;
    expect((await recover('10.1.4.1')).statusCode).toBe(200);
  });

  it('Retry-After counts down within the window', async () => {
    for (let i = 0; i < 2; i++) await recover('10.1.6.1');
    const first = await recover('10.1.6.1');
    expectLimited(first);
    offsetMs = 300_000;
    const later = await recover('10.1.6.1');
    expectLimited(later);
    expect(Number(later.headers['retry-after'])).toBeLessThanOrEqual(Number(first.headers['retry-after']) - 299);
  });

  it('a forged X-Forwarded-For does not give a fresh per-IP budget (proxy headers are not trusted by default)', async () => {
    for (let i = 0; i < 2; i++)
      expect((await recover('10.1.5.1', undefined, { 'x-forwarded-for': `203.0.113.${i}` })).statusCode).toBe(200);
    expectLimited(await recover('10.1.5.1', undefined, { 'x-forwarded-for': '203.0.113.99' }));
  });

  it('bad input is refused before it counts against the limit', async () => {
    for (let i = 0; i < 5; i++) {
      const res = await from('10.1.7.1', '/api/auth/recover', { email: 'not-an-email' });
      expect(res.statusCode).toBe(400);
    }
    expect((await recover('10.1.7.1')).statusCode).toBe(200);
  });
});
