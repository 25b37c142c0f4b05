import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { myId, sessionManager } from '@/lib/session-manager.ts';
import { messagingKeys } from '../messaging-api.ts';
import type { PendingMessage } from './outbox.ts';
import { outboxStore } from './outbox-store.ts';

let clearsOnSignOut = false;

/**
 * Unconfirmed messages live in the query cache (one list per conversation) so they survive moving
 * between chats and are dropped with the rest of the cache when the person signs out. Nothing is
 * fetched: a list starts from what this tab kept in sessionStorage before a reload.
 */
export function configureOutbox(client: QueryClient): void {
  client.setQueryDefaults(messagingKeys.outboxes, {
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnWindowFocus: false,
  });
  if (clearsOnSignOut) return;
  clearsOnSignOut = true;
  sessionManager.subscribe((user) => {
    if (!user) outboxStore.clearAll();
  });
}

const held = (client: QueryClient, userId: string) =>
  client.getQueryData<PendingMessage[]>(messagingKeys.outbox(userId)) ?? outboxStore.load(myId(), userId);

export function updateOutbox(
  client: QueryClient,
  userId: string,
  change: (list: PendingMessage[]) => PendingMessage[],
): void {
  const next = change(held(client, userId));
  client.setQueryData<PendingMessage[]>(messagingKeys.outbox(userId), next);
  outboxStore.save(myId(), userId, next);
}

export function useOutbox(userId: string): PendingMessage[] {
  const client = useQueryClient();
  const key = messagingKeys.outbox(userId);
  const query = useQuery({
    queryKey: key,
    queryFn: () => held(client, userId),
    initialData: () => held(client, userId),
    staleTime: Infinity,
    gcTime: Infinity,
  });
  return query.data;
}
