import { describe, expect, it } from 'vitest';
import { TypingPermits } from './typing-permits.ts';

describe('TypingPermits', () => {
  it('remembers a person’s set until it expires, one direction only', () => {
    let t = 1_000;
    const permits = new TypingPermits(5_000, () => t);
    expect([permits.has('a', 'b'), permits.knows('a')]).toEqual([false, false]);
    permits.learn('a', ['b', 'c'], permits.mark());
    expect([permits.has('a', 'b'), permits.has('a', 'c'), permits.has('a', 'd'), permits.knows('a')]).toEqual([true, true, false, true]);
    expect(permits.has('b', 'a')).toBe(false);
    t += 5_000;
    expect([permits.has('a', 'b'), permits.knows('a')]).toEqual([false, false]);
  });

  it('forgets every set to or from a person at once', () => {
    const permits = new TypingPermits(60_000);
    permits.learn('a', ['b'], permits.mark());
    permits.learn('c', ['a', 'd'], permits.mark());
    permits.learn('e', ['d'], permits.mark());
    permits.forget('a');
    expect([permits.has('a', 'b'), permits.has('c', 'a'), permits.has('c', 'd'), permits.has('e', 'd')]).toEqual([false, false, false, true]);
  });

  it('does not keep a set read before a connections change', () => {
    const permits = new TypingPermits(60_000);
    const mark = permits.mark();
    permits.forget('x');
    permits.learn('a', ['b'], mark);
    expect(permits.knows('a')).toBe(false);
    permits.learn('a', ['b'], permits.mark());
    expect(permits.has('a', 'b')).toBe(true);
  });

  it('stays bounded', () => {
    let t = 0;
    const permits = new TypingPermits(10, () => t, 2);
    permits.learn('a', ['x'], permits.mark());
    t = 5;
    permits.learn('b', ['x'], permits.mark());
    t = 12; // a has expired, b has not
    permits.learn('c', ['x'], permits.mark());
    expect([permits.knows('a'), permits.knows('b'), permits.knows('c')]).toEqual([false, true, true]);
    permits.learn('d', ['x'], permits.mark()); // full of current sets: starts over
    expect([permits.knows('b'), permits.knows('c'), permits.knows('d')]).toEqual([false, false, true]);
  });
});
