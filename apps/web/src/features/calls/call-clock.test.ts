import { describe, expect, it } from 'vitest';
import { callClock } from './call-clock.ts';

describe('the call timer', () => {
  it('shows minutes and seconds, then hours', () => {
    expect(callClock(7_400)).toBe('0:07');
    expect(callClock(765_000)).toBe('12:45');
    expect(callClock(3_729_000)).toBe('1:02:09');
    expect(callClock(-50)).toBe('0:00');
  });
});
