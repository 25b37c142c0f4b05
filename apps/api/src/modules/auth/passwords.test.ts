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

  it('refuses passwords that pass the simple rules but are easy to guess', () => {
    for (const pw of ['monkey123', 'qwerty12345', 'Summer2024!', 'abc12345', 'Dragonfly2019', 'zxcvbnm,./']) {
      expect(weakPasswordReasons(pw, 'someone@example.com'), pw).toEqual(['easy_to_guess']);
    }
  });

  it('judges strength against the person’s own address too', () => {
    expect(weakPasswordReasons('Mensah!Osei', 'nana@example.com')).toEqual([]);
    expect(weakPasswordReasons('Mensah!Osei', 'osei.mensah@example.com')).toEqual(['easy_to_guess']);
  });

  it('accepts the strong passwords the tests and demos use', () => {
    const strong = [
      'Kente-weave-4-ever',
      'Adinkra-symbols-2-know',
      'Baobab-shade-at-noon-7',
      'Another-fine-phrase-9',
      'correct horse battery staple',
    ];
    for (const pw of strong) expect(weakPasswordReasons(pw, 'ama@example.com'), pw).toEqual([]);
  });

  it('judges a very long password on its beginning, so a crafted one cannot stall the server', () => {
    // The look-alike characters and the length make this the costly kind; the assertion is about the answer only.
    expect(weakPasswordReasons('1|!i4@8({[<3&6$5+%2'.repeat(7).slice(0, 128), 'z@b.co')).toEqual([]);
    expect(weakPasswordReasons(`${'password'.repeat(8)}${'Xq7#vB2$kLp9'.repeat(5)}`, 'z@b.co')).toEqual([
      'easy_to_guess',
    ]);
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
    expect(weakPasswordMessage(['easy_to_guess'])).toBe(
      'Please choose a stronger password: make it harder to guess, for example with a few unrelated words.',
    );
  });
});
