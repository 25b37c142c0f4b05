import { describe, expect, it } from 'vitest';
import { STREAM_CHAT_MAX_LENGTH } from '@sankofa/contracts/constants';
import type { StreamChatMessage } from '@sankofa/contracts';
import {
  chatTextOf,
  markStreamFailed,
  markStreamSending,
  mergeStreamMessages,
  streamChatBody,
  streamTimeline,
  withoutPending,
} from './stream-chat-log.ts';

const ME = '00000000-0000-4000-8000-00000000000a';
const HOST = '00000000-0000-4000-8000-00000000000b';
const STREAM = '00000000-0000-4000-8000-0000000000ff';

let n = 0;
function msg(over: Partial<StreamChatMessage> & { from?: string } = {}): StreamChatMessage {
  n++;
  const { from = HOST, ...rest } = over;
  return {
    id: `00000000-0000-4000-9000-${String(n).padStart(12, '0')}`,
    streamId: STREAM,
    clientId: `client-${n}-abcdef`,
    sender: { userId: from, displayName: from === ME ? 'Ama' : 'Kofi', photoUrl: null, verified: false },
    kind: 'text',
    text: `hello ${n}`,
    gift: null,
    sentAt: new Date(Date.UTC(2026, 0, 1, 12, 0, n)).toISOString(),
    ...rest,
  };
}

describe('mergeStreamMessages', () => {
  it('appends new messages and skips ones already there by id', () => {
    const a = msg();
    const b = msg();
    const list = mergeStreamMessages([a], [a, b]);
    expect(list.map((m) => m.id)).toEqual([a.id, b.id]);
  });

  it('skips the same sender and client id under another id, and returns the same list when nothing is new', () => {
    const a = msg({ from: ME });
    const list = [a];
    expect(mergeStreamMessages(list, [{ ...a, id: '00000000-0000-4000-9000-999999999999' }])).toBe(list);
  });

  it('keeps another sender with the same client id', () => {
    const a = msg({ from: ME, clientId: 'same-client-id' });
    const b = msg({ from: HOST, clientId: 'same-client-id' });
    expect(mergeStreamMessages([a], [b])).toHaveLength(2);
  });

  it('puts a late arrival in sending order', () => {
    const a = msg();
    const b = msg();
    const c = msg();
    expect(mergeStreamMessages([a, c], [b]).map((m) => m.id)).toEqual([a.id, b.id, c.id]);
  });

  it('keeps only the newest messages', () => {
    const all = Array.from({ length: 6 }, () => msg());
    expect(mergeStreamMessages(all.slice(0, 4), all.slice(4), 5).map((m) => m.id)).toEqual(
      all.slice(1).map((m) => m.id),
    );
  });
});

describe('streamTimeline and pending messages', () => {
  it("shows pending messages after the server's, and drops one once its confirmed copy is there", () => {
    let pending = markStreamSending([], 'pending-1-abc', { kind: 'text', text: 'Akwaaba' });
    pending = markStreamSending(pending, 'pending-2-abc', { kind: 'heart' });
    const confirmed = msg({ from: ME, clientId: 'pending-1-abc', text: 'Akwaaba' });
    const other = msg();
    const items = streamTimeline([other, confirmed], pending, ME);
    expect(items.map((i) => (i.type === 'message' ? i.message.id : i.pending.clientId))).toEqual([
      other.id,
      confirmed.id,
      'pending-2-abc',
    ]);
  });

  it('a failure is marked with its reason, and a retry keeps the place and id', () => {
    let pending = markStreamSending([], 'p-1-abcdef', { kind: 'gift', giftType: 'rose' });
    pending = markStreamSending(pending, 'p-2-abcdef', { kind: 'heart' });
    pending = markStreamFailed(pending, 'p-1-abcdef', 'A Rose costs 10 tokens and you have 0. Nothing was sent.');
    expect(pending[0]).toMatchObject({
      status: 'failed',
      error: 'A Rose costs 10 tokens and you have 0. Nothing was sent.',
    });
    pending = markStreamSending(pending, 'p-1-abcdef', { kind: 'gift', giftType: 'rose' });
    expect(pending.map((p) => [p.clientId, p.status, p.error])).toEqual([
      ['p-1-abcdef', 'sending', null],
      ['p-2-abcdef', 'sending', null],
    ]);
    expect(withoutPending(pending, 'p-1-abcdef').map((p) => p.clientId)).toEqual(['p-2-abcdef']);
  });

  it('builds the request body with the client id', () => {
    expect(streamChatBody({ kind: 'gift', giftType: 'diamond' }, 'cid-123456')).toEqual({
      kind: 'gift',
      giftType: 'diamond',
      clientId: 'cid-123456',
    });
  });
});

describe('chatTextOf', () => {
  it('trims, refuses blank and over-long text', () => {
    expect(chatTextOf('  hi  ')).toBe('hi');
    expect(chatTextOf('   ')).toBeNull();
    expect(chatTextOf('x'.repeat(STREAM_CHAT_MAX_LENGTH))).toHaveLength(STREAM_CHAT_MAX_LENGTH);
    expect(chatTextOf('x'.repeat(STREAM_CHAT_MAX_LENGTH + 1))).toBeNull();
  });
});
