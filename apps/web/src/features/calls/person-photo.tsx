import type { LivePerson } from '@sankofa/contracts/realtime';
import { cn } from '@/lib/cn.ts';

/** The other person's photo, or their initial on a warm gradient. */
export function PersonPhoto({ person, className }: { person: LivePerson; className?: string }) {
  if (person.photoUrl) {
    return <img src={person.photoUrl} alt="" className={cn('rounded-full object-cover', className)} />;
  }
  return (
    <span
      aria-hidden
      className={cn(
        'flex items-center justify-center rounded-full bg-gradient-to-br from-gold-400 to-terracotta-500 font-display text-3xl text-forest-900',
        className,
      )}
    >
      {person.displayName.slice(0, 1).toUpperCase()}
    </span>
  );
}
