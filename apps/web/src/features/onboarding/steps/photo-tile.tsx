import { useTranslation } from 'react-i18next';
import { AlertCircle, X } from 'lucide-react';
import type { PhotoItem } from '../use-photo-uploads.ts';

const removeButton =
  'absolute end-2 top-2 flex h-9 w-9 cursor-pointer items-center justify-center rounded-full bg-white/95 text-forest-900 shadow hover:bg-white disabled:cursor-wait disabled:opacity-60';

/** One photo square: the uploaded thumbnail, an upload in progress, or an upload the server refused. */
export function PhotoTile({
  item,
  number,
  isMain,
  onRemove,
}: {
  item: PhotoItem;
  number: number;
  isMain: boolean;
  onRemove: () => void;
}) {
  const { t } = useTranslation('onboarding');
  if (item.state === 'failed') {
    return (
      // A full-width row: the server's explanation (HEIC, say) can be a few lines long.
      <li className="relative col-span-full flex gap-3 rounded-2xl border-2 border-danger/40 bg-red-50 p-4 pe-14 text-sm">
        <AlertCircle className="h-5 w-5 shrink-0 text-danger" aria-hidden />
        <div className="min-w-0">
          <p className="break-words font-medium text-ink">{item.name}</p>
          <p role="alert" className="mt-1 text-danger">
            {item.message}
          </p>
        </div>
        <button
          type="button"
          onClick={onRemove}
          aria-label={t('photos.dismiss', { name: item.name })}
          className={removeButton}
        >
          <X className="h-4 w-4" aria-hidden />
        </button>
      </li>
    );
  }

  if (item.state === 'uploading') {
    const percent = Math.round(item.progress * 100);
    return (
      <li className="relative aspect-[3/4] overflow-hidden rounded-2xl bg-sand-200">
        <img src={item.preview} alt="" className="h-full w-full object-cover opacity-50" />
        <div className="absolute inset-x-0 bottom-0 bg-white/95 p-2">
          <p className="truncate text-xs font-medium text-ink">{t('photos.uploading', { percent })}</p>
          <div
            role="progressbar"
            aria-label={t('photos.uploadingName', { name: item.name })}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            className="mt-1 h-2 overflow-hidden rounded-full bg-sand-200"
          >
            <div className="h-full rounded-full bg-forest-700 transition-[width]" style={{ width: `${percent}%` }} />
          </div>
        </div>
      </li>
    );
  }

  return (
    <li className="relative aspect-[3/4] overflow-hidden rounded-2xl bg-sand-200">
      <img
        src={item.photo.thumbUrl}
        alt={isMain ? t('photos.photoMain', { number }) : t('photos.photo', { number })}
        className="h-full w-full object-cover"
      />
      {isMain && (
        <span className="absolute bottom-2 start-2 rounded-full bg-gold-400 px-3 py-1 text-xs font-bold text-forest-900 shadow">
          {t('photos.main')}
        </span>
      )}
      <button
        type="button"
        onClick={onRemove}
        disabled={item.removing}
        aria-label={t('photos.remove', { number })}
        className={removeButton}
      >
        <X className="h-4 w-4" aria-hidden />
      </button>
    </li>
  );
}
