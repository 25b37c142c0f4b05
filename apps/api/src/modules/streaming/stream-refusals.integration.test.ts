import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { createTestApp, signUp, type TestApp } from '../../test/harness.ts';
import { expectError } from '../../test/expect-error.ts';
import { call, member } from '../social/social-test-kit.ts';
import { chat, goLive } from './streaming-test-kit.ts';

/** A stream that is not there, a host acting on themselves or on a stranger, and a host's stream that has ended. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('streams refuse', () => {
  it('the chat of a stream that does not exist', async () => {
    const me = await member(t);
    const missing = randomUUID();
    expectError(await call(t, me, 'GET', `/api/streams/${missing}/chat`), 404, 'stream_not_found');
    expectError(await chat(t, me, missing, { kind: 'text', text: 'Hello?' }), 404, 'stream_not_found');
  });

  it('going live before the profile is finished', async () => {
    const fresh = await signUp(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/streams',
      headers: { authorization: `Bearer ${fresh.accessToken}` },
      payload: { title: 'Too soon' },
    });
    expectError(res, 403, 'profile_incomplete');
  });

  it('a host removing themselves or someone who never took part', async () => {
    const [host, stranger] = [await member(t), await member(t)];
    const { id } = await goLive(t, host);
    expectError(await call(t, host, 'POST', `/api/streams/${id}/viewers/${host.id}/remove`), 400, 'cannot_target_self');
    expectError(
      await call(t, host, 'POST', `/api/streams/${id}/viewers/${stranger.id}/remove`),
      404,
      'viewer_not_found',
    );
  });

  it('moderating a stream once it has ended', async () => {
    const [host, viewer] = [await member(t), await member(t)];
    const { id } = await goLive(t, host);
    await call(t, host, 'POST', '/api/streams/end');
    expectError(await call(t, host, 'DELETE', `/api/streams/${id}/chat/${randomUUID()}`), 409, 'stream_ended');
    expectError(await call(t, host, 'PUT', `/api/streams/${id}/slow-mode`, { seconds: 10 }), 409, 'stream_ended');
    expectError(await call(t, host, 'POST', `/api/streams/${id}/viewers/${viewer.id}/remove`), 409, 'stream_ended');
  });
});
