import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn.ts';

/** A person's photo, or their initial on green when they have none; both named for screen readers. */
export function PersonAvatar({
  name,
  photoUrl,
  className,
}: {
  name: string;
  photoUrl: string | null;
  className?: string;
}) {
  const { t } = useTranslation('messages');
  const frame = cn('h-12 w-12 shrink-0 overflow-hidden rounded-full bg-forest-100', className);
  if (photoUrl)
    return (
      <img src={photoUrl} alt={t('shared.photoOf', { name })} loading="lazy" className={cn(frame, 'object-cover')} />
    );
  const letter = (Array.from(name.trim())[0] ?? '?').toLocaleUpperCase();
  return (
    <span
      role="img"
      aria-label={t('shared.initialOf', { name })}
      className={cn(frame, 'flex items-center justify-center bg-forest-800')}
    >
      <span aria-hidden className="font-display text-lg text-gold-300">
        {letter}
      </span>
    </span>
  );
}
