import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { messagingKeys } from '../messaging-api.ts';
import type { ChatMessage, ConversationSummary } from '@sankofa/contracts';
import { ReportDialog } from '@/features/safety';
import { ChatHeader } from './chat-header.tsx';
import { Composer } from './composer.tsx';
import { MessageLog } from './message-log.tsx';
import { defaultLine } from './message-text.ts';
import { seenSeqOf } from './message-window.ts';
import { useOpenChatMarker } from './open-chat.ts';
import { timelineOf, type Outgoing } from './outbox.ts';
import { useChatWindow } from './use-chat-window.ts';
import { useMarkRead } from './use-mark-read.ts';
import { useOutbox } from './use-outbox.ts';
import { useSendMessage } from './use-send-message.ts';
import { useTypingIndicator, useTypingSignal } from './use-typing.ts';
import { ChatLoadState } from '@/components/chat-status.tsx';

/** One conversation: who it is with, the messages, who is typing, and the composer. Keyed by person. */
export function ChatPane({ person, me, onBack }: { person: ConversationSummary; me: string; onBack: () => void }) {
  const { t } = useTranslation('messages');
  const { userId, displayName: name } = person;
  const { query, loadOlder, loadingOlder } = useChatWindow(userId);
  const pending = useOutbox(userId);
  const send = useSendMessage();
  const typing = useTypingIndicator(userId);
  const signal = useTypingSignal(userId);
  useOpenChatMarker(userId);
  useMarkRead(userId, query.data, me);

  const queryClient = useQueryClient();
  // A blocked person can no longer be written to or read: leave the chat and drop it from the list.
  const onBlocked = () => {
    void queryClient.invalidateQueries({ queryKey: messagingKeys.all });
    onBack();
  };

  const onSend = useCallback((outgoing: Outgoing) => send(userId, outgoing), [send, userId]);
  const retry = (clientId: string) => {
    const failed = pending.find((p) => p.clientId === clientId);
    if (failed) void send(userId, failed.outgoing, clientId);
  };

  const [reporting, setReporting] = useState<ChatMessage | null>(null);

  const chat = query.data;
  return (
    <section aria-labelledby="chat-title" className="flex h-full min-h-0 flex-col bg-white">
      <ChatHeader person={person} onBack={onBack} onBlocked={onBlocked} />
      {chat ? (
        <MessageLog
          items={timelineOf(chat.messages, pending, me)}
          me={me}
          name={name}
          seenSeq={seenSeqOf(chat.messages, me, Math.max(chat.theirReadSeq, person.theirReadSeq))}
          emptyText={defaultLine(person.connection)}
          hasOlder={chat.hasOlder}
          loadingOlder={loadingOlder}
          onLoadOlder={loadOlder}
          onRetry={retry}
          onReport={setReporting}
        />
      ) : (
        <ChatLoadState
          error={query.isError ? query.error : null}
          onRetry={() => void query.refetch()}
          loadingText={t('chat.loadingMessages')}
        />
      )}
      <p role="status" className="h-6 shrink-0 truncate bg-sand-50 px-4 pt-0.5 text-xs italic text-ink-soft sm:px-5">
        {typing ? t('chat.typing', { name }) : ''}
      </p>
      <Composer name={name} onSend={onSend} onTyping={signal.onInput} onStopTyping={signal.stop} />
      <ReportDialog
        userId={userId}
        displayName={name}
        content={reporting ? { kind: 'message', id: reporting.id } : undefined}
        open={reporting !== null}
        onOpenChange={(open) => !open && setReporting(null)}
        onBlocked={onBlocked}
      />
    </section>
  );
}
