import { describe, expect, it } from 'vitest';
import { TypingPermits } from './typing-permits.ts';

describe('TypingPermits', () => {
  it('remembers a person’s set until it expires, one direction only', () => {
    let t = 1_000;
    const permits = new TypingPermits(5_000, () => t);
    expect(permits.has('a', 'b')).toBe(false);
    permits.learn('a', ['b', 'c'], permits.mark());
    expect([permits.has('a', 'b'), permits.has('a', 'c'), permits.has('a', 'd')]).toEqual([true, true, false]);
    expect(permits.has('b', 'a')).toBe(false);
    t += 5_000;
    expect([permits.has('a', 'b'), permits.has('a', 'c')]).toEqual([false, false]);
  });

  it('forgets a person’s set at once, and only theirs', () => {
    const permits = new TypingPermits(60_000);
    permits.learn('a', ['b'], permits.mark());
    permits.learn('c', ['a', 'd'], permits.mark());
    permits.forget('a');
    expect([permits.has('a', 'b'), permits.has('c', 'd')]).toEqual([false, true]);
  });

  it('does not keep a set read before a connections change', () => {
    const permits = new TypingPermits(60_000);
    const mark = permits.mark();
    permits.forget('x');
    permits.learn('a', ['b'], mark);
    expect(permits.has('a', 'b')).toBe(false);
    permits.learn('a', ['b'], permits.mark());
    expect(permits.has('a', 'b')).toBe(true);
  });

  it('a newer set replaces the older one', () => {
    const permits = new TypingPermits(60_000);
    permits.learn('a', ['b', 'c'], permits.mark());
    permits.learn('a', ['c'], permits.mark());
    expect([permits.has('a', 'b'), permits.has('a', 'c')]).toEqual([false, true]);
  });

  it('stays bounded by the peer ids it holds', () => {
    let t = 0;
    const permits = new TypingPermits(10, () => t, 4);
    permits.learn('a', ['x', 'y'], permits.mark());
    t = 5;
    permits.learn('b', ['x', 'y'], permits.mark());
    t = 12; // a has expired, b has not: a makes room
    permits.learn('c', ['x', 'y'], permits.mark());
    expect([permits.has('a', 'x'), permits.has('b', 'x'), permits.has('c', 'x')]).toEqual([false, true, true]);
    permits.learn('d', ['x'], permits.mark()); // full of current sets: starts over
    expect([permits.has('b', 'x'), permits.has('c', 'x'), permits.has('d', 'x')]).toEqual([false, false, true]);
    permits.learn('d', ['x', 'y', 'z'], permits.mark()); // replacing d's own set frees its old ids first
    expect(permits.has('d', 'z')).toBe(true);
  });
});
