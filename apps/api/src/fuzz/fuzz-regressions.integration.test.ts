import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type SignedUpUser, type TestApp } from '../test/harness.ts';
import { expectError } from '../test/expect-error.ts';

/** Each failure the contract fuzzer found, replayed as a plain test (its seed and case are named). */
let t: TestApp;
let u: SignedUpUser;
beforeAll(async () => {
  t = await createTestApp();
  u = await signUp(t);
});
afterAll(async () => {
  await t?.close();
});

const as = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { authorization: `Bearer ${u.accessToken}` }, payload });

describe('failures the fuzzer found', () => {
  it('a path the router cannot read (a broken %-escape) is a 400 in the error shape (seed 20261143, case 0)', async () => {
    for (const url of ['/api/photos/%zz', '/api/profiles/%', '/media/%E0%A4%A']) {
      const res = await t.app.inject({ method: url.startsWith('/api/photos') ? 'DELETE' : 'GET', url });
      expectError(res, 400, 'bad_url');
    }
  });

  it('a path segment over the router’s length limit is a 414 in the error shape (seed 20261143, case 3)', async () => {
    expectError(await as('DELETE', `/api/photos/${'a'.repeat(5_000)}`), 414, 'path_too_long');
  });

  it('a plain GET of the realtime address says it is for WebSockets (seed 20261140)', async () => {
    expectError(await as('GET', '/api/realtime'), 426, 'upgrade_required');
  });

  it('a read mark beyond what a sequence number can hold is a 400, not a 500 (seed 60, case 146)', async () => {
    const res = await as('POST', '/api/conversations/00000000-0000-0000-0000-000000000000/read', {
      upToSeq: 2_147_483_648,
    });
    const err = expectError(res, 400, 'validation_failed');
    expect(err.message).toMatch(/upToSeq/);
    expectError(
      await as('GET', '/api/conversations/00000000-0000-0000-0000-000000000000/messages?before=99999999999'),
      400,
      'validation_failed',
    );
  });
});
