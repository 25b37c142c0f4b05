import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import type { PublicProfile } from '@sankofa/contracts';
import { Flag } from 'lucide-react';
import { cn } from '@/lib/cn.ts';
import { ProfilePhoto } from './profile-photo.tsx';

/** One large photo and a row of thumbnails to choose another; a member's photo can be reported. */
export function PhotoGallery({
  photos,
  name,
  onReport,
}: {
  photos: PublicProfile['photos'];
  name: string;
  onReport?: (photoId: string) => void;
}) {
  const { t } = useTranslation('discover');
  const [selected, setSelected] = useState(0);
  const current = photos[Math.min(selected, photos.length - 1)];
  return (
    <div className="space-y-2">
      <div className="aspect-[4/5] max-h-[40dvh] w-full sm:max-h-[50dvh] overflow-hidden rounded-2xl bg-sand-200">
        <ProfilePhoto
          url={current?.url}
          name={name}
          alt={photos.length ? t('photo.nth', { number: selected + 1, total: photos.length, name }) : undefined}
        />
      </div>
      {onReport && current?.id ? (
        <button
          type="button"
          onClick={() => onReport(current.id!)}
          className="inline-flex min-h-9 cursor-pointer items-center gap-1.5 rounded-full px-2 text-xs text-ink-soft hover:bg-sand-100 hover:text-danger"
        >
          <Flag className="h-3.5 w-3.5" aria-hidden />
          {t('photo.report')}
        </button>
      ) : null}
      {photos.length > 1 ? (
        <ul className="flex gap-2 overflow-x-auto pb-1" aria-label={t('photo.all', { name })}>
          {photos.map((photo, i) => (
            <li key={photo.url} className="shrink-0">
              <button
                type="button"
                onClick={() => setSelected(i)}
                aria-label={t('photo.show', { number: i + 1 })}
                aria-pressed={i === selected}
                className={cn(
                  'h-16 w-16 cursor-pointer overflow-hidden rounded-xl border-2',
                  i === selected ? 'border-gold-500' : 'border-transparent opacity-80 hover:opacity-100',
                )}
              >
                <img src={photo.thumbUrl} alt="" className="h-full w-full object-cover" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
