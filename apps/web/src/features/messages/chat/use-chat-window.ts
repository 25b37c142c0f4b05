import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ChatMessage } from '@sankofa/contracts';
import { toast } from 'sonner';
import { i18n } from '@/lib/i18n/i18n.ts';
import { getMessages, messagingKeys } from '../messaging-api.ts';
import { lastSeqOf, withMessages, withOlder, windowOf, type ChatWindow } from './message-window.ts';

/** Catch-up pages of up to 200 are followed this many times before starting again from the newest page. */
const MAX_CATCH_UP_ROUNDS = 5;

/**
 * The first load reads the newest page. Every later load (back to the chat, the tab in focus again,
 * the connection back after a drop) asks only for what came after the last message held, following
 * `hasNewer`, and merges it in, so older pages already loaded stay and nothing is repeated.
 */
async function loadWindow(client: QueryClient, userId: string): Promise<ChatWindow> {
  const key = messagingKeys.messages(userId);
  // Live events may land while a request is out: what is held by the time it answers is merged in.
  const heldNow = () => client.getQueryData<ChatWindow>(key);
  const held = heldNow();
  if (!held || held.messages.length === 0) {
    const fresh = windowOf(await getMessages(userId));
    const now = heldNow();
    return now ? withMessages(fresh, now.messages, now.theirReadSeq) : fresh;
  }

  let after = lastSeqOf(held.messages);
  const fetched: ChatMessage[] = [];
  let theirReadSeq = 0;
  for (let round = 0; round < MAX_CATCH_UP_ROUNDS; round++) {
    const page = await getMessages(userId, { after });
    fetched.push(...page.messages);
    theirReadSeq = Math.max(theirReadSeq, page.theirReadSeq);
    if (!page.hasNewer || page.messages.length === 0) return withMessages(heldNow() ?? held, fetched, theirReadSeq);
    after = lastSeqOf(page.messages);
  }
  // Too far behind to be worth filling in: show the newest page, as on a first visit.
  return windowOf(await getMessages(userId));
}

/**
 * Puts messages into a chat's window. A window that has not loaded yet may be waiting on a request
 * that was answered before these messages existed; it is asked for again (an open chat refetches at
 * once, cancelling the older request), so a message sent or received during the first load is never
 * dropped. Answers whether the window held them.
 */
export function addToWindow(client: QueryClient, userId: string, messages: readonly ChatMessage[]): boolean {
  const key = messagingKeys.messages(userId);
  if (client.getQueryData<ChatWindow>(key)) {
    client.setQueryData<ChatWindow>(key, (w) => (w ? withMessages(w, messages) : w));
    return true;
  }
  void client.invalidateQueries({ queryKey: key });
  return false;
}

export function useChatWindow(userId: string) {
  const client = useQueryClient();
  const query = useQuery({ queryKey: messagingKeys.messages(userId), queryFn: () => loadWindow(client, userId) });

  const older = useMutation({
    mutationFn: async () => {
      const held = client.getQueryData<ChatWindow>(messagingKeys.messages(userId));
      const first = held?.messages[0];
      if (!held?.hasOlder || !first) return;
      const page = await getMessages(userId, { before: first.seq });
      client.setQueryData<ChatWindow>(messagingKeys.messages(userId), (w) => (w ? withOlder(w, page) : w));
    },
    onError: (err) =>
      toast.error(i18n.t('messages:chat.loadOlderFailed'), {
        description: err.message || i18n.t('messages:list.pleaseTryAgain'),
      }),
  });

  return {
    query,
    loadOlder: () => {
      if (!older.isPending) older.mutate();
    },
    loadingOlder: older.isPending,
  };
}
