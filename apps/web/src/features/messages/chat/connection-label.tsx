import type { ConnectionKind } from '@sankofa/contracts';
import { cn } from '@/lib/cn.ts';

/** "Match" or "Friend": how the two people know each other. */
export function ConnectionLabel({ connection, className }: { connection: ConnectionKind; className?: string }) {
  return (
    <span
      className={cn(
        'inline-block rounded-full px-2 py-0.5 text-xs font-medium',
        connection === 'match' ? 'bg-gold-100 text-forest-900' : 'bg-forest-50 text-forest-800',
        className,
      )}
    >
      {connection === 'match' ? 'Match' : 'Friend'}
    </span>
  );
}
