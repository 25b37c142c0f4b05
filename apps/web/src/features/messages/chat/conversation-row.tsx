import { BadgeCheck } from 'lucide-react';
import type { ConversationSummary } from '@sankofa/contracts';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '@/lib/i18n/i18n.ts';
import { cn } from '@/lib/cn.ts';
import { relativeTime } from '@/lib/relative-time.ts';
import { PersonAvatar } from '../person-avatar.tsx';
import { ConnectionLabel } from './connection-label.tsx';
import { lastLineOf } from './message-text.ts';

interface ConversationRowProps {
  conversation: ConversationSummary;
  me: string;
  selected: boolean;
  onSelect: () => void;
}

export function ConversationRow({ conversation: c, me, selected, onSelect }: ConversationRowProps) {
  const { t } = useTranslation('messages');
  const when = c.lastMessage?.sentAt ?? c.connectedAt;
  const unread = c.unreadCount > 0;
  return (
    <li>
      <button
        type="button"
        onClick={onSelect}
        aria-current={selected ? 'true' : undefined}
        className={cn(
          'flex w-full cursor-pointer items-center gap-3 rounded-2xl px-3 py-3 text-start transition-colors',
          'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-gold-500',
          selected ? 'bg-forest-50' : 'hover:bg-sand-50',
        )}
      >
        <span className="relative shrink-0">
          <PersonAvatar name={c.displayName} photoUrl={c.photoUrl} />
          {c.online ? (
            <span className="absolute bottom-0 end-0 h-3.5 w-3.5 rounded-full border-2 border-white bg-forest-500">
              <span className="sr-only">{t('shared.online')}</span>
            </span>
          ) : null}
        </span>
        <span className="min-w-0 flex-1">
          <span className="flex items-baseline gap-2">
            <span dir="auto" className={cn('truncate text-ink', unread ? 'font-bold' : 'font-medium')}>
              {c.displayName}
            </span>
            {c.verified ? (
              <BadgeCheck
                className="h-4 w-4 shrink-0 self-center text-terracotta-500"
                role="img"
                aria-label={t('shared.verified')}
              />
            ) : null}
            <time dateTime={when} className="ms-auto shrink-0 text-xs text-ink-soft">
              {relativeTime(when, undefined, t('shared.justNow'), currentLocale())}
            </time>
          </span>
          <span className="mt-1 flex items-center gap-2">
            <ConnectionLabel connection={c.connection} className="shrink-0" />
            <span dir="auto" className={cn('truncate text-sm', unread ? 'font-medium text-ink' : 'text-ink-soft')}>
              {lastLineOf(c, me)}
            </span>
            {unread ? (
              <span className="ms-auto shrink-0 rounded-full bg-terracotta-600 px-2 py-0.5 text-xs font-bold text-white">
                {c.unreadCount}
                <span className="sr-only">{t('list.unread')}</span>
              </span>
            ) : null}
          </span>
        </span>
      </button>
    </li>
  );
}
