import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Session, User } from '@sankofa/contracts';
import { createTestApp, GOOD_PASSWORD, type TestApp } from '../../test/harness.ts';
import { expectError } from '../../test/expect-error.ts';
import { call, member, type Member } from '../social/social-test-kit.ts';
import { grant } from './moderation-test-kit.ts';

/**
 * Issue #21: the web shows the way to /mod only to moderators and administrators, from the role the
 * session carries; the role is the server's (no request sets it) and /api/mod decides by itself.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function signIn(who: Member): Promise<Session> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/signin',
    payload: { email: who.email, password: GOOD_PASSWORD },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Session;
}

describe('who is shown the moderation console', () => {
  it('a member’s session says member, and /api/mod refuses them whatever their page shows', async () => {
    const plain = await member(t);
    expect((await signIn(plain)).user.role).toBe('member');
    expectError(await call(t, plain, 'GET', '/api/mod/queue'), 403, 'forbidden');
  });

  it('after the operators’ command grants it, the next sign-in carries the role and the console answers', async () => {
    const [mod, admin] = [await member(t), await member(t)];
    await grant(t, 'moderator', mod);
    await grant(t, 'admin', admin);
    expect((await signIn(mod)).user.role).toBe('moderator');
    expect((await signIn(admin)).user.role).toBe('admin');
    expect((await call(t, mod, 'GET', '/api/mod/queue')).statusCode).toBe(200);
  });

  it('no request can give a member the role: the account update refuses the field and the role stays', async () => {
    const plain = await member(t);
    expectError(await call(t, plain, 'PUT', '/api/auth/user', { role: 'admin' }), 400, 'validation_failed');
    const res = await call(t, plain, 'PUT', '/api/auth/user', { bio: 'Kente and highlife' });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as { user: User }).user.role).toBe('member');
    expect((await signIn(plain)).user.role).toBe('member');
  });
});
