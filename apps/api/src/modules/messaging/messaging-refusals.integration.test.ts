import { afterAll, beforeAll, describe, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { expectError } from '../../test/expect-error.ts';
import { call, member } from '../social/social-test-kit.ts';

/** Reading a conversation with oneself, or the list from a position it never gave, is refused with a reason. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('conversations refuse', () => {
  it('a conversation with oneself, whichever way it is read', async () => {
    const me = await member(t);
    expectError(await call(t, me, 'GET', `/api/conversations/${me.id}`), 400, 'cannot_target_self');
    expectError(await call(t, me, 'GET', `/api/conversations/${me.id}/messages`), 400, 'cannot_target_self');
    expectError(
      await call(t, me, 'POST', `/api/conversations/${me.id}/read`, { upToSeq: 1 }),
      400,
      'cannot_target_self',
    );
  });

  it('a list position it did not give', async () => {
    const me = await member(t);
    expectError(await call(t, me, 'GET', '/api/conversations?cursor=not-a-position'), 400, 'invalid_cursor');
  });
});
