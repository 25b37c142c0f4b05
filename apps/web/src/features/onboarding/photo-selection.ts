import { MAX_PHOTOS } from '@sankofa/contracts/constants';

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
  if (s.notImages.length === 1) notes.push(`"${s.notImages[0]}" is not an image, so it was skipped.`);
  else if (s.notImages.length > 1) notes.push(`${s.notImages.length} files were not images, so they were skipped.`);
  if (s.overLimit > 0) {
    notes.push(
      `You can add up to ${MAX_PHOTOS} photos, so ${s.overLimit} ${s.overLimit === 1 ? 'photo was' : 'photos were'} left out.`,
    );
  }
  return notes;
}
