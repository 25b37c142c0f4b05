import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { withVideoRoom } from '../../adapters/media/janus-connection.ts';
import { HOST_TOKEN_WINDOWS } from '../../adapters/media/sfu.ts';
import { eventually } from '../realtime/realtime-test-client.ts';
import { block } from '../messaging/messaging-test-kit.ts';
import { call, member } from '../social/social-test-kit.ts';
import { hosting, joined, renew } from './streaming-test-kit.ts';
import { NO_SUCH_SESSION, keepalive, sfuAccess, useJanusStreamSuite } from './janus-stream-suite.ts';

/**
 * Issue #19, long streams (decision 0063): Janus checks the core token on every request of a
 * session, keepalives included, and ends a session that no valid request reached for its timeout,
 * media and all. With tokens shortened to TOKEN_TTL_SECONDS and a Janus that gives up on a silent
 * session after SESSION_TIMEOUT_SECONDS, a viewer that renews through our API outlives its first
 * token, one that does not is cut off, and a viewer blocked meanwhile is refused a renewal.
 */
const TOKEN_TTL_SECONDS = 8;
const SESSION_TIMEOUT_SECONDS = 3;
const suite = useJanusStreamSuite({
  sessionTimeoutSeconds: SESSION_TIMEOUT_SECONDS,
  env: { JANUS_TOKEN_TTL_SECONDS: String(TOKEN_TTL_SECONDS) },
});
const { connect, liveStream, subscribed } = suite;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('a viewer’s Janus session outlives its first token', () => {
  it('renewed through stream.renew it lives on past the first token’s expiry; without renewal Janus ends it', async () => {
    const { stream } = await liveStream();
    const renewing = await connect(await member(suite.t));
    const first = sfuAccess(await joined(renewing, stream.id));
    expect(first.renewAfterSeconds).toBe(TOKEN_TTL_SECONDS / 2);
    const lapsing = sfuAccess(await joined(await connect(await member(suite.t)), stream.id));
    const renewed = await subscribed(first);
    const lapsed = await subscribed(lapsing);

    // Both pages keep their sessions alive as a page does; one asks for a fresh token when told to.
    let token = first.token;
    const started = Date.now();
    let renewals = 0;
    // Until well past the first token's expiry plus Janus' session timeout, plus room for its watchdog,
    // which looks for silent sessions only every few seconds and later on a busy machine.
    while (Date.now() - started < (TOKEN_TTL_SECONDS + SESSION_TIMEOUT_SECONDS + 7) * 1000) {
      if (Date.now() - started >= (renewals + 1) * first.renewAfterSeconds * 1000) {
        const fresh = sfuAccess(
          await renew(renewing, stream.id).then((m) => (m.type === 'error' ? Promise.reject(new Error(m.code)) : m)),
        );
        expect(fresh.token).not.toBe(token);
        token = fresh.token;
        renewals++;
      }
      expect(await keepalive(renewed, token)).toBe('ack');
      await keepalive(lapsed, lapsing.token);
      await sleep(1_000);
    }
    expect(renewals).toBeGreaterThanOrEqual(2);
    // The first token is refused now, so only the renewal kept that session; the other one is gone.
    expect(await keepalive(renewed, first.token)).toBe(403);
    expect(await keepalive(renewed, token)).toBe('ack');
    expect(await keepalive(lapsed, token)).toBe(NO_SUCH_SESSION);
  }, 60_000);

  it('a viewer blocked, removed or gone since is refused a renewal, and the answer carries no token', async () => {
    const { host, stream } = await liveStream();
    const blocked = await member(suite.t);
    const blockedSocket = await connect(blocked);
    await joined(blockedSocket, stream.id);
    expect(await renew(blockedSocket, stream.id)).toMatchObject({ type: 'stream.renewed' });
    await block(suite.t, host, blocked);
    const refused = await renew(blockedSocket, stream.id);
    expect(refused).toMatchObject({ type: 'error', code: 'stream_not_found' });
    expect(JSON.stringify(refused)).not.toContain('token');

    const removed = await member(suite.t);
    const removedSocket = await connect(removed);
    await joined(removedSocket, stream.id);
    expect(
      (await call(suite.t, host, 'POST', `/api/streams/${stream.id}/viewers/${removed.id}/remove`)).statusCode,
    ).toBe(200);
    expect(await renew(removedSocket, stream.id)).toMatchObject({ type: 'error', code: 'stream_removed' });

    // A socket that never joined, or left, has nothing to renew.
    const stranger = await connect(await member(suite.t));
    expect(await renew(stranger, stream.id)).toMatchObject({ type: 'error', code: 'not_in_stream' });
    const left = await connect(await member(suite.t));
    await joined(left, stream.id);
    left.send(JSON.stringify({ type: 'stream.leave', streamId: stream.id }));
    await eventually(async () => (await renew(left, stream.id)).type === 'error', 'the leave was taken');
    expect(await renew(left, stream.id)).toMatchObject({ type: 'error', code: 'not_in_stream' });

    expect((await call(suite.t, host, 'POST', '/api/streams/end')).statusCode).toBe(200);
    const viewer = await connect(await member(suite.t));
    expect(await renew(viewer, stream.id)).toMatchObject({ type: 'error', code: 'stream_ended' });
  });
});

describe('a host live past the windows listed when the room was made', () => {
  it('gets a publish token of the current window that Janus takes, added to the room’s list as it asks', async () => {
    const { stream, hostSocket } = await liveStream();
    // The stream started longer ago than the listed windows cover (at this lifetime, a window is 4 s).
    const windowMs = (TOKEN_TTL_SECONDS * 1000) / 2;
    const back = (HOST_TOKEN_WINDOWS + 6) * windowMs;
    await suite.t.deps.database.db.execute(
      sql`update streaming_sessions set created_at = created_at - ${`${back} milliseconds`}::interval where id = ${stream.id}`,
    );
    const access = sfuAccess(await hosting(hostSocket, stream.id));
    expect(access.roomToken).toContain(`n=host-${HOST_TOKEN_WINDOWS + 6}`);
    const published = await withVideoRoom(access.url, access.token, 5_000, (request) =>
      request({ request: 'join', ptype: 'publisher', room: access.room, token: access.roomToken, display: 'host' }),
    );
    expect(published).toMatchObject({ videoroom: 'joined', room: stream.id });
  });
});
