import { useTranslation } from 'react-i18next';
import type { OwnProfile } from '@sankofa/contracts';
import { cn } from '@/lib/cn.ts';
import { avatarOf } from './avatar.ts';

export function ProfileAvatar({ profile, className }: { profile: OwnProfile; className?: string }) {
  const { t } = useTranslation('profile');
  const avatar = avatarOf(profile);
  const frame = cn('shrink-0 overflow-hidden rounded-full border-4 border-white bg-forest-100 shadow-md', className);
  if (avatar.kind === 'photo')
    return <img src={avatar.url} alt={t('header.photo')} className={cn(frame, 'object-cover')} />;
  return (
    <span
      role="img"
      aria-label={t('header.initial', { letter: avatar.letter })}
      className={cn(frame, 'flex items-center justify-center bg-forest-800')}
    >
      <span aria-hidden className="font-display text-4xl text-gold-300">
        {avatar.letter}
      </span>
    </span>
  );
}
