import { MAX_PHOTOS } from '@sankofa/contracts/constants';
import { i18n } from '@/lib/i18n/i18n.ts';

interface Selection {
  accepted: File[];
  notImages: string[];
  overLimit: number;
}

/** Which of the chosen files to upload: images only, and never more than the photo limit in total. */
export function selectPhotos(files: readonly File[], alreadyHeld: number): Selection {
  const images = files.filter((f) => f.type.startsWith('image/'));
  const notImages = files.filter((f) => !f.type.startsWith('image/')).map((f) => f.name);
  const room = Math.max(0, MAX_PHOTOS - alreadyHeld);
  return { accepted: images.slice(0, room), notImages, overLimit: Math.max(0, images.length - room) };
}

/** What we tell the person about files we did not take. */
export function selectionNotes(s: Selection): string[] {
  const notes: string[] = [];
  if (s.notImages.length === 1) notes.push(i18n.t('onboarding:photos.notImage', { name: s.notImages[0] }));
  else if (s.notImages.length > 1) notes.push(i18n.t('onboarding:photos.notImages', { count: s.notImages.length }));
  if (s.overLimit > 0) notes.push(i18n.t('onboarding:photos.overLimit', { count: s.overLimit, max: MAX_PHOTOS }));
  return notes;
}
