import { cn } from '@/lib/cn.ts';

/** A person's photo, or their initial on a woven-looking gradient when they have none. */
export function ProfilePhoto({ url, name, className, alt }: { url?: string; name: string; className?: string; alt?: string }) {
  if (url) {
    return <img src={url} alt={alt ?? `Photo of ${name}`} className={cn('h-full w-full object-cover', className)} draggable={false} />;
  }
  // alt="" marks the picture as decorative (the name is beside it): the initial is then hidden from
  // assistive technology rather than announced as an image without a name.
  const decorative = alt === '';
  return (
    <div
      {...(decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': alt ?? `${name} has no photo yet` })}
      className={cn(
        'flex h-full w-full items-center justify-center bg-[repeating-linear-gradient(135deg,var(--color-forest-700)_0_14px,var(--color-forest-800)_14px_28px)] font-display text-6xl text-gold-300',
        className,
      )}
    >
      {name.trim().charAt(0).toUpperCase() || '?'}
    </div>
  );
}
