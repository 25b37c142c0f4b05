import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n/i18n.ts';
import { selectPhotos, selectionNotes } from './photo-selection.ts';

// The notes come from the English onboarding texts, as a browser showing English gets them.
beforeAll(() => i18n.loadNamespaces('onboarding'));

const file = (name: string, type: string) => new File(['x'], name, { type });

describe('selectPhotos', () => {
  it('takes image files only and names the ones it skipped', () => {
    const s = selectPhotos(
      [file('a.jpg', 'image/jpeg'), file('cv.pdf', 'application/pdf'), file('b.heic', 'image/heic')],
      0,
    );
    expect(s.accepted.map((f) => f.name)).toEqual(['a.jpg', 'b.heic']);
    expect(selectionNotes(s)).toEqual(['"cv.pdf" is not an image, so it was skipped.']);
  });

  it('never goes past six photos in total and says how many were left out', () => {
    const many = Array.from({ length: 5 }, (_, i) => file(`${i}.png`, 'image/png'));
    const s = selectPhotos(many, 3);
    expect(s.accepted).toHaveLength(3);
    expect(selectionNotes(s)).toEqual(['You can add up to 6 photos, so 2 photos were left out.']);
    expect(selectPhotos(many, 6).accepted).toHaveLength(0);
  });

  it('has nothing to say when every file is taken', () => {
    expect(selectionNotes(selectPhotos([file('a.webp', 'image/webp')], 0))).toEqual([]);
  });
});
