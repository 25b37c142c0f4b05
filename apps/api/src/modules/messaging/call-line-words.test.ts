import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CallLineFacts } from '@sankofa/contracts';
import { callLineWords, parseCallLineWords, storedCallFacts } from './call-line-words.ts';

const facts = fc.oneof(
  fc.record({
    media: fc.constantFrom('audio' as const, 'video' as const),
    outcome: fc.constant('answered' as const),
    seconds: fc.integer({ min: 0, max: 30 * 3600 }),
  }),
  fc.record({
    media: fc.constantFrom('audio' as const, 'video' as const),
    outcome: fc.constantFrom('missed' as const, 'declined' as const),
    seconds: fc.constant(null),
  }),
);

describe('the words of a call line', () => {
  it('reads back every line it writes', () => {
    fc.assert(
      fc.property(facts, (f: CallLineFacts) => {
        expect(parseCallLineWords(callLineWords(f))).toEqual(f);
      }),
    );
  });

  it('reads the lines stored before the facts were kept', () => {
    expect(parseCallLineWords('Video call · 4:05')).toEqual({ media: 'video', outcome: 'answered', seconds: 245 });
    expect(parseCallLineWords('Voice call · 1:02:09')).toEqual({ media: 'audio', outcome: 'answered', seconds: 3729 });
    expect(parseCallLineWords('Missed voice call')).toEqual({ media: 'audio', outcome: 'missed', seconds: null });
    expect(parseCallLineWords('Voice call declined')).toEqual({ media: 'audio', outcome: 'declined', seconds: null });
  });

  it('gives no facts for words that are not a call line', () => {
    expect(parseCallLineWords('Video call · soon')).toBeNull();
    expect(parseCallLineWords('Missed you')).toBeNull();
    expect(parseCallLineWords('')).toBeNull();
  });

  it('prefers the stored facts, reads old words, and says nothing for other kinds', () => {
    const row = { kind: 'call', body: 'Missed voice call', call_media: null, call_outcome: null, call_seconds: null };
    expect(storedCallFacts(row)).toEqual({ media: 'audio', outcome: 'missed', seconds: null });
    expect(storedCallFacts({ ...row, call_media: 'video', call_outcome: 'answered', call_seconds: 9 })).toEqual({
      media: 'video',
      outcome: 'answered',
      seconds: 9,
    });
    expect(storedCallFacts({ ...row, kind: 'text' })).toBeNull();
  });
});
