import { useRef, useState, type DragEvent } from 'react';
import { ImagePlus, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { OwnProfile } from '@sankofa/contracts';
import { cn } from '@/lib/cn.ts';
import { MAX_PHOTOS } from '@sankofa/contracts/constants';
import { UploadProgress } from './upload-progress.tsx';
import { usePhotoUpload, useRemovePhoto } from './use-photos.ts';

export function PhotoManager({ profile }: { profile: OwnProfile }) {
  const { t, i18n } = useTranslation('profile');
  const number = new Intl.NumberFormat(i18n.language);
  const { photos } = profile;
  const mainId = profile.mainPhotoId ?? photos[0]?.id;
  const { upload, progress, note } = usePhotoUpload(photos.length);
  const remove = useRemovePhoto();
  const picker = useRef<HTMLInputElement>(null);
  const [dragOver, setDragOver] = useState(false);
  const full = photos.length >= MAX_PHOTOS;
  const uploading = progress !== null;

  function onDrop(e: DragEvent) {
    e.preventDefault();
    setDragOver(false);
    void upload(Array.from(e.dataTransfer.files));
  }

  return (
    <section
      aria-labelledby="photo-manager-title"
      onDragOver={(e) => {
        e.preventDefault();
        setDragOver(true);
      }}
      onDragLeave={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setDragOver(false);
      }}
      onDrop={onDrop}
      className={cn(
        'rounded-3xl border bg-white p-5 shadow-sm transition-colors sm:p-6',
        dragOver ? 'border-gold-400 bg-gold-100' : 'border-sand-200',
      )}
    >
      <h2 id="photo-manager-title" className="text-xl text-forest-800">
        {t('photos.title', { n: number.format(photos.length), max: number.format(MAX_PHOTOS) })}
      </h2>
      <p className="mt-1 text-ink-soft">
        {full ? t('photos.full') : t('photos.room', { max: number.format(MAX_PHOTOS) })}
      </p>

      {uploading ? <UploadProgress value={progress} /> : null}
      <div role="status">
        {note ? <p className="mt-3 rounded-xl bg-sand-100 px-4 py-2 text-sm text-ink">{note}</p> : null}
      </div>

      <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3">
        {photos.map((photo, i) => {
          const removing = remove.isPending && remove.variables?.id === photo.id;
          return (
            <li
              key={photo.id}
              className={cn('relative aspect-square overflow-hidden rounded-2xl bg-sand-100', removing && 'opacity-50')}
            >
              <img
                src={photo.thumbUrl}
                alt={t('photos.yourPhotoN', { n: number.format(i + 1) })}
                className="h-full w-full object-cover"
              />
              {photo.id === mainId ? (
                <span className="absolute start-2 top-2 rounded-full bg-gold-400 px-2 py-0.5 text-xs font-bold text-forest-900">
                  {t('photos.main')}
                </span>
              ) : null}
              {photo.heldForReview ? (
                <p className="absolute inset-x-0 bottom-0 bg-forest-900/90 px-2 py-1.5 text-xs leading-snug text-white">
                  <span className="font-bold">{t('photos.heldTitle')}</span> {t('photos.heldText')}
                </p>
              ) : null}
              <button
                type="button"
                onClick={() => remove.mutate(photo)}
                disabled={removing}
                aria-label={t('photos.removeN', { n: number.format(i + 1) })}
                className="absolute end-2 top-2 inline-flex h-9 w-9 cursor-pointer items-center justify-center rounded-full bg-white/95 text-danger shadow hover:bg-white disabled:cursor-wait"
              >
                <Trash2 className="h-4 w-4" aria-hidden />
              </button>
            </li>
          );
        })}
        {full ? null : (
          <li>
            <button
              type="button"
              onClick={() => picker.current?.click()}
              disabled={uploading}
              className="flex aspect-square w-full cursor-pointer flex-col items-center justify-center gap-2 rounded-2xl border-2 border-dashed border-forest-600 bg-forest-50 text-forest-800 hover:bg-forest-100 disabled:cursor-wait disabled:opacity-60"
            >
              <ImagePlus className="h-8 w-8" aria-hidden />
              <span className="font-medium">{t('photos.add')}</span>
            </button>
          </li>
        )}
      </ul>
      <input
        ref={picker}
        type="file"
        accept="image/*"
        multiple
        hidden
        data-testid="photo-file-input"
        onChange={(e) => {
          void upload(Array.from(e.target.files ?? []));
          e.target.value = ''; // choosing the same file again should upload it again
        }}
      />
    </section>
  );
}
