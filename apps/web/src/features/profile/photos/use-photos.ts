import { useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { i18n } from '@/lib/i18n/i18n.ts';
import type { OwnProfile, Photo } from '@sankofa/contracts';
import { deletePhoto, setMainPhoto, uploadPhoto } from '../profile-api.ts';
import { messageOf } from '../overview/field-errors.ts';
import { MAX_PHOTOS } from '@sankofa/contracts/constants';
import { overallProgress, pickUploadable, skippedNote } from './photo-files.ts';
import { OWN_PROFILE_KEY, usePatchOwnProfile } from '../use-own-profile.ts';

/** Uploads chosen or dropped files one by one, with overall progress and a note about skipped files. */
export function usePhotoUpload(photoCount: number) {
  const client = useQueryClient();
  const patch = usePatchOwnProfile();
  const [progress, setProgress] = useState<number | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const busy = useRef(false);

  async function upload(files: readonly File[]) {
    if (busy.current) return;
    const pick = pickUploadable(files, photoCount, MAX_PHOTOS);
    setNote(skippedNote(pick, MAX_PHOTOS));
    if (!pick.accepted.length) return;
    busy.current = true;
    setProgress(0);
    const added: Photo[] = [];
    let failure: unknown = null;
    for (const [i, file] of pick.accepted.entries()) {
      try {
        const photo = await uploadPhoto(file, (f) => setProgress(overallProgress(i, pick.accepted.length, f)));
        added.push(photo);
        patch((p) => ({ ...p, photos: [...p.photos, photo], mainPhotoId: p.mainPhotoId ?? photo.id }));
      } catch (err) {
        // Keep going: one refused file (say, an unsupported format) should not stop the others.
        failure ??= err;
      }
      setProgress(overallProgress(i + 1, pick.accepted.length, 0));
    }
    busy.current = false;
    setProgress(null);
    if (added.length)
      toast.success(i18n.t('profile:photos.uploaded'), {
        description: i18n.t('profile:photos.uploadedDescription', { count: added.length }),
      });
    const held = added.filter((p) => p.heldForReview).length;
    if (held)
      toast.warning(i18n.t('profile:photos.held'), {
        description: i18n.t('profile:photos.heldDescription', { count: held }),
      });
    if (failure)
      toast.error(i18n.t('profile:photos.uploadFailed'), {
        description: messageOf(failure, i18n.t('profile:photos.uploadFallback')),
      });
    // The server decides the main photo and order; take its word for them.
    void client.invalidateQueries({ queryKey: OWN_PROFILE_KEY });
  }

  return { upload, progress, note, clearNote: () => setNote(null) };
}

export function useRemovePhoto() {
  const client = useQueryClient();
  const patch = usePatchOwnProfile();
  return useMutation({
    mutationFn: (photo: Photo) => deletePhoto(photo.id),
    onSuccess: (_void, photo) => {
      patch((p) => ({ ...p, photos: p.photos.filter((x) => x.id !== photo.id) }));
      toast.success(i18n.t('profile:photos.removed'));
    },
    onError: (err) =>
      toast.error(i18n.t('profile:photos.removeFailed'), {
        description: messageOf(err, i18n.t('profile:photos.tryAgain')),
      }),
    onSettled: () => client.invalidateQueries({ queryKey: OWN_PROFILE_KEY }),
  });
}

/** Choosing the main photo shows at once; on failure the previous choice comes back. */
export function useSetMainPhoto() {
  const client = useQueryClient();
  const patch = usePatchOwnProfile();
  return useMutation({
    mutationFn: (photo: Photo) => setMainPhoto(photo.id),
    onMutate: async (photo) => {
      await client.cancelQueries({ queryKey: OWN_PROFILE_KEY });
      const previous = client.getQueryData<OwnProfile>(OWN_PROFILE_KEY)?.mainPhotoId ?? null;
      patch((p) => ({ ...p, mainPhotoId: photo.id }));
      return { previous };
    },
    onSuccess: (list) => {
      patch((p) => ({ ...p, photos: list.photos, mainPhotoId: list.mainPhotoId }));
      toast.success(i18n.t('profile:photos.mainUpdated'));
    },
    onError: (err, _photo, ctx) => {
      if (ctx) patch((p) => ({ ...p, mainPhotoId: ctx.previous }));
      toast.error(i18n.t('profile:photos.mainFailed'), {
        description: messageOf(err, i18n.t('profile:photos.tryAgain')),
      });
    },
  });
}
