import { i18n } from '@/lib/i18n/i18n.ts';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { toast } from 'sonner';
import type { Photo, PhotoList } from '@sankofa/contracts';
import { ApiError } from '@/lib/api-client.ts';
import { deletePhoto, listPhotos, uploadPhoto } from '@/features/profile';
import { selectionNotes, selectPhotos } from './photo-selection.ts';

export type PhotoItem =
  | { key: string; state: 'done'; photo: Photo; removing: boolean }
  | { key: string; state: 'uploading'; name: string; progress: number; preview: string }
  | { key: string; state: 'failed'; name: string; message: string };

type LoadState = 'idle' | 'loading' | 'ready' | 'failed';

const uploadFailed = () => i18n.t('onboarding:photos.uploadFailed');
const messageOf = (err: unknown, fallback = uploadFailed()) => (err instanceof ApiError ? err.message : fallback);

/** The server's photos with the main one first: that order is what the profile shows. */
function ordered(list: PhotoList): Photo[] {
  const main = list.photos.find((p) => p.id === list.mainPhotoId);
  return main ? [main, ...list.photos.filter((p) => p !== main)] : list.photos;
}

/**
 * The photo step's state, held by the page rather than the step so that uploads keep going (and
 * their results are kept) when the person moves to another step before they finish.
 */
export function usePhotoUploads(active: boolean) {
  const [items, setItems] = useState<PhotoItem[]>([]);
  const [load, setLoad] = useState<LoadState>('idle');
  const held = useRef(0);
  const nextKey = useRef(0);
  const previews = useRef(new Set<string>());

  useEffect(() => {
    held.current = items.filter((i) => i.state !== 'failed').length;
  }, [items]);

  useEffect(() => {
    const urls = previews.current;
    return () => urls.forEach((u) => URL.revokeObjectURL(u));
  }, []);

  const fetchPhotos = useCallback(() => {
    setLoad('loading');
    listPhotos().then(
      (list) => {
        const known = ordered(list);
        const ids = new Set(known.map((p) => p.id));
        setItems((current) => [
          ...known.map((photo): PhotoItem => ({ key: photo.id, state: 'done', photo, removing: false })),
          // Uploads that finished or started while the list was on its way are kept.
          ...current.filter((i) => i.state !== 'done' || !ids.has(i.photo.id)),
        ]);
        setLoad('ready');
      },
      () => setLoad('failed'),
    );
  }, []);

  useEffect(() => {
    if (active && load === 'idle') fetchPhotos();
  }, [active, load, fetchPhotos]);

  const patch = useCallback(
    (key: string, next: (item: PhotoItem) => PhotoItem | null) =>
      setItems((current) => current.flatMap((i) => (i.key === key ? (next(i) ?? []) : [i]))),
    [],
  );

  const addFiles = useCallback(
    (files: File[]): string[] => {
      const selection = selectPhotos(files, held.current);
      const batch = selection.accepted.map((file) => {
        const preview = URL.createObjectURL(file);
        previews.current.add(preview);
        return { key: `upload-${nextKey.current++}`, file, preview };
      });
      held.current += batch.length;
      setItems((current) => [
        ...current.filter((i) => i.state !== 'failed'),
        ...batch.map((b): PhotoItem => ({
          key: b.key,
          state: 'uploading',
          name: b.file.name,
          progress: 0,
          preview: b.preview,
        })),
      ]);
      const uploads = batch.map(({ key, file, preview }) =>
        uploadPhoto(file, (progress) => patch(key, (i) => (i.state === 'uploading' ? { ...i, progress } : i)))
          .then(
            (photo) => patch(key, () => ({ key, state: 'done', photo, removing: false })),
            (err: unknown) => {
              patch(key, () => ({ key, state: 'failed', name: file.name, message: messageOf(err) }));
              throw err;
            },
          )
          .finally(() => {
            URL.revokeObjectURL(preview);
            previews.current.delete(preview);
          }),
      );
      if (uploads.length) {
        void Promise.allSettled(uploads).then((results) => {
          if (results.every((r) => r.status === 'rejected'))
            toast.error(i18n.t('onboarding:photos.uploadFailedTitle'), { description: uploadFailed() });
        });
      }
      return selectionNotes(selection);
    },
    [patch],
  );

  const remove = useCallback(
    (item: PhotoItem) => {
      if (item.state === 'failed') return patch(item.key, () => null);
      if (item.state !== 'done') return;
      patch(item.key, (i) => (i.state === 'done' ? { ...i, removing: true } : i));
      deletePhoto(item.photo.id).then(
        () => patch(item.key, () => null),
        (err: unknown) => {
          // Already gone on the server is what the person wanted anyway.
          if (err instanceof ApiError && err.status === 404) return patch(item.key, () => null);
          patch(item.key, (i) => (i.state === 'done' ? { ...i, removing: false } : i));
          toast.error(i18n.t('onboarding:photos.removeFailed'), {
            description: messageOf(err, i18n.t('onboarding:photos.pleaseTryAgain')),
          });
        },
      );
    },
    [patch],
  );

  const photos = useMemo(() => items.flatMap((i) => (i.state === 'done' ? [i.photo] : [])), [items]);
  const busy = load === 'loading' || items.some((i) => i.state === 'uploading' || (i.state === 'done' && i.removing));

  return { items, photos, busy, load, retryLoad: fetchPhotos, addFiles, remove };
}

export type PhotoUploads = ReturnType<typeof usePhotoUploads>;
