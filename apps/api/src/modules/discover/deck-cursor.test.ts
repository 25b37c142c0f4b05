import { describe, expect, it } from 'vitest';
import { decodeDeckCursor, encodeDeckCursor } from './deck-cursor.ts';
import { likePattern } from './search.repo.ts';

describe('deck cursor', () => {
  it('round-trips real and demo positions', () => {
    const real = { phase: 'real' as const, score: 73, id: '0b7f6c4e-8a9d-4d0e-9c1a-2f3b4c5d6e7f' };
    const demo = { phase: 'demo' as const, score: 40, id: 'demo-akosua' };
    expect(decodeDeckCursor(encodeDeckCursor(real))).toEqual(real);
    expect(decodeDeckCursor(encodeDeckCursor(demo))).toEqual(demo);
    const withTotal = { ...real, total: 412 };
    expect(decodeDeckCursor(encodeDeckCursor(withTotal))).toEqual(withTotal);
  });

  it('refuses anything else with a 400 a person can act on', () => {
    for (const bad of [
      '',
      'not-base64!',
      Buffer.from('{"p":"r","s":5,"i":"x"}').toString('base64url'),
      Buffer.from('[]').toString('base64url'),
      Buffer.from('{"p":"d","s":5,"i":"demo-a","t":-1}').toString('base64url'),
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
