import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { weakPasswordMessage, weakPasswordReasons } from './passwords.ts';

describe('weakPasswordReasons', () => {
  it('accepts a long, uncommon password', () => {
    expect(weakPasswordReasons('Kente-weave-4-ever', 'ama@example.com')).toEqual([]);
  });

  it('names every reason that applies', () => {
    expect(weakPasswordReasons('short', 'a@b.co')).toEqual(['too_short']);
    expect(weakPasswordReasons('Password123', 'a@b.co')).toEqual(['too_common']);
    expect(weakPasswordReasons('sunshine!!', 'a@b.co')).toEqual(['too_common']);
    expect(weakPasswordReasons('my-amakwame-pass', 'amakwame@example.com')).toEqual(['contains_email']);
    expect(weakPasswordReasons('abababababab', 'z@b.co')).toEqual(['repetitive']);
    expect(weakPasswordReasons('x'.repeat(129), 'z@b.co')).toContain('too_long');
  });

  it('counts characters, not UTF-16 units', () => {
    expect(weakPasswordReasons('🌍🌍🌍🌍', 'z@b.co')).toContain('too_short');
    expect(weakPasswordReasons('Ọ̀ṣun-Adùn-9', 'z@b.co')).toEqual([]);
  });

  it('never accepts anything shorter than 8 characters', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 7 }), (pw) => {
        expect(weakPasswordReasons(pw, 'someone@example.com')).toContain('too_short');
      }),
    );
  });

  it('writes a message a person can act on', () => {
    expect(weakPasswordMessage(['too_short', 'too_common'])).toBe(
      'Please choose a stronger password: use at least 8 characters; avoid a commonly used password.',
    );
  });
});
