import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n/i18n.ts';
import { GIFT_EMOJI, HEART_EMOJI } from '@sankofa/contracts/constants';
import { defaultLine, lastLineOf, notificationBody, previewOf, toastBody, truncate } from './message-text.ts';
import { ME, THEM } from './test-messages.ts';

// The texts come from the English messages file, as a browser showing English gets them.
beforeAll(() => i18n.loadNamespaces('messages'));

describe('truncate', () => {
  it('keeps text at or under the limit as it is', () => {
    expect(truncate('Akwaaba', 7)).toBe('Akwaaba');
    expect(truncate('', 5)).toBe('');
  });

  it('cuts longer text and adds an ellipsis', () => {
    expect(truncate('Akwaaba!', 7)).toBe('Akwaaba…');
  });

  it('counts an emoji as one character and never splits it', () => {
    expect(truncate('🌹🌹🌹', 2)).toBe('🌹🌹…');
  });

  it('uses 100 characters for a desktop notification and 50 for a toast', () => {
    const long = 'a'.repeat(120);
    expect(notificationBody({ kind: 'text', text: long })).toBe(`${'a'.repeat(100)}…`);
    expect(toastBody({ kind: 'text', text: long })).toBe(`${'a'.repeat(50)}…`);
    expect(toastBody({ kind: 'text', text: 'a'.repeat(50) })).toBe('a'.repeat(50));
  });
});

describe('default lines and previews', () => {
  it('greets a new match and a new friend', () => {
    expect(defaultLine('match')).toBe('You matched! Send a message.');
    expect(defaultLine('friend')).toBe("You're now friends! Start chatting.");
  });

  it('names hearts and gifts', () => {
    expect(previewOf({ kind: 'heart', text: HEART_EMOJI })).toBe('Sent a heart');
    expect(previewOf({ kind: 'heart', text: 'Miss you' })).toBe('Sent a heart: Miss you');
    expect(previewOf({ kind: 'gift', text: GIFT_EMOJI, gift: { type: 'diamond', cost: 100 } })).toBe('Sent a Diamond');
    expect(previewOf({ kind: 'gift', text: GIFT_EMOJI })).toBe('Sent a gift');
    expect(previewOf({ kind: 'gift', text: 'For you', gift: { type: 'rose', cost: 10 } })).toBe('Sent a Rose: For you');
  });

  it('shows the last message, mine marked, or the default line', () => {
    const last = { seq: 1, senderId: ME, kind: 'text' as const, text: 'Hi', sentAt: '2025-01-01T00:00:00.000Z' };
    expect(lastLineOf({ connection: 'friend', lastMessage: null }, ME)).toBe("You're now friends! Start chatting.");
    expect(lastLineOf({ connection: 'match', lastMessage: last }, ME)).toBe('You: Hi');
    expect(lastLineOf({ connection: 'match', lastMessage: { ...last, senderId: THEM } }, ME)).toBe('Hi');
  });
});
