import { afterAll, afterEach, beforeAll } from 'vitest';
import type { JanusAccess, StreamCard } from '@sankofa/contracts';
import { openDatabase, type Database } from '../../db/client.ts';
import { JanusRawSession } from '../../test/janus-raw-session.ts';
import { startJanus, type TestJanus } from '../../test/janus.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { TestSocket } from '../realtime/realtime-test-client.ts';
import { listen } from '../messaging/messaging-test-kit.ts';
import { member, type Member } from '../social/social-test-kit.ts';
import { goLive, hosting } from './streaming-test-kit.ts';

export interface JanusStreamSuite {
  readonly t: TestApp;
  connect(who: Member): Promise<TestSocket>;
  /** A new member live on Janus, hosting from a socket of theirs. */
  liveStream(): Promise<{ host: Member; stream: StreamCard; hostSocket: TestSocket; hostAccess: JanusAccess }>;
  /**
   * What a viewer's page holds at Janus: a session opened with the access our API gave it and a
   * VideoRoom handle that asked to subscribe. It never leaves by itself, as a page that ignores being
   * told would not; there is no published feed, so the join is refused and session and handle stay.
   */
  subscribed(access: JanusAccess): Promise<JanusRawSession>;
}

/**
 * A suite's app streaming through a private Janus (`sessionTimeoutSeconds` as startJanus takes it),
 * on a real port, with a database of its own: the reaper on Janus ends live streams that have no room
 * there, and the peer-to-peer streams other files keep in the shared one have none. The sockets and
 * Janus sessions a test opens are closed after it.
 */
export function useJanusStreamSuite(
  opts: { sessionTimeoutSeconds?: number; env?: Record<string, string> } = {},
): JanusStreamSuite {
  let janus: TestJanus | undefined;
  let database: Database | undefined;
  let t: TestApp | undefined;
  let base = '';
  let sockets: TestSocket[] = [];
  let sessions: JanusRawSession[] = [];

  beforeAll(async () => {
    janus = await startJanus({ sessionTimeoutSeconds: opts.sessionTimeoutSeconds });
    database = await openDatabase({ dataDir: 'memory://' });
    t = await createTestApp({ env: { ...janus.env, RATE_STREAM_STARTS_PER_HOUR: '1000', ...opts.env }, database });
    base = await listen(t);
  }, 60_000);
  afterEach(async () => {
    await Promise.all(sockets.map((s) => s.close()));
    for (const s of sessions) s.close();
    sockets = [];
    sessions = [];
  });
  afterAll(async () => {
    await t?.close();
    await database?.close();
    await janus?.stop();
  });

  const suite: JanusStreamSuite = {
    get t() {
      if (!t) throw new Error('the suite app is made in beforeAll');
      return t;
    },
    async connect(who) {
      const s = await TestSocket.open(base, who.token);
      sockets.push(s);
      return s;
    },
    async liveStream() {
      const host = await member(suite.t);
      const stream = await goLive(suite.t, host);
      const hostSocket = await suite.connect(host);
      return { host, stream, hostSocket, hostAccess: sfuAccess(await hosting(hostSocket, stream.id)) };
    },
    async subscribed(access) {
      const session = await JanusRawSession.open(access.url);
      sessions.push(session);
      await session.create(access.token);
      const handle = await session.attach(access.token);
      await session.message(
        handle,
        {
          request: 'join',
          ptype: 'subscriber',
          room: access.room,
          streams: [{ feed: 'host' }],
          token: access.roomToken,
        },
        access.token,
      );
      return session;
    },
  };
  return suite;
}

/** The Janus access in a stream.hosting, stream.joined or stream.renewed answer. */
export function sfuAccess(answer: { delivery: { kind: string; janus?: JanusAccess } }): JanusAccess {
  if (answer.delivery.kind !== 'sfu' || !answer.delivery.janus) throw new Error('expected the SFU delivery');
  return answer.delivery.janus;
}

/** Janus' code for a session it no longer has (ended by the watchdog or through the admin API). */
export const NO_SUCH_SESSION = 458;

/** A keepalive on the session with this token: 'ack', or Janus' error code (403 token refused, NO_SUCH_SESSION). */
export async function keepalive(session: JanusRawSession, token: string): Promise<'ack' | number> {
  const answer = await session.send({ janus: 'keepalive' }, token);
  return answer.janus === 'ack' ? 'ack' : (answer.error as { code: number }).code;
}
