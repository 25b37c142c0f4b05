import { describe, expect, it } from 'vitest';
import type { JanusAccess } from '@sankofa/contracts';
import { block, waitFor } from '../messaging/messaging-test-kit.ts';
import { call, member, type Member } from '../social/social-test-kit.ts';
import { actOk, moderator } from '../moderation/moderation-test-kit.ts';
import { hosting, joined } from './streaming-test-kit.ts';
import { NO_SUCH_SESSION, keepalive, sfuAccess, useJanusStreamSuite } from './janus-stream-suite.ts';

/**
 * Issue #21: a viewer the host removes (or a member a moderator bans while watching) stops getting
 * the stream's media even if their page ignores being told: the server ends their Janus sessions
 * through Janus' admin API, found by the token our server signed for them. A real Janus on loopback.
 */
const suite = useJanusStreamSuite();
const { connect, liveStream } = suite;

/** A viewer's page at Janus that keeps its first token, and whether Janus still knows its session. */
async function janusPage(access: JanusAccess): Promise<{ alive(): Promise<boolean> }> {
  const session = await suite.subscribed(access);
  return {
    async alive() {
      const answer = await keepalive(session, access.token);
      if (answer === 'ack') return true;
      expect(answer).toBe(NO_SUCH_SESSION);
      return false;
    },
  };
}

async function watching(streamId: string, who?: Member) {
  const viewer = who ?? (await member(suite.t));
  const j = await joined(await connect(viewer), streamId);
  return { viewer, page: await janusPage(sfuAccess(j)) };
}

describe('the server ends a removed viewer’s Janus media', () => {
  it('the host removes a viewer: their Janus session ends; other viewers and their other streams go on', async () => {
    const { host, stream } = await liveStream();
    const other = await liveStream();
    const removed = await watching(stream.id);
    const stays = await watching(stream.id);
    const elsewhere = await watching(other.stream.id, removed.viewer);
    expect(await removed.page.alive()).toBe(true);

    const res = await call(suite.t, host, 'POST', `/api/streams/${stream.id}/viewers/${removed.viewer.id}/remove`);
    expect(res.statusCode, res.body).toBe(200);

    expect(await removed.page.alive()).toBe(false);
    expect(await stays.page.alive()).toBe(true);
    expect(await elsewhere.page.alive()).toBe(true);
  });

  it('a moderator bans a member who is watching: every Janus session of theirs ends', async () => {
    const { stream } = await liveStream();
    const other = await liveStream();
    const banned = await watching(stream.id);
    const second = await watching(other.stream.id, banned.viewer);
    const stays = await watching(stream.id);

    await actOk(suite.t, await moderator(suite.t), banned.viewer, {
      action: 'ban',
      rule: 'harassment',
      reason: 'Threats in live chat.',
    });

    expect(await banned.page.alive()).toBe(false);
    expect(await second.page.alive()).toBe(false);
    expect(await stays.page.alive()).toBe(true);
  });

  it('the host blocks a viewer mid-stream: their page is told and their Janus session ends too', async () => {
    const { host, stream } = await liveStream();
    const viewer = await member(suite.t);
    const socket = await connect(viewer);
    const page = await janusPage(sfuAccess(await joined(socket, stream.id)));
    await block(suite.t, host, viewer);
    await waitFor(socket, (m) => m.type === 'stream.removed' && m.streamId === stream.id, 'stream.removed');
    // The session is ended right after the page is told, by the same hook: asked again until it is
    // gone, for at most 5 s (Janus itself would keep it for its 60 s session timeout).
    let alive = await page.alive();
    for (let i = 0; i < 100 && alive; i++) {
      await new Promise((r) => setTimeout(r, 50));
      alive = await page.alive();
    }
    expect(alive).toBe(false);
  });

  it('a block ends the viewer’s Janus session even when their page has no socket with us any more, whoever blocks', async () => {
    const { host, stream } = await liveStream();
    const other = await liveStream();
    const viewer = await member(suite.t);
    const socket = await connect(viewer);
    const page = await janusPage(sfuAccess(await joined(socket, stream.id)));
    const elsewhere = await watching(other.stream.id, viewer);
    // A page that drops its realtime socket but keeps its Janus subscription: nobody can tell it anything.
    await socket.close();
    expect(await page.alive()).toBe(true);

    await block(suite.t, host, viewer);
    expect(await page.alive()).toBe(false);
    expect(await elsewhere.page.alive()).toBe(true);

    // The viewer blocking the host of the stream they watch ends theirs there too.
    await block(suite.t, viewer, other.host);
    expect(await elsewhere.page.alive()).toBe(false);
  });

  it('a session opened with a token our server did not sign for that viewer is never taken for theirs', async () => {
    const { host, stream } = await liveStream();
    const removed = await watching(stream.id);
    // The host's own access names no viewer: removing someone leaves the host's session alone.
    const hostPage = await janusPage(sfuAccess(await hosting(await connect(host), stream.id)));
    expect(
      (await call(suite.t, host, 'POST', `/api/streams/${stream.id}/viewers/${removed.viewer.id}/remove`)).statusCode,
    ).toBe(200);
    expect(await removed.page.alive()).toBe(false);
    expect(await hostPage.alive()).toBe(true);
  });
});
