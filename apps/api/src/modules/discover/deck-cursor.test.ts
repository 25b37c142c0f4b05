import { describe, expect, it } from 'vitest';
import { decodeDeckCursor, encodeDeckCursor } from './deck-cursor.ts';
import { likePattern } from './search.repo.ts';

describe('deck cursor', () => {
  it('round-trips real and demo positions', () => {
    const real = { phase: 'real' as const, priority: 0, score: 73, id: '0b7f6c4e-8a9d-4d0e-9c1a-2f3b4c5d6e7f' };
    const demo = { phase: 'demo' as const, priority: 0, score: 40, id: 'demo-akosua' };
    expect(decodeDeckCursor(encodeDeckCursor(real))).toEqual(real);
    expect(decodeDeckCursor(encodeDeckCursor(demo))).toEqual(demo);
    const withTotal = { ...real, total: 412 };
    expect(decodeDeckCursor(encodeDeckCursor(withTotal))).toEqual(withTotal);
  });

  it('keeps the rank of a boosted or priority-liked last card', () => {
    for (const priority of [1, 2]) {
      const c = { phase: 'real' as const, priority, score: 12, id: '0b7f6c4e-8a9d-4d0e-9c1a-2f3b4c5d6e7f', total: 3 };
      expect(decodeDeckCursor(encodeDeckCursor(c))).toEqual(c);
    }
  });

  it('reads a cursor from before ranks existed as rank 0', () => {
    const old = Buffer.from('{"p":"r","s":73,"i":"0b7f6c4e-8a9d-4d0e-9c1a-2f3b4c5d6e7f","t":9}').toString('base64url');
    expect(decodeDeckCursor(old)).toEqual({
      phase: 'real',
      priority: 0,
      score: 73,
      id: '0b7f6c4e-8a9d-4d0e-9c1a-2f3b4c5d6e7f',
      total: 9,
    });
  });

  it('refuses anything else with a 400 a person can act on', () => {
    for (const bad of [
      '',
      'not-base64!',
      Buffer.from('{"p":"r","s":5,"i":"x"}').toString('base64url'),
      Buffer.from('[]').toString('base64url'),
      Buffer.from('{"p":"d","s":5,"i":"demo-a","t":-1}').toString('base64url'),
      Buffer.from('{"p":"r","k":3,"s":5,"i":"0b7f6c4e-8a9d-4d0e-9c1a-2f3b4c5d6e7f"}').toString('base64url'),
      Buffer.from('{"p":"r","k":-1,"s":5,"i":"0b7f6c4e-8a9d-4d0e-9c1a-2f3b4c5d6e7f"}').toString('base64url'),
    ]) {
      expect(() => decodeDeckCursor(bad)).toThrowError(/start over/);
    }
  });
});

describe('likePattern', () => {
  it('escapes LIKE wildcards and the escape character', () => {
    expect(likePattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
    expect(likePattern('Accra')).toBe('%Accra%');
  });
});
