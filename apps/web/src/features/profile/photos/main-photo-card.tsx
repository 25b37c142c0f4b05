import { useState } from 'react';
import { Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { OwnProfile } from '@sankofa/contracts';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { MainPhotoDialog } from './main-photo-dialog.tsx';

export function MainPhotoCard({ profile }: { profile: OwnProfile }) {
  const { t } = useTranslation('profile');
  const [open, setOpen] = useState(false);
  const main = profile.photos.find((p) => p.id === profile.mainPhotoId) ?? profile.photos[0];
  if (!main) return null;
  return (
    <Card className="flex flex-col gap-5 p-5 sm:flex-row sm:items-center sm:p-6">
      <img
        src={main.url}
        alt={t('photos.mainAlt')}
        className="aspect-[4/5] w-32 shrink-0 rounded-2xl object-cover shadow-sm"
      />
      <div className="flex-1">
        <h2 className="flex items-center gap-2 text-xl text-forest-800">
          <Star className="h-5 w-5 text-gold-500" aria-hidden />
          {t('photos.mainTitle')}
        </h2>
        <p className="mt-1 text-ink-soft">{t('photos.mainHint')}</p>
        <Button variant="outline" size="sm" className="mt-4" onClick={() => setOpen(true)}>
          {t('photos.chooseMain')}
        </Button>
      </div>
      <MainPhotoDialog open={open} onOpenChange={setOpen} photos={profile.photos} mainPhotoId={main.id} />
    </Card>
  );
}
