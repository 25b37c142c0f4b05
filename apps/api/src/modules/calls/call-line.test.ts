import { describe, expect, it } from 'vitest';
import { callDuration, callLineFacts, callLineText } from './call-line.ts';

describe('the chat line a call leaves', () => {
  it('says how long an answered call lasted', () => {
    expect(
      callLineText({
        media: 'video',
        status: 'ended',
        answered_at: '2026-11-27T10:00:00.000Z',
        ended_at: '2026-11-27T10:04:05.400Z',
      }),
    ).toBe('Video call · 4:05');
    expect(
      callLineText({
        media: 'audio',
        status: 'ended',
        answered_at: '2026-11-27T10:00:00.000Z',
        ended_at: '2026-11-27T10:00:09.000Z',
      }),
    ).toBe('Voice call · 0:09');
  });

  it('names calls nobody answered, refused ones and those that met a busy line', () => {
    expect(
      callLineText({ media: 'video', status: 'missed', answered_at: null, ended_at: '2026-11-27T10:00:00.000Z' }),
    ).toBe('Missed video call');
    expect(
      callLineText({ media: 'audio', status: 'busy', answered_at: null, ended_at: '2026-11-27T10:00:00.000Z' }),
    ).toBe('Missed voice call');
    expect(
      callLineText({ media: 'audio', status: 'declined', answered_at: null, ended_at: '2026-11-27T10:00:00.000Z' }),
    ).toBe('Voice call declined');
  });

  it('writes hours when a call passes one', () => {
    expect(callDuration(3729)).toBe('1:02:09');
    expect(callDuration(59.9)).toBe('0:59');
  });

  it("keeps the facts that each reader's app words in their own language", () => {
    const ended = '2026-11-27T10:00:00.000Z';
    expect(
      callLineFacts({ media: 'video', status: 'ended', answered_at: '2026-11-27T09:55:54.600Z', ended_at: ended }),
    ).toEqual({
      media: 'video',
      outcome: 'answered',
      seconds: 245,
    });
    expect(callLineFacts({ media: 'audio', status: 'busy', answered_at: null, ended_at: ended })).toEqual({
      media: 'audio',
      outcome: 'missed',
      seconds: null,
    });
    expect(callLineFacts({ media: 'audio', status: 'declined', answered_at: null, ended_at: ended })).toEqual({
      media: 'audio',
      outcome: 'declined',
      seconds: null,
    });
  });
});
