import type { ConnectionKind } from '@sankofa/contracts';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn.ts';

/** "Match", "Friend" or "Direct" (a Platinum member wrote first): how the two people know each other. */
export function ConnectionLabel({ connection, className }: { connection: ConnectionKind; className?: string }) {
  const { t } = useTranslation('messages');
  return (
    <span
      className={cn(
        'inline-block rounded-full px-2 py-0.5 text-xs font-medium',
        connection === 'match'
          ? 'bg-gold-100 text-forest-900'
          : connection === 'direct'
            ? 'bg-sand-100 text-forest-900'
            : 'bg-forest-50 text-forest-800',
        className,
      )}
    >
      {t(`connection.${connection}`)}
    </span>
  );
}
