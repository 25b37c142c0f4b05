import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Photo } from '@sankofa/contracts';
import { Dialog, DialogContent } from '@/components/ui/dialog.tsx';
import { cn } from '@/lib/cn.ts';
import { useSetMainPhoto } from './use-photos.ts';

export function MainPhotoDialog(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  photos: Photo[];
  mainPhotoId: string | null;
}) {
  const { t, i18n } = useTranslation('profile');
  const number = new Intl.NumberFormat(i18n.language);
  const setMain = useSetMainPhoto();

  function choose(photo: Photo) {
    // The choice shows at once (and is undone if the server refuses), so the dialog can close now.
    props.onOpenChange(false);
    if (photo.id !== props.mainPhotoId) setMain.mutate(photo);
  }

  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      <DialogContent title={t('photos.dialogTitle')} description={t('photos.dialogDescription')}>
        <ul className="mt-5 grid grid-cols-2 gap-3 sm:grid-cols-3">
          {props.photos.map((photo, i) => {
            const isMain = photo.id === props.mainPhotoId;
            return (
              <li key={photo.id}>
                <button
                  type="button"
                  onClick={() => choose(photo)}
                  aria-pressed={isMain}
                  aria-label={t(isMain ? 'photos.photoNMain' : 'photos.photoN', { n: number.format(i + 1) })}
                  className={cn(
                    'relative block aspect-square w-full cursor-pointer overflow-hidden rounded-2xl border-4 transition',
                    isMain ? 'border-gold-400' : 'border-transparent hover:border-forest-200',
                  )}
                >
                  <img src={photo.thumbUrl} alt="" className="h-full w-full object-cover" />
                  {isMain ? (
                    <span className="absolute start-2 top-2 inline-flex items-center gap-1 rounded-full bg-gold-400 px-2 py-0.5 text-xs font-bold text-forest-900">
                      <Check className="h-3.5 w-3.5" aria-hidden />
                      {t('photos.main')}
                    </span>
                  ) : null}
                </button>
              </li>
            );
          })}
        </ul>
      </DialogContent>
    </Dialog>
  );
}
