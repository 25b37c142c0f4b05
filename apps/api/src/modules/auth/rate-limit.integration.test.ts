import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse as InjectResponse } from 'fastify';
import { createTestApp, GOOD_PASSWORD, randomEmail, type TestApp } from '../../test/harness.ts';
import { createMemoryRateLimiter } from '../../adapters/ratelimit/memory-rate-limiter.ts';
import { users } from '../../db/schema.ts';

// The limiter's clock is the wall clock plus an offset, so a test can let a window pass without sleeping.
let offsetMs = 0;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: {
      RATE_SIGNIN_PER_EMAIL: '3',
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
  from(ip, '/api/auth/signup', { email, password: GOOD_PASSWORD, location: 'Ho, Ghana', acceptTerms: true });
const signin = (ip: string, email: string, password = GOOD_PASSWORD) =>
  from(ip, '/api/auth/signin', { email, password });
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
  it('sign-in per address: the 4th attempt gets 429 with Retry-After, from any IP, even with the right password', async () => {
    const email = randomEmail('target');
    expect((await signup('10.1.0.1', email)).statusCode).toBe(201);
    for (let i = 0; i < 3; i++)
      expect((await signin('10.1.1.1', email, `${GOOD_PASSWORD}-wrong`)).statusCode).toBe(400);
    expectLimited(await signin('10.1.1.1', email));
    expectLimited(await signin('10.1.1.2', ` ${email.toUpperCase()} `));
    // Another address from the first IP is still judged on its merits.
    const other = await signin('10.1.1.1', randomEmail('other'));
    expect(other.statusCode).toBe(400);
    expect(other.json().error.code).toBe('invalid_credentials');
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
