import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, GOOD_PASSWORD, randomEmail, type TestApp } from '../../test/harness.ts';
import { expectError } from '../../test/expect-error.ts';
import { pendingSignups } from '../../db/schema.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const start = (email: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    payload: { email, password: GOOD_PASSWORD, location: 'Accra, Ghana', acceptTerms: true },
  });

describe('sign-up with a throwaway inbox', () => {
  it('is refused with a clear message, and nothing is kept or sent', async () => {
    const email = `ama.${randomEmail('x').split('@')[0]}@mailinator.com`;
    const err = expectError(await start(email), 422, 'disposable_email');
    expect(err.message).toMatch(/temporary inbox services cannot be used to sign up/);
    expect(await t.deps.database.db.select().from(pendingSignups).where(eq(pendingSignups.email, email))).toHaveLength(
      0,
    );
  });

  it('an ordinary address goes on to the code step', async () => {
    expect((await start(randomEmail('keeper'))).statusCode).toBe(202);
  });
});
