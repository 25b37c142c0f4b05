import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn.ts';

/** A person's photo, or their initial on a woven-looking gradient when they have none. */
export function ProfilePhoto({
  url,
  name,
  className,
  alt,
}: {
  url?: string;
  name: string;
  className?: string;
  alt?: string;
}) {
  const { t } = useTranslation('discover');
  if (url) {
    return (
      <img
        src={url}
        alt={alt ?? t('photo.of', { name })}
        className={cn('h-full w-full object-cover', className)}
        draggable={false}
      />
    );
  }
  // alt="" marks the picture as decorative (the name is beside it): the initial is then hidden from
  // assistive technology rather than announced as an image without a name.
  const named =
    alt === '' ? { 'aria-hidden': true } : ({ role: 'img', 'aria-label': alt ?? t('photo.none', { name }) } as const);
  return (
    <div
      {...named}
      className={cn(
        'flex h-full w-full items-center justify-center bg-[repeating-linear-gradient(135deg,var(--color-forest-700)_0_14px,var(--color-forest-800)_14px_28px)] font-display text-6xl text-gold-300',
        className,
      )}
    >
      {name.trim().charAt(0).toUpperCase() || '?'}
    </div>
  );
}
