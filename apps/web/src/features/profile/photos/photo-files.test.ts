import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n/i18n.ts';
import { overallProgress, pickUploadable, skippedNote } from './photo-files.ts';

// The notes come from the English profile texts, as a browser showing English gets them.
beforeAll(() => i18n.loadNamespaces('profile'));

const file = (name: string, type: string) => new File(['x'], name, { type });

describe('pickUploadable', () => {
  it('keeps only images, in order', () => {
    const pick = pickUploadable(
      [file('a.jpg', 'image/jpeg'), file('b.pdf', 'application/pdf'), file('c.png', 'image/png')],
      0,
      6,
    );
    expect(pick.accepted.map((f) => f.name)).toEqual(['a.jpg', 'c.png']);
    expect(pick).toMatchObject({ notImages: 1, overLimit: 0 });
  });

  it('ignores images beyond the room left', () => {
    const images = ['1', '2', '3'].map((n) => file(`${n}.jpg`, 'image/jpeg'));
    const pick = pickUploadable(images, 5, 6);
    expect(pick.accepted.map((f) => f.name)).toEqual(['1.jpg']);
    expect(pick.overLimit).toBe(2);
    expect(pickUploadable(images, 6, 6)).toMatchObject({ accepted: [], overLimit: 3 });
  });
});

describe('skippedNote', () => {
  it('says what was left out and why', () => {
    expect(skippedNote({ notImages: 0, overLimit: 0 }, 6)).toBeNull();
    expect(skippedNote({ notImages: 1, overLimit: 0 }, 6)).toBe('1 file was not an image and was skipped.');
    expect(skippedNote({ notImages: 2, overLimit: 1 }, 6)).toBe(
      '2 files were not an image and were skipped. You can have up to 6 photos, so 1 photo was not added.',
    );
  });
});

describe('overallProgress', () => {
  it('adds the current file to those done', () => {
    expect(overallProgress(0, 2, 0.5)).toBe(0.25);
    expect(overallProgress(1, 2, 1)).toBe(1);
    expect(overallProgress(0, 0, 0)).toBe(0);
  });
});
