import { describe, expect, it } from 'vitest';
import { lastIncomingSeqOf, lastSeqOf, mergeBySeq, seenSeqOf, withMessages, withOlder } from './message-window.ts';
import { ME, msg } from './test-messages.ts';

describe('mergeBySeq', () => {
  it('orders by sequence number and keeps each message once', () => {
    const merged = mergeBySeq([msg(2), msg(4)], [msg(5), msg(1), msg(4), msg(3)]);
    expect(merged.map((m) => m.seq)).toEqual([1, 2, 3, 4, 5]);
  });

  it('returns the same list when nothing is new, so nothing re-renders', () => {
    const held = [msg(1), msg(2)];
    expect(mergeBySeq(held, [msg(2)])).toBe(held);
    expect(mergeBySeq(held, [])).toBe(held);
  });

  it('keeps the copy already held when the same message comes again', () => {
    const held = [msg(1, 'them', { text: 'first copy' })];
    expect(mergeBySeq(held, [msg(1, 'them', { text: 'second copy' }), msg(2)])[0]!.text).toBe('first copy');
  });
});

describe('chat window', () => {
  const window = { messages: [msg(3), msg(4)], hasOlder: true, theirReadSeq: 2 };

  it('adds live messages and moves the read mark only forward', () => {
    const next = withMessages(window, [msg(5)], 1);
    expect(next.messages.map((m) => m.seq)).toEqual([3, 4, 5]);
    expect(next.theirReadSeq).toBe(2);
    expect(withMessages(window, [], 4).theirReadSeq).toBe(4);
    expect(withMessages(window, [msg(4)], 2)).toBe(window);
  });

  it('puts an older page in front and takes its hasOlder', () => {
    const next = withOlder(window, { messages: [msg(1), msg(2)], hasOlder: false, hasNewer: false, theirReadSeq: 2 });
    expect(next.messages.map((m) => m.seq)).toEqual([1, 2, 3, 4]);
    expect(next.hasOlder).toBe(false);
  });

  it('knows its last sequence number, also when empty', () => {
    expect(lastSeqOf(window.messages)).toBe(4);
    expect(lastSeqOf([])).toBe(0);
  });
});

describe('seenSeqOf', () => {
  const messages = [msg(1, 'me'), msg(2, 'them'), msg(3, 'me'), msg(4, 'me')];

  it('marks the last of my messages at or before their read position', () => {
    expect(seenSeqOf(messages, ME, 3)).toBe(3);
    expect(seenSeqOf(messages, ME, 4)).toBe(4);
    expect(seenSeqOf(messages, ME, 2)).toBe(1);
  });

  it('marks nothing before they read anything of mine', () => {
    expect(seenSeqOf(messages, ME, 0)).toBeNull();
    expect(seenSeqOf([msg(1, 'them')], ME, 1)).toBeNull();
  });
});

describe('lastIncomingSeqOf', () => {
  it('finds the newest message from the other person', () => {
    expect(lastIncomingSeqOf([msg(1, 'them'), msg(2, 'them'), msg(3, 'me')], ME)).toBe(2);
    expect(lastIncomingSeqOf([msg(1, 'me')], ME)).toBe(0);
  });
});
