import type { OwnProfile } from '@sankofa/contracts';

type Avatar = { kind: 'photo'; url: string } | { kind: 'initial'; letter: string };

/** The header picture: the chosen main photo, else the first photo, else an initial. */
export function avatarOf(profile: Pick<OwnProfile, 'photos' | 'mainPhotoId' | 'displayName' | 'email'>): Avatar {
  const photo = profile.photos.find((p) => p.id === profile.mainPhotoId) ?? profile.photos[0];
  if (photo) return { kind: 'photo', url: photo.thumbUrl || photo.url };
  const source = profile.displayName?.trim() || profile.email.trim();
  // Array.from keeps a letter outside the basic plane (an emoji, some scripts) whole.
  const first = Array.from(source)[0] ?? '?';
  return { kind: 'initial', letter: first.toLocaleUpperCase() };
}
