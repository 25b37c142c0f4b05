import { describe, expect, it } from 'vitest';
import type { Photo } from '@sankofa/contracts';
import { avatarOf } from './avatar.ts';

const photo = (n: number): Photo => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  url: `/media/${n}.webp`,
  thumbUrl: `/media/${n}-thumb.webp`,
  width: 800,
  height: 1000,
});

describe('avatarOf', () => {
  const base = { photos: [] as Photo[], mainPhotoId: null, displayName: 'Ama', email: 'zed@example.com' };

  it('uses the main photo when one is chosen', () => {
    expect(avatarOf({ ...base, photos: [photo(1), photo(2)], mainPhotoId: photo(2).id })).toEqual({
      kind: 'photo',
      url: '/media/2-thumb.webp',
    });
  });

  it('falls back to the first photo when the main one is unset or gone', () => {
    expect(avatarOf({ ...base, photos: [photo(1), photo(2)] })).toEqual({ kind: 'photo', url: '/media/1-thumb.webp' });
    expect(avatarOf({ ...base, photos: [photo(1)], mainPhotoId: photo(3).id })).toEqual({
      kind: 'photo',
      url: '/media/1-thumb.webp',
    });
  });

  it('shows the initial of the name, else of the e-mail', () => {
    expect(avatarOf(base)).toEqual({ kind: 'initial', letter: 'A' });
    expect(avatarOf({ ...base, displayName: null })).toEqual({ kind: 'initial', letter: 'Z' });
    expect(avatarOf({ ...base, displayName: '   ' })).toEqual({ kind: 'initial', letter: 'Z' });
    expect(avatarOf({ ...base, displayName: 'ébène' })).toEqual({ kind: 'initial', letter: 'É' });
  });
});
