import { beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Interests } from '@sankofa/contracts';
import { i18n } from '@/lib/i18n/i18n.ts';
import { addChip, addInterest, LANGUAGE_RULES, removeInterest } from './interests.ts';

// The messages come from the English profile texts, as a browser showing English gets them.
beforeAll(() => i18n.loadNamespaces('profile'));

describe('addInterest', () => {
  it('adds a trimmed interest at the end', () => {
    expect(addInterest(['Jazz'], '  Highlife  ')).toEqual({ ok: true, list: ['Jazz', 'Highlife'] });
  });

  it('refuses blanks', () => {
    expect(addInterest([], '   ')).toMatchObject({ ok: false, reason: 'blank' });
  });

  it('refuses duplicates whatever their case', () => {
    expect(addInterest(['Afrobeats'], ' afroBEATS ')).toMatchObject({ ok: false, reason: 'duplicate' });
  });

  it('refuses a 21st interest and an overlong one', () => {
    const twenty = Array.from({ length: 20 }, (_, i) => `interest ${i}`);
    expect(addInterest(twenty, 'one more')).toMatchObject({ ok: false, reason: 'full' });
    expect(addInterest([], 'x'.repeat(41))).toMatchObject({ ok: false, reason: 'too_long' });
  });

  it('says what is wrong in the words of its list', () => {
    expect(addInterest(['Afrobeats'], 'afrobeats')).toMatchObject({ message: '"afrobeats" is already on your list' });
    expect(addInterest([], 'x'.repeat(41))).toMatchObject({ message: 'An interest can be at most 40 characters' });
    expect(addChip([], ' ', LANGUAGE_RULES)).toMatchObject({ message: 'Type a language first' });
  });

  it('only ever builds lists the server accepts', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 45 }), { maxLength: 30 }), (typed) => {
        let list: string[] = [];
        for (const t of typed) {
          const r = addInterest(list, t);
          if (r.ok) list = r.list;
        }
        expect(Interests.safeParse(list).success).toBe(true);
      }),
    );
  });
});

describe('removeInterest', () => {
  it('removes exactly the clicked chip', () => {
    expect(removeInterest(['Jazz', 'Kente', 'Jollof'], 'Kente')).toEqual(['Jazz', 'Jollof']);
  });
});
