import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CallView } from '@sankofa/contracts';
import type { ClientMessage, ServerMessage } from '@sankofa/contracts/realtime';
import type { CallChannel } from './call-signalling.ts';
import { ask, CallRefused } from './call-signalling.ts';
import { CallController } from './call-controller.ts';

/** A realtime channel that records what is sent and delivers what a test emits. */
class FakeChannel implements CallChannel {
  open = true;
  sent: ClientMessage[] = [];
  private handlers = new Map<string, Set<(m: ServerMessage) => void>>();
  send(message: ClientMessage): boolean {
    if (!this.open) return false;
    this.sent.push(message);
    return true;
  }
  on(type: string, handler: (m: never) => void): () => void {
    const set = this.handlers.get(type) ?? new Set();
    this.handlers.set(type, set);
    set.add(handler as (m: ServerMessage) => void);
    return () => void set.delete(handler as (m: ServerMessage) => void);
  }
  onStatus(): () => void {
    return () => {};
  }
  emit(message: ServerMessage): void {
    for (const h of [...(this.handlers.get(message.type) ?? [])]) h(message);
  }
}

const call = (status: CallView['status'] = 'ringing'): CallView => ({
  id: '6d1f3c1e-2a8b-4c37-9d0e-0d3d8c1f4a55',
  callerId: '0b6b4f0e-9a51-4f59-8f7c-55b1a3f0c001',
  calleeId: '0b6b4f0e-9a51-4f59-8f7c-55b1a3f0c002',
  media: 'video',
  status,
  startedAt: '2026-11-27T20:00:00.000Z',
  ringsUntil: '2026-11-27T20:00:45.000Z',
  answeredAt: status === 'active' ? '2026-11-27T20:00:05.000Z' : null,
  endedAt: null,
});
const from = { userId: '0b6b4f0e-9a51-4f59-8f7c-55b1a3f0c001', displayName: 'Ama', photoUrl: null };

describe('asking the server', () => {
  it('answers the event that carries its ref and ignores others', async () => {
    const channel = new FakeChannel();
    const answer = ask(channel, { type: 'call.heartbeat', callId: call().id }, 'call.alive');
    const ref = (channel.sent[0] as { ref: string }).ref;
    channel.emit({ type: 'call.alive', ref: 'someone-else', call: call('ended') });
    channel.emit({ type: 'call.alive', ref, call: call('active') });
    expect((await answer).call.status).toBe('active');
  });

  it('turns its error into a CallRefused, and an offline socket into one at once', async () => {
    const channel = new FakeChannel();
    const answer = ask(channel, { type: 'call.answer', callId: call().id }, 'call.answered');
    channel.emit({
      type: 'error',
      ref: (channel.sent[0] as { ref: string }).ref,
      code: 'call_not_found',
      message: 'This call has ended.',
    });
    await expect(answer).rejects.toEqual(new CallRefused('call_not_found', 'This call has ended.'));
    channel.open = false;
    await expect(ask(channel, { type: 'call.answer', callId: call().id }, 'call.answered')).rejects.toMatchObject({
      code: 'offline',
    });
  });
});

describe('the incoming call on this tab', () => {
  it('shows it, and stops when another tab answered it', () => {
    const channel = new FakeChannel();
    const calls = new CallController(channel);
    const stop = calls.listen();
    channel.emit({ type: 'call.incoming', call: call(), from });
    expect(calls.state.incoming?.from.displayName).toBe('Ama');
    channel.emit({ type: 'call.updated', call: call('active'), endedBy: null });
    expect(calls.state.incoming).toBeNull();
    stop();
  });

  it('declining tells the server and closes the sheet', () => {
    const channel = new FakeChannel();
    const calls = new CallController(channel);
    const stop = calls.listen();
    channel.emit({ type: 'call.incoming', call: call(), from });
    calls.decline();
    expect(channel.sent).toEqual([{ type: 'call.decline', callId: call().id }]);
    expect(calls.state.incoming).toBeNull();
    stop();
  });
});

describe('the desktop notice of a call ringing in a hidden tab', () => {
  const shown: string[] = [];
  class FakeNotification {
    static permission = 'granted';
    onclick: (() => void) | null = null;
    constructor(title: string) {
      shown.push(title);
    }
    close() {}
  }

  function hiddenTabWithNotices() {
    shown.length = 0;
    vi.stubGlobal('Notification', FakeNotification);
    vi.stubGlobal('document', { hidden: true });
  }

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('pops up when Calls is on in Settings', async () => {
    hiddenTabWithNotices();
    const channel = new FakeChannel();
    const calls = new CallController(channel, () => Promise.resolve(true));
    const stop = calls.listen();
    channel.emit({ type: 'call.incoming', call: call(), from });
    await vi.waitFor(() => expect(shown).toHaveLength(1));
    stop();
  });

  it('stays away when Calls is off, or the setting cannot be read, while the sheet still shows', async () => {
    hiddenTabWithNotices();
    for (const wants of [() => Promise.resolve(false), () => Promise.reject(new Error('offline'))]) {
      const channel = new FakeChannel();
      const calls = new CallController(channel, wants);
      const stop = calls.listen();
      channel.emit({ type: 'call.incoming', call: call(), from });
      expect(calls.state.incoming?.from.displayName).toBe('Ama');
      await new Promise((resolve) => setTimeout(resolve, 0));
      stop();
    }
    expect(shown).toEqual([]);
  });

  it('stays away when the call was answered elsewhere while the setting was read', async () => {
    hiddenTabWithNotices();
    const channel = new FakeChannel();
    let answerSetting: (on: boolean) => void = () => {};
    const calls = new CallController(channel, () => new Promise((resolve) => (answerSetting = resolve)));
    const stop = calls.listen();
    channel.emit({ type: 'call.incoming', call: call(), from });
    channel.emit({ type: 'call.updated', call: call('active'), endedBy: null });
    answerSetting(true);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(shown).toEqual([]);
    stop();
  });
});
