import { describe, expect, it } from 'vitest';
import { markFailed, markSending, sendBodyOf, timelineOf, withoutConfirmed, type PendingMessage } from './outbox.ts';
import { ME, msg } from './test-messages.ts';

const now = new Date('2025-01-01T12:00:00.000Z');
const hello = { kind: 'text', text: 'Hello' } as const;

describe('outbox', () => {
  it('adds a message as sending, then fails it with the reason', () => {
    const sending = markSending([], 'c-1', hello, now);
    expect(sending).toEqual([
      { clientId: 'c-1', outgoing: hello, status: 'sending', error: null, createdAt: now.toISOString() },
    ]);
    const failed = markFailed(sending, 'c-1', 'A Rose costs 10 tokens and you have 0. Nothing was sent.');
    expect(failed[0]).toMatchObject({
      status: 'failed',
      error: 'A Rose costs 10 tokens and you have 0. Nothing was sent.',
    });
  });

  it('retries in place with the same client id', () => {
    let list: PendingMessage[] = markSending([], 'c-1', hello, now);
    list = markSending(list, 'c-2', { kind: 'heart' }, now);
    list = markFailed(list, 'c-1', null);
    list = markSending(list, 'c-1', hello, new Date('2030-01-01'));
    expect(list.map((p) => [p.clientId, p.status])).toEqual([
      ['c-1', 'sending'],
      ['c-2', 'sending'],
    ]);
    expect(list[0]!.createdAt).toBe(now.toISOString());
  });

  it('drops what the server confirmed, matching my client ids only', () => {
    const list = markSending(markSending([], 'client-1', hello, now), 'client-2', hello, now);
    expect(withoutConfirmed(list, [msg(1, 'me')], ME).map((p) => p.clientId)).toEqual(['client-2']);
    expect(withoutConfirmed(list, [msg(2, 'them')], ME)).toBe(list);
  });

  it('builds the send body from what was asked', () => {
    expect(sendBodyOf({ kind: 'gift', giftType: 'rose' }, 'c-9')).toEqual({
      kind: 'gift',
      giftType: 'rose',
      clientId: 'c-9',
    });
    expect(sendBodyOf(hello, 'c-9')).toEqual({ kind: 'text', text: 'Hello', clientId: 'c-9' });
  });
});

describe('timelineOf', () => {
  it('shows confirmed messages, then pending ones not yet confirmed', () => {
    const pending = markSending(markSending([], 'client-2', hello, now), 'late', hello, now);
    const items = timelineOf([msg(1, 'them'), msg(2, 'me')], pending, ME);
    expect(items.map((i) => (i.type === 'message' ? i.message.seq : i.pending.clientId))).toEqual([1, 2, 'late']);
  });
});
