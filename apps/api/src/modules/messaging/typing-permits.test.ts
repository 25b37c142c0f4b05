import { describe, expect, it } from 'vitest';
import { TypingPermits } from './typing-permits.ts';

describe('TypingPermits', () => {
  it('remembers a yes until it expires, one direction only', () => {
    let t = 1_000;
    const permits = new TypingPermits(5_000, () => t);
    expect(permits.has('a', 'b')).toBe(false);
    permits.remember('a', 'b');
    expect(permits.has('a', 'b')).toBe(true);
    expect(permits.has('b', 'a')).toBe(false);
    t += 5_000;
    expect(permits.has('a', 'b')).toBe(false);
  });

  it('forgets everything to or from a person at once', () => {
    const permits = new TypingPermits(60_000);
    permits.remember('a', 'b');
    permits.remember('c', 'a');
    permits.remember('c', 'd');
    permits.forget('a');
    expect([permits.has('a', 'b'), permits.has('c', 'a'), permits.has('c', 'd')]).toEqual([false, false, true]);
  });

  it('stays bounded', () => {
    const permits = new TypingPermits(60_000, Date.now, 3);
    for (const to of ['b', 'c', 'd', 'e']) permits.remember('a', to);
    expect(permits.has('a', 'e')).toBe(true);
    expect([permits.has('a', 'b'), permits.has('a', 'c'), permits.has('a', 'd')]).toEqual([false, false, false]);
  });
});
