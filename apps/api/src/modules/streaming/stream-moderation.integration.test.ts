import { describe, expect, it } from 'vitest';
import type { StreamCard, StreamChatPage } from '@sankofa/contracts';
import type { ServerMessage } from '@sankofa/contracts/realtime';
import { expectError } from '../../test/expect-error.ts';
import { block, waitFor } from '../messaging/messaging-test-kit.ts';
import { useSocketSuite } from '../realtime/socket-suite.ts';
import { call, member, type Member } from '../social/social-test-kit.ts';
import { chat, chatOk, goLive, hosting, join, joined, viewerCountIs } from './streaming-test-kit.ts';

/** Issue #21: the host removes messages, mutes and removes viewers and sets slow mode; blocks end watching. */
const suite = useSocketSuite({ RATE_STREAM_CHAT_PER_MINUTE: '100', RATE_STREAM_STARTS_PER_HOUR: '1000' });
const connect = (who: Member) => suite.connect(who);

const history = async (who: Member, streamId: string) => {
  const res = await call(suite.t, who, 'GET', `/api/streams/${streamId}/chat`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as StreamChatPage).messages;
};
const removeMessage = (who: Member, streamId: string, messageId: string) =>
  call(suite.t, who, 'DELETE', `/api/streams/${streamId}/chat/${messageId}`);
const mute = (who: Member, streamId: string, userId: string, muted = true) =>
  call(suite.t, who, 'PUT', `/api/streams/${streamId}/viewers/${userId}/mute`, { muted });
const removeViewer = (who: Member, streamId: string, userId: string) =>
  call(suite.t, who, 'POST', `/api/streams/${streamId}/viewers/${userId}/remove`);
const slowMode = (who: Member, streamId: string, seconds: number) =>
  call(suite.t, who, 'PUT', `/api/streams/${streamId}/slow-mode`, { seconds });

async function liveWithViewer() {
  const host = await member(suite.t);
  const stream = await goLive(suite.t, host);
  const hostSocket = await connect(host);
  await hosting(hostSocket, stream.id);
  const viewer = await member(suite.t);
  const viewerSocket = await connect(viewer);
  const seat = await joined(viewerSocket, stream.id);
  await waitFor(
    hostSocket,
    (m) => m.type === 'stream.viewer_joined' && m.peerId === seat.peerId,
    'the host sees the viewer',
  );
  return { host, stream, hostSocket, viewer, viewerSocket, peerId: seat.peerId };
}

describe('host stream moderation', () => {
  it('a removed message is gone for everyone live and from the history', async () => {
    const { host, stream, hostSocket, viewer, viewerSocket } = await liveWithViewer();
    const other = await member(suite.t);
    const otherSocket = await connect(other);
    await joined(otherSocket, stream.id);
    const rude = await chatOk(suite.t, viewer, stream.id, 'something rude');
    const kind = await chatOk(suite.t, other, stream.id, 'something kind');
    expect((await removeMessage(host, stream.id, rude.id)).json()).toEqual({ ok: true });
    const gone = (m: ServerMessage) =>
      m.type === 'stream.chat_message_removed' && m.messageId === rude.id && m.streamId === stream.id;
    await Promise.all([
      waitFor(hostSocket, gone, 'host'),
      waitFor(viewerSocket, gone, 'author'),
      waitFor(otherSocket, gone, 'other viewer'),
    ]);
    expect((await history(other, stream.id)).map((m) => m.id)).toEqual([kind.id]);
    expect((await history(viewer, stream.id)).map((m) => m.id)).toEqual([kind.id]);
    expectError(await removeMessage(host, stream.id, rude.id), 404, 'stream_message_not_found');
  });

  it('only the host moderates: a viewer cannot remove, mute, remove people or set slow mode', async () => {
    const { stream, viewer } = await liveWithViewer();
    const other = await member(suite.t);
    const msg = await chatOk(suite.t, other, stream.id, 'hello');
    expectError(await removeMessage(viewer, stream.id, msg.id), 403, 'not_your_stream');
    expectError(await mute(viewer, stream.id, other.id), 403, 'not_your_stream');
    expectError(await removeViewer(viewer, stream.id, other.id), 403, 'not_your_stream');
    expectError(await slowMode(viewer, stream.id, 10), 403, 'not_your_stream');
    expect((await history(other, stream.id)).map((m) => m.id)).toEqual([msg.id]);
  });

  it('a message of another stream cannot be removed through mine, nor anyone moderated after the end', async () => {
    const { host, stream, viewer } = await liveWithViewer();
    const elsewhere = await goLive(suite.t, await member(suite.t));
    const theirs = await chatOk(suite.t, viewer, elsewhere.id, 'in the other stream');
    expectError(await removeMessage(host, stream.id, theirs.id), 404, 'stream_message_not_found');
    expectError(await mute(host, stream.id, host.id), 400, 'cannot_target_self');
    expectError(await mute(host, stream.id, (await member(suite.t)).id), 404, 'viewer_not_found');
    await call(suite.t, host, 'POST', '/api/streams/end');
    expectError(await mute(host, stream.id, viewer.id), 409, 'stream_ended');
  });

  it('a muted viewer keeps watching but cannot chat until unmuted', async () => {
    const { host, stream, viewer, viewerSocket } = await liveWithViewer();
    expect((await mute(host, stream.id, viewer.id)).statusCode).toBe(200);
    await waitFor(
      viewerSocket,
      (m) => m.type === 'stream.muted' && m.muted && m.streamId === stream.id,
      'told of the mute',
    );
    const refused = expectError(
      await chat(suite.t, viewer, stream.id, { kind: 'text', text: 'let me talk' }),
      403,
      'chat_muted',
    );
    expect(refused.message).toBe('The host has muted you in this stream. You can keep watching.');
    expectError(await chat(suite.t, viewer, stream.id, { kind: 'heart' }), 403, 'chat_muted');
    expect((await call(suite.t, viewer, 'GET', `/api/streams/${stream.id}`)).statusCode).toBe(200);
    await mute(host, stream.id, viewer.id, false);
    await waitFor(viewerSocket, (m) => m.type === 'stream.muted' && !m.muted, 'told of the unmute');
    await chatOk(suite.t, viewer, stream.id, 'thank you');
  });

  it('a removed viewer is told, leaves the count and the host’s peers, hears no more chat and cannot rejoin', async () => {
    const { host, stream, hostSocket, viewer, viewerSocket, peerId } = await liveWithViewer();
    expect((await removeViewer(host, stream.id, viewer.id)).statusCode).toBe(200);
    const told = (await waitFor(viewerSocket, (m) => m.type === 'stream.removed', 'the viewer is told')) as Extract<
      ServerMessage,
      { type: 'stream.removed' }
    >;
    expect(told).toMatchObject({
      streamId: stream.id,
      reason: 'removed',
      message: 'The host removed you from this stream.',
    });
    await waitFor(
      hostSocket,
      (m) => m.type === 'stream.viewer_left' && m.peerId === peerId,
      'the host closes that peer',
    );
    await waitFor(hostSocket, viewerCountIs(stream.id, 0), 'the count drops');
    const after = await chatOk(suite.t, host, stream.id, 'carry on');
    await hostSocket.roundTrip();
    await viewerSocket.roundTrip();
    expect(viewerSocket.messages.some((m) => m.type === 'stream.chat_message' && m.message.id === after.id)).toBe(
      false,
    );
    const again = await join(viewerSocket, stream.id);
    expect(again).toMatchObject({ type: 'error', code: 'stream_removed' });
    expectError(await chat(suite.t, viewer, stream.id, { kind: 'text', text: 'back?' }), 403, 'stream_removed');
    expectError(await call(suite.t, viewer, 'GET', `/api/streams/${stream.id}/chat`), 403, 'stream_removed');
    // The removal is of this stream only.
    const next = await goLive(suite.t, host);
    await joined(viewerSocket, next.id);
  });

  it('slow mode makes each viewer wait between messages, on the server; the host is not slowed; 0 turns it off', async () => {
    const { host, stream, viewerSocket, viewer } = await liveWithViewer();
    expectError(await slowMode(host, stream.id, 301), 400, 'validation_failed');
    expect((await slowMode(host, stream.id, 30)).statusCode).toBe(200);
    await waitFor(viewerSocket, (m) => m.type === 'stream.slow_mode_changed' && m.seconds === 30, 'viewers are told');
    expect(
      ((await call(suite.t, viewer, 'GET', `/api/streams/${stream.id}`)).json() as StreamCard).slowModeSeconds,
    ).toBe(30);
    await chatOk(suite.t, viewer, stream.id, 'first');
    const results = await Promise.all(
      [1, 2, 3].map((n) => chat(suite.t, viewer, stream.id, { kind: 'text', text: `again ${n}` })),
    );
    for (const res of results) {
      const err = expectError(res, 429, 'slow_mode');
      expect(err.message).toMatch(/^Slow mode is on: one message every 30 seconds\. You can write again in \d+ s\.$/);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(30);
    }
    await chatOk(suite.t, host, stream.id, 'host one');
    await chatOk(suite.t, host, stream.id, 'host two');
    const other = await member(suite.t);
    await chatOk(suite.t, other, stream.id, 'each viewer has their own wait');
    await slowMode(host, stream.id, 0);
    await chatOk(suite.t, viewer, stream.id, 'free again');
  });

  it('two racing sends under slow mode: exactly one goes through', async () => {
    const { host, stream, viewer } = await liveWithViewer();
    await slowMode(host, stream.id, 60);
    const results = await Promise.all(
      [1, 2, 3, 4].map((n) => chat(suite.t, viewer, stream.id, { kind: 'text', text: `race ${n}` })),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 429)).toHaveLength(3);
  });

  it('a viewer the host blocks mid-stream leaves it at once and cannot rejoin', async () => {
    const { host, stream, hostSocket, viewer, viewerSocket, peerId } = await liveWithViewer();
    await block(suite.t, host, viewer);
    const told = await waitFor(
      viewerSocket,
      (m) => m.type === 'stream.removed' && m.streamId === stream.id,
      'the viewer leaves',
    );
    expect(told).toMatchObject({ reason: 'blocked' });
    await waitFor(
      hostSocket,
      (m) => m.type === 'stream.viewer_left' && m.peerId === peerId,
      'the host closes that peer',
    );
    await waitFor(hostSocket, viewerCountIs(stream.id, 0), 'the count drops');
    expect(await join(viewerSocket, stream.id)).toMatchObject({ type: 'error', code: 'stream_not_found' });
  });

  it('a viewer who blocks the host mid-stream leaves it too', async () => {
    const { host, stream, hostSocket, viewer, viewerSocket, peerId } = await liveWithViewer();
    await block(suite.t, viewer, host);
    await waitFor(viewerSocket, (m) => m.type === 'stream.removed' && m.streamId === stream.id, 'the viewer leaves');
    await waitFor(
      hostSocket,
      (m) => m.type === 'stream.viewer_left' && m.peerId === peerId,
      'the host closes that peer',
    );
  });
});
