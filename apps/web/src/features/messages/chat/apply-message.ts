import type { QueryClient } from '@tanstack/react-query';
import type { ChatMessage } from '@sankofa/contracts';
import { messagingKeys } from '../messaging-api.ts';
import { withMessage, type ConversationPages } from './conversation-updates.ts';
import { withoutConfirmed } from './outbox.ts';
import { addToWindow } from './use-chat-window.ts';
import { updateOutbox } from './use-outbox.ts';

/**
 * A stored message reaches the caches the same way whether the send's own answer or the socket's
 * event brings it (either may come first): it joins the open chat, my pending copy goes once the
 * chat holds it, and the conversation list moves; a conversation not on a loaded page is read again.
 */
export function applyMessage(
  client: QueryClient,
  peer: string,
  message: ChatMessage,
  me: string,
  beingRead: boolean,
): void {
  if (addToWindow(client, peer, [message]) && message.senderId === me)
    updateOutbox(client, peer, (list) => withoutConfirmed(list, [message], me));
  let listed = true;
  client.setQueryData<ConversationPages>(messagingKeys.conversations, (data) => {
    if (!data) return data;
    const next = withMessage(data, message, me, { beingRead });
    listed = next.found;
    return next.data;
  });
  if (!listed) void client.invalidateQueries({ queryKey: messagingKeys.conversations });
}
