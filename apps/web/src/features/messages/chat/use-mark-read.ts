import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { markConversationRead, messagingKeys } from '../messaging-api.ts';
import { withUnreadCount, type ConversationPages } from './conversation-updates.ts';
import { lastIncomingSeqOf, lastSeqOf, type ChatWindow } from './message-window.ts';

/** A message arriving in the open chat counts as read this long after it appears (spec part 2 §9). */
const MARK_READ_DELAY_MS = 1_000;

const subscribeVisibility = (onChange: () => void) => {
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
};

const useTabVisible = () =>
  useSyncExternalStore(
    subscribeVisibility,
    () => document.visibilityState === 'visible',
    () => true,
  );

/**
 * Opening the chat reads everything in it at once (with no messages yet, that marks a new match as
 * seen); a message arriving while it is open and visible is read a second later. A hidden tab reads
 * nothing until it is shown again.
 */
export function useMarkRead(userId: string, window: ChatWindow | undefined, me: string): void {
  const client = useQueryClient();
  const visible = useTabVisible();
  const readUpTo = useRef<number | null>(null);
  const lastIncoming = window ? lastIncomingSeqOf(window.messages, me) : 0;
  const lastSeq = window ? lastSeqOf(window.messages) : 0;
  const loaded = window !== undefined;

  useEffect(() => {
    if (!loaded || !visible) return;
    const opening = readUpTo.current === null;
    if (!opening && lastIncoming <= readUpTo.current!) return;
    const upTo = opening ? lastSeq : lastIncoming;
    const read = () => {
      readUpTo.current = upTo;
      markConversationRead(userId, upTo).then(
        (result) => {
          client.setQueryData<ConversationPages>(messagingKeys.conversations, (data) =>
            data ? withUnreadCount(data, userId, result.unreadCount) : data,
          );
          void client.invalidateQueries({ queryKey: messagingKeys.summary });
        },
        // Not read on the server this time: the next message or the next visit reads again.
        () => {},
      );
    };
    if (opening) return read();
    const timer = setTimeout(read, MARK_READ_DELAY_MS);
    return () => clearTimeout(timer);
  }, [client, userId, loaded, visible, lastIncoming, lastSeq]);
}
