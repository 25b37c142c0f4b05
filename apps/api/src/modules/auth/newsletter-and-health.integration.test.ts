import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, randomEmail, type TestApp } from '../../test/harness.ts';
import { expectError } from '../../test/expect-error.ts';
import { newsletterSubscriptions } from '../../db/schema.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const THANKS = 'Thanks for subscribing! Look out for our next cultural digest.';
let ipCounter = 0;
/** The newsletter box is limited per IP; each test speaks from its own address. */
const subscribe = (email: unknown, ip = `10.55.0.${++ipCounter}`) =>
  t.app.inject({
    method: 'POST',
    url: '/api/newsletter',
    remoteAddress: ip,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ email }),
  });
const rows = (email: string) =>
  t.deps.database.db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email));

describe('POST /api/newsletter', () => {
  it('subscribes once; a repeat (in any spelling) gets the same answer and stores nothing new', async () => {
    const email = randomEmail('news');
    const first = await subscribe(email);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ message: THANKS });
    const again = await subscribe(email);
    const shouted = await subscribe(`  ${email.toUpperCase()} `);
    for (const res of [again, shouted]) {
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(first.body);
    }
    const stored = await rows(email);
    expect(stored).toHaveLength(1);
    expect(stored[0]!.email).toBe(email);
  });

  it('refuses a bad address with the spec message and stores nothing', async () => {
    for (const email of [
      'not-an-email',
      'a@',
      '',
      '   ',
      12,
      null,
      undefined,
      ['a@b.co'],
      `${'a'.repeat(250)}@x.co`,
      '<script>@x.co',
    ]) {
      const err = expectError(await subscribe(email), 400, 'validation_failed');
      expect(err.message).toBe('Please enter a valid email address');
    }
    expect(await rows('not-an-email')).toHaveLength(0);
  });

  it('rejects unknown fields', async () => {
    const email = randomEmail('extra');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/newsletter',
      remoteAddress: '10.55.1.1',
      payload: { email, subscribedAt: '2000-01-01' },
    });
    expectError(res, 400, 'validation_failed');
    expect(await rows(email)).toHaveLength(0);
  });

  it('limits one network to 20 subscriptions an hour with 429 and Retry-After', async () => {
    const ip = '10.55.2.1';
    for (let i = 0; i < 20; i++) expect((await subscribe(randomEmail('bulk'), ip)).statusCode).toBe(200);
    const res = await subscribe(randomEmail('bulk'), ip);
    expectError(res, 429, 'rate_limited');
    expect(res.headers['retry-after']).toMatch(/^[1-9]\d*$/);
  });
});

describe('GET /api/health', () => {
  it('reports the database it is using', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, database: process.env.DATABASE_URL ? 'postgres' : 'pglite' });
  });
});
