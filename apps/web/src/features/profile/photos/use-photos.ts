import { useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { OwnProfile, Photo } from '@sankofa/contracts';
import { deletePhoto, setMainPhoto, uploadPhoto } from '../profile-api.ts';
import { messageOf } from '../overview/field-errors.ts';
import { MAX_PHOTOS } from '@sankofa/contracts/constants';
import { overallProgress, pickUploadable, skippedNote } from './photo-files.ts';
import { OWN_PROFILE_KEY, usePatchOwnProfile } from '../use-own-profile.ts';

const UPLOAD_FALLBACK = 'Unable to upload photos. Please try again.';

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
      toast.success('Photos uploaded', { description: `${added.length} ${added.length === 1 ? 'photo was' : 'photos were'} added to your profile.` });
    const held = added.filter((p) => p.heldForReview).length;
    if (held)
      toast.warning('Held for review', {
        description:
          held === 1
            ? 'One photo may break our nudity rules. Only you can see it until our team has checked it.'
            : `${held} photos may break our nudity rules. Only you can see them until our team has checked them.`,
      });
    if (failure) toast.error('Upload failed', { description: messageOf(failure, UPLOAD_FALLBACK) });
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
      toast.success('Photo removed');
    },
    onError: (err) => toast.error('Could not remove the photo', { description: messageOf(err, 'Please try again.') }),
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
      toast.success('Main photo updated successfully!');
    },
    onError: (err, _photo, ctx) => {
      if (ctx) patch((p) => ({ ...p, mainPhotoId: ctx.previous }));
      toast.error('Failed to update main photo', { description: messageOf(err, 'Please try again.') });
    },
  });
}
