import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n, showLocale } from '@/lib/i18n/i18n.ts';
import { GIFT_EMOJI, HEART_EMOJI } from '@sankofa/contracts/constants';
import {
  callLineOf,
  defaultLine,
  lastLineOf,
  notificationBody,
  previewOf,
  toastBody,
  truncate,
} from './message-text.ts';
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

describe("a call line, in the reader's language", () => {
  afterEach(() => showLocale('en'));

  it('says in English exactly what the server writes', () => {
    expect(callLineOf({ media: 'video', outcome: 'answered', seconds: 245 }, 'Video call · 4:05')).toBe(
      'Video call · 4:05',
    );
    expect(callLineOf({ media: 'audio', outcome: 'answered', seconds: 3729 }, '')).toBe('Voice call · 1:02:09');
    expect(callLineOf({ media: 'audio', outcome: 'missed', seconds: null }, '')).toBe('Missed voice call');
    expect(callLineOf({ media: 'video', outcome: 'missed', seconds: null }, '')).toBe('Missed video call');
    expect(callLineOf({ media: 'audio', outcome: 'declined', seconds: null }, '')).toBe('Voice call declined');
    expect(callLineOf({ media: 'video', outcome: 'declined', seconds: null }, '')).toBe('Video call declined');
  });

  it("shows the server's words when a message carries no facts", () => {
    expect(callLineOf(null, 'Missed voice call')).toBe('Missed voice call');
    expect(callLineOf(undefined, 'Video call · 0:09')).toBe('Video call · 0:09');
  });

  it('words the same call for a French and an Arabic reader, digits included', async () => {
    await showLocale('fr');
    await i18n.loadNamespaces('messages');
    expect(callLineOf({ media: 'video', outcome: 'answered', seconds: 245 }, 'Video call · 4:05')).toBe(
      'Appel vidéo · 4:05',
    );
    expect(callLineOf({ media: 'audio', outcome: 'missed', seconds: null }, 'Missed voice call')).toBe(
      'Appel vocal manqué',
    );
    await showLocale('ar');
    await i18n.loadNamespaces('messages');
    const arabic = callLineOf({ media: 'video', outcome: 'answered', seconds: 245 }, 'Video call · 4:05');
    expect(arabic).toBe(
      `مكالمة فيديو · ${new Intl.NumberFormat('ar').format(4)}:${new Intl.NumberFormat('ar', { minimumIntegerDigits: 2 }).format(5)}`,
    );
    expect(callLineOf({ media: 'audio', outcome: 'declined', seconds: null }, 'Voice call declined')).toBe(
      'مكالمة صوتية مرفوضة',
    );
  });

  it('previews a call in the conversation list, mine marked', () => {
    const last = {
      seq: 3,
      senderId: ME,
      kind: 'call' as const,
      text: 'Missed video call',
      call: { media: 'video' as const, outcome: 'missed' as const, seconds: null },
      sentAt: '2025-01-01T00:00:00.000Z',
    };
    expect(lastLineOf({ connection: 'match', lastMessage: last }, ME)).toBe('You: Missed video call');
    expect(lastLineOf({ connection: 'match', lastMessage: { ...last, senderId: THEM } }, ME)).toBe('Missed video call');
  });
});
