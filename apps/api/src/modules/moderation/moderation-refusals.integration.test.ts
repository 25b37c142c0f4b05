import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { expectError } from '../../test/expect-error.ts';
import { call, member } from '../social/social-test-kit.ts';
import { act, grant, moderator } from './moderation-test-kit.ts';

/** The console's refusals: a moderator who asks for something that is not there, or not theirs to decide, is told so. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const because = { rule: 'other', reason: 'Checking the refusals.' } as const;

describe('the moderators’ console refuses', () => {
  it('a list position it did not give', async () => {
    const mod = await moderator(t);
    expectError(await call(t, mod, 'GET', '/api/mod/queue?cursor=not-a-position'), 400, 'invalid_cursor');
    expectError(await call(t, mod, 'GET', '/api/mod/log?cursor=not-a-position'), 400, 'invalid_cursor');
  });

  it('a person, an appeal or a kept copy that does not exist', async () => {
    const mod = await moderator(t);
    expectError(await call(t, mod, 'GET', `/api/mod/people/${randomUUID()}`), 404, 'user_not_found');
    expectError(await act(t, mod, randomUUID(), { action: 'warn', ...because }), 404, 'user_not_found');
    expectError(
      await call(t, mod, 'POST', `/api/mod/appeals/${randomUUID()}/decision`, {
        outcome: 'upheld',
        reason: 'Checked.',
      }),
      404,
      'appeal_not_found',
    );
    const someone = await member(t);
    expectError(
      await act(t, mod, someone, { action: 'remove_content', contentReportId: randomUUID(), ...because }),
      404,
      'content_not_found',
    );
    expectError(await call(t, mod, 'GET', '/api/mod/evidence/0123456789abcdef0123456789abcdef.webp'), 404, 'not_found');
  });

  it('acting on their own account or on an administrator’s', async () => {
    const [mod, admin] = [await moderator(t), await member(t)];
    await grant(t, 'admin', admin);
    expectError(await act(t, mod, mod, { action: 'warn', ...because }), 403, 'cannot_moderate');
    expectError(await act(t, mod, admin, { action: 'warn', ...because }), 403, 'cannot_moderate');
    expect((await call(t, mod, 'GET', `/api/mod/people/${admin.id}`)).statusCode).toBe(200);
  });
});
