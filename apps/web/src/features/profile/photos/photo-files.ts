import { i18n } from '@/lib/i18n/i18n.ts';

interface UploadPick {
  accepted: File[];
  /** Files whose type is not an image: never sent. */
  notImages: number;
  /** Images beyond the room left: never sent. */
  overLimit: number;
}

/** Which of the chosen or dropped files to upload: images only, and no more than there is room for. */
export function pickUploadable(files: readonly File[], photoCount: number, maxPhotos: number): UploadPick {
  const images = files.filter((f) => f.type.startsWith('image/'));
  const room = Math.max(0, maxPhotos - photoCount);
  return {
    accepted: images.slice(0, room),
    notImages: files.length - images.length,
    overLimit: Math.max(0, images.length - room),
  };
}

/** What the person is told about files that were left out, or null when none were. */
export function skippedNote(pick: Pick<UploadPick, 'notImages' | 'overLimit'>, maxPhotos: number): string | null {
  const parts: string[] = [];
  if (pick.notImages) parts.push(i18n.t('profile:photos.notImages', { count: pick.notImages }));
  if (pick.overLimit) parts.push(i18n.t('profile:photos.overLimit', { count: pick.overLimit, max: maxPhotos }));
  return parts.length ? parts.join(' ') : null;
}

/** Overall progress of uploading `total` files one after another, 0..1. */
export const overallProgress = (done: number, total: number, current: number): number =>
  total ? Math.min(1, (done + Math.min(1, Math.max(0, current))) / total) : 0;
