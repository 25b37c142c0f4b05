import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { firstMessageOf } from '../hub-tabs.ts';
import { useSendMessage } from './use-send-message.ts';

/** Client ids of first messages this tab has started sending (effects may run twice). */
const started = new Set<string>();

/**
 * Sends the message written in the match dialog, once, as soon as the chat with its person is open
 * (`openWith`; a chat that cannot be opened says so itself and sends nothing). Its client id was
 * stored in the history entry when the chat was chosen: a reload before the answer sends the same
 * message again (the server knows it); after the answer the entry forgets it, so a reload sends nothing.
 */
export function useFirstMessage(openWith: string | null): void {
  const location = useLocation();
  const send = useSendMessage();
  const first = firstMessageOf(location.state);
  const clientId = first?.clientId;

  useEffect(() => {
    if (!first || first.to !== openWith || started.has(first.clientId)) return;
    started.add(first.clientId);
    void send(first.to, { kind: 'text', text: first.text }, first.clientId).then(() => {
      // Sent, or shown as not sent with a Retry: either way this entry is done with it.
      const entry = window.history.state as { usr?: { firstMessage?: { clientId?: string } } } | null;
      if (entry?.usr?.firstMessage?.clientId === first.clientId) {
        window.history.replaceState({ ...entry, usr: null }, '');
      }
    });
    // Keyed by the client id and the open chat: each message is looked at once it can go.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [clientId, openWith]);
}
