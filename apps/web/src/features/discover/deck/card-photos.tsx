import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import type { PublicProfile } from '@sankofa/contracts';
import { cn } from '@/lib/cn.ts';
import { ProfilePhoto } from './profile-photo.tsx';
import { photoPosition, stepPhoto } from './photo-steps.ts';

interface CardPhotosProps {
  profile: PublicProfile;
  onOpen: () => void;
  /** True when the click ends a drag of the card, which is not a tap. */
  wasDrag: () => boolean;
}

/**
 * The person's photos, one at a time: a tap on the left half goes back, on the right half goes on,
 * with a dot per photo above. With one photo a tap opens the full profile.
 */
export function CardPhotos({ profile, onOpen, wasDrag }: CardPhotosProps) {
  const { t } = useTranslation('discover');
  const [index, setIndex] = useState(0);
  const count = profile.photos.length;
  const shown = Math.min(index, Math.max(0, count - 1));
  const step = (direction: 'previous' | 'next') => {
    if (!wasDrag()) setIndex((i) => stepPhoto(i, count, direction));
  };
  const zone = 'absolute inset-y-0 w-1/2 cursor-pointer focus-visible:-outline-offset-4';

  return (
    <>
      <ProfilePhoto
        url={profile.photos[shown]?.url}
        name={profile.displayName}
        alt={photoPosition(shown, count, profile.displayName)}
        className="absolute inset-0"
      />
      {count > 1 ? (
        <>
          <div aria-hidden className="pointer-events-none absolute inset-x-3 top-2 z-10 flex gap-1">
            {profile.photos.map((photo, i) => (
              <span
                key={photo.url}
                className={cn('h-1 flex-1 rounded-full shadow-sm', i === shown ? 'bg-white' : 'bg-white/45')}
              />
            ))}
          </div>
          {/* aria-disabled, not disabled: a disabled button would swallow the pointer that starts a drag. */}
          <button
            type="button"
            className={cn(zone, 'start-0')}
            aria-label={t('card.previousPhoto')}
            aria-disabled={shown === 0}
            onClick={() => step('previous')}
          />
          <button
            type="button"
            className={cn(zone, 'end-0')}
            aria-label={t('card.nextPhoto')}
            aria-disabled={shown === count - 1}
            onClick={() => step('next')}
          />
        </>
      ) : (
        <button
          type="button"
          className="absolute inset-0 cursor-pointer"
          aria-label={t('card.open', { name: profile.displayName })}
          onClick={() => !wasDrag() && onOpen()}
        />
      )}
    </>
  );
}
