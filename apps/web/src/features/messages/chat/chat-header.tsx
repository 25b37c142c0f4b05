import { ArrowLeft, BadgeCheck } from 'lucide-react';
import type { ConversationSummary } from '@sankofa/contracts';
import { useTranslation } from 'react-i18next';
import { SafetyMenu } from '@/features/safety';
import { CallButtons } from '@/features/calls';
import { PersonAvatar } from '../person-avatar.tsx';
import { ConnectionLabel } from './connection-label.tsx';

/** Who the chat is with, Block and Report; on phones also the way back to the list. */
export function ChatHeader({
  person,
  onBack,
  onBlocked,
}: {
  person: ConversationSummary;
  onBack: () => void;
  onBlocked: () => void;
}) {
  const { t } = useTranslation('messages');
  return (
    <header className="flex items-center gap-2 border-b border-sand-200 bg-white px-2 py-2 sm:gap-3 sm:px-4 sm:py-3">
      <button
        type="button"
        onClick={onBack}
        aria-label={t('chat.back')}
        className="inline-flex h-10 w-10 shrink-0 cursor-pointer items-center justify-center rounded-full text-forest-800 hover:bg-sand-100 focus-visible:outline-2 focus-visible:outline-gold-500 md:hidden"
      >
        <ArrowLeft className="h-5 w-5 rtl:-scale-x-100" aria-hidden />
      </button>
      <PersonAvatar name={person.displayName} photoUrl={person.photoUrl} className="h-11 w-11" />
      <div className="min-w-0 flex-1">
        <h2 id="chat-title" className="flex items-center gap-1.5 font-medium text-ink">
          <span dir="auto" className="truncate">
            {person.displayName}
          </span>
          {person.verified ? (
            <BadgeCheck className="h-4 w-4 shrink-0 text-terracotta-500" role="img" aria-label={t('shared.verified')} />
          ) : null}
        </h2>
        <p className="mt-0.5 flex items-center gap-2 text-xs text-ink-soft">
          <ConnectionLabel connection={person.connection} />
          {person.online ? (
            <span className="inline-flex items-center gap-1 text-forest-600">
              <span aria-hidden className="h-2 w-2 rounded-full bg-forest-500" />
              {t('shared.online')}
            </span>
          ) : null}
        </p>
      </div>
      <CallButtons person={{ userId: person.userId, displayName: person.displayName, photoUrl: person.photoUrl }} />
      <SafetyMenu
        userId={person.userId}
        displayName={person.displayName}
        onBlocked={onBlocked}
        className="text-forest-800"
      />
    </header>
  );
}
