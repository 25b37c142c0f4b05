import { afterEach, describe, expect, it, vi } from 'vitest';
import { JanusError, JanusSession } from './janus-client.ts';
import { FakeJanus } from './fake-janus.ts';

async function openSession(fake: FakeJanus): Promise<JanusSession> {
  const opening = JanusSession.open('ws://janus', 'core-token', () => fake);
  fake.open();
  await vi.waitFor(() => expect(fake.sent).toHaveLength(1));
  fake.reply({ janus: 'success', transaction: fake.last().transaction, data: { id: 77 } });
  return opening;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the Janus client', () => {
  it('sends our token with every request, and the session id once it has one', async () => {
    const fake = new FakeJanus();
    const session = await openSession(fake);
    expect(fake.sent[0]).toMatchObject({ janus: 'create', token: 'core-token' });
    expect(fake.sent[0]).not.toHaveProperty('session_id');
    const attaching = session.attach();
    expect(fake.last()).toMatchObject({
      janus: 'attach',
      plugin: 'janus.plugin.videoroom',
      session_id: 77,
      token: 'core-token',
    });
    fake.reply({ janus: 'success', transaction: fake.last().transaction, data: { id: 5 } });
    expect((await attaching).id).toBe(5);
    session.close();
    expect(fake.last()).toMatchObject({ janus: 'destroy', session_id: 77 });
    expect(fake.closed).toBe(true);
  });

  it('answers a plugin request with its event (after the ack), and a plugin error as a JanusError with its code', async () => {
    const fake = new FakeJanus();
    const session = await openSession(fake);
    const attaching = session.attach();
    fake.reply({ janus: 'success', transaction: fake.last().transaction, data: { id: 5 } });
    const handle = await attaching;

    const joining = handle.message({ request: 'join', ptype: 'subscriber' });
    const tx = fake.last().transaction;
    expect(fake.last()).toMatchObject({ janus: 'message', handle_id: 5, body: { request: 'join' } });
    fake.reply({ janus: 'ack', transaction: tx });
    fake.reply({
      janus: 'event',
      transaction: tx,
      sender: 5,
      plugindata: { data: { videoroom: 'attached' } },
      jsep: { type: 'offer', sdp: 'v=0' },
    });
    await expect(joining).resolves.toEqual({ data: { videoroom: 'attached' }, jsep: { type: 'offer', sdp: 'v=0' } });

    const refused = handle.message({ request: 'join' });
    fake.reply({
      janus: 'event',
      transaction: fake.last().transaction,
      sender: 5,
      plugindata: { data: { error_code: 433, error: 'Unauthorized' } },
    });
    const err = await refused.catch((e: unknown) => e);
    expect(err).toBeInstanceOf(JanusError);
    expect((err as JanusError).code).toBe(433);
  });

  it('hands events outside any request to their handle, and rejects what is pending when Janus goes away', async () => {
    const fake = new FakeJanus();
    const session = await openSession(fake);
    const attaching = session.attach();
    fake.reply({ janus: 'success', transaction: fake.last().transaction, data: { id: 5 } });
    const handle = await attaching;
    const events: unknown[] = [];
    handle.onEvent = (e) => events.push(e);
    fake.reply({ janus: 'slowlink', sender: 5, uplink: false });
    fake.reply({ janus: 'hangup', sender: 99 });
    expect(events).toEqual([{ janus: 'slowlink', uplink: false }]);

    const lost = vi.fn();
    session.onLost = lost;
    const pending = handle.message({ request: 'configure' });
    fake.drop();
    await expect(pending).rejects.toBeInstanceOf(JanusError);
    expect(lost).toHaveBeenCalledOnce();
  });

  it('keeps the session alive while it is open, with the newest core token it was given', async () => {
    vi.useFakeTimers();
    const fake = new FakeJanus();
    const opening = JanusSession.open('ws://janus', 'core-token', () => fake);
    fake.open();
    await vi.waitFor(() => expect(fake.sent).toHaveLength(1));
    fake.reply({ janus: 'success', transaction: fake.last().transaction, data: { id: 77 } });
    const session = await opening;
    await vi.advanceTimersByTimeAsync(25_000);
    expect(fake.last()).toMatchObject({ janus: 'keepalive', session_id: 77, token: 'core-token' });
    // A stream longer than the core token: the renewed one rides every request from now on.
    session.renew('newer-core-token');
    await vi.advanceTimersByTimeAsync(25_000);
    expect(fake.last()).toMatchObject({ janus: 'keepalive', session_id: 77, token: 'newer-core-token' });
    session.close();
    const count = fake.sent.length;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fake.sent).toHaveLength(count);
  });
});
