import { useTranslation } from 'react-i18next';
import { useRef, useState, type DragEvent } from 'react';
import { ImagePlus, Loader2 } from 'lucide-react';
import { MAX_PHOTOS } from '@sankofa/contracts/constants';
import { Button } from '@/components/ui/button.tsx';
import { cn } from '@/lib/cn.ts';
import type { PhotoUploads } from '../use-photo-uploads.ts';
import { PhotoTile } from './photo-tile.tsx';

export function PhotosStep({ uploads }: { uploads: PhotoUploads }) {
  const { t } = useTranslation('onboarding');
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const [notes, setNotes] = useState<string[]>([]);
  const held = uploads.items.filter((i) => i.state !== 'failed').length;
  const full = held >= MAX_PHOTOS;
  const firstDone = uploads.items.find((i) => i.state === 'done');

  const add = (files: File[]) => files.length && setNotes(uploads.addFiles(files));

  function drop(e: DragEvent) {
    e.preventDefault();
    setDragging(false);
    add(Array.from(e.dataTransfer.files));
  }

  let number = 0;
  return (
    <div className="space-y-5">
      <p className="text-ink-soft">{t('photos.intro', { max: MAX_PHOTOS })}</p>
      <div
        onDragOver={(e) => {
          e.preventDefault();
          if (!full) setDragging(true);
        }}
        onDragLeave={(e) => !e.currentTarget.contains(e.relatedTarget as Node | null) && setDragging(false)}
        onDrop={drop}
        className={cn(
          'flex flex-col items-center gap-3 rounded-3xl border-2 border-dashed px-4 py-8 text-center transition-colors',
          dragging ? 'border-forest-700 bg-forest-50' : 'border-sand-300 bg-sand-50',
        )}
      >
        <span className="flex h-14 w-14 items-center justify-center rounded-full bg-gold-100 text-forest-800">
          <ImagePlus className="h-7 w-7" aria-hidden />
        </span>
        {full ? (
          <p className="text-sm text-ink-soft">{t('photos.full', { max: MAX_PHOTOS })}</p>
        ) : (
          <>
            <p className="font-medium text-ink">{t('photos.drop')}</p>
            <p className="text-sm text-ink-soft">{t('photos.or')}</p>
            <Button variant="outline" onClick={() => input.current?.click()}>
              {t('photos.choose')}
            </Button>
            <p className="text-xs text-ink-soft">{t('photos.types')}</p>
          </>
        )}
        <input
          ref={input}
          type="file"
          accept="image/*"
          multiple
          hidden
          onChange={(e) => {
            add(Array.from(e.target.files ?? []));
            // Clearing lets the same file be picked again after it was removed.
            e.target.value = '';
          }}
        />
      </div>

      <div role="status" aria-live="polite" className="space-y-1 text-sm">
        {notes.map((n) => (
          <p key={n} className="rounded-xl bg-gold-100 px-3 py-2 text-ink">
            {n}
          </p>
        ))}
      </div>

      {uploads.load === 'loading' && (
        <p className="flex items-center gap-2 text-sm text-ink-soft">
          <Loader2 className="h-4 w-4 animate-spin" aria-hidden /> {t('photos.loading')}
        </p>
      )}
      {uploads.load === 'failed' && (
        <div
          role="alert"
          className="flex flex-wrap items-center gap-3 rounded-xl bg-red-50 px-4 py-3 text-sm text-danger"
        >
          {t('photos.loadFailed')}
          <Button size="sm" variant="outline" onClick={uploads.retryLoad}>
            {t('photos.tryAgain')}
          </Button>
        </div>
      )}

      {uploads.items.length > 0 && (
        <>
          <p className="text-sm font-medium text-ink">
            {t('photos.count', { count: uploads.photos.length, max: MAX_PHOTOS })}
          </p>
          <ul aria-label={t('photos.list')} className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            {uploads.items.map((item) => {
              if (item.state === 'done') number++;
              return (
                <PhotoTile
                  key={item.key}
                  item={item}
                  number={number}
                  isMain={item === firstDone}
                  onRemove={() => uploads.remove(item)}
                />
              );
            })}
          </ul>
        </>
      )}
    </div>
  );
}
