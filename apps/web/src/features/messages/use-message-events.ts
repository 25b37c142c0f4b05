import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { myId } from '@/lib/session-manager.ts';
import { OWN_PROFILE_KEY } from '@/features/profile';
import { catchUpConversations, messagingKeys } from './messaging-api.ts';
import { catchUpWindows } from './chat/catch-up-windows.ts';
import { useRealtimeEvent, useRealtimeReconnected } from '@/lib/realtime/use-realtime.tsx';
import { announceMessage } from './chat/announce-message.ts';
import { peerOf, withMyRead, withOnline, withTheirRead, type ConversationPages } from './chat/conversation-updates.ts';
import { withMessages, type ChatWindow } from './chat/message-window.ts';
import { chatPath, isReading } from './chat/open-chat.ts';
import { applyMessage } from './chat/apply-message.ts';
import { configureOutbox } from './chat/use-outbox.ts';

/**
 * Live messaging on every signed-in page: new messages and read receipts go into the open chat, the
 * conversation list and the bell; a message nobody is looking at is announced; after a dropped
 * connection everything the missed events would have changed is read again.
 */
function useMessageEvents(): void {
  const client = useQueryClient();
  const navigate = useNavigate();
  useState(() => configureOutbox(client));
  const refresh = (...keys: (readonly string[])[]) => {
    for (const queryKey of keys) void client.invalidateQueries({ queryKey });
  };

  useRealtimeEvent('chat.message_created', ({ message, from }) => {
    const me = myId();
    const peer = peerOf(message, me);
    const mine = message.senderId === me;
    const reading = isReading(peer);
    applyMessage(client, peer, message, me, reading);
    refresh(messagingKeys.summary);
    // A gift moves tokens on both sides.
    if (message.kind === 'gift') refresh(OWN_PROFILE_KEY);
    if (!mine && !reading) void announceMessage(client, message, from, () => navigate(chatPath(peer)));
  });

  useRealtimeEvent('chat.messages_read', ({ readerId, senderId, upToSeq }) => {
    const me = myId();
    if (senderId === me) {
      client.setQueryData<ChatWindow>(messagingKeys.messages(readerId), (w) => (w ? withMessages(w, [], upToSeq) : w));
      client.setQueryData<ConversationPages>(messagingKeys.conversations, (d) =>
        d ? withTheirRead(d, readerId, upToSeq) : d,
      );
    } else if (readerId === me) {
      client.setQueryData<ConversationPages>(messagingKeys.conversations, (d) =>
        d ? withMyRead(d, senderId, upToSeq) : d,
      );
    }
    refresh(messagingKeys.summary);
  });

  useRealtimeEvent('presence.changed', ({ user }) =>
    client.setQueryData<ConversationPages>(messagingKeys.conversations, (d) =>
      d ? withOnline(d, user.userId, user.online) : d,
    ),
  );

  // New and ended connections change who is in the list and what the bell counts.
  useRealtimeEvent('friend.request_received', () => refresh(messagingKeys.summary));
  useRealtimeEvent('friend.request_accepted', () => refresh(messagingKeys.summary, messagingKeys.conversations));
  useRealtimeEvent('match.created', () => refresh(messagingKeys.summary, messagingKeys.conversations));
  useRealtimeEvent('connections.changed', () => refresh(messagingKeys.summary, messagingKeys.conversations));

  useRealtimeReconnected(() => {
    // Held chats catch up together from their last message; the outbox is this tab's own and is kept.
    void catchUpWindows(client, catchUpConversations);
    void client.invalidateQueries({
      queryKey: messagingKeys.all,
      predicate: (q) => q.queryKey[1] !== 'outbox' && q.queryKey[1] !== 'messages',
    });
  });
}

/** Renders nothing; it runs the hook inside the shell's realtime, query and router context. */
export function MessageEvents(): null {
  useMessageEvents();
  return null;
}
