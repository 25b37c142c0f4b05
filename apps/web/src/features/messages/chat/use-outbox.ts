import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { messagingKeys } from '@/lib/api/messaging-api.ts';
import type { PendingMessage } from './outbox.ts';

const NONE: PendingMessage[] = [];

/**
 * Unconfirmed messages live in the query cache (one list per conversation) so they survive moving
 * between chats and are dropped with the rest of the cache when the person signs out. Nothing is
 * fetched: reading returns what is held.
 */
export function configureOutbox(client: QueryClient): void {
  client.setQueryDefaults(messagingKeys.outboxes, { staleTime: Infinity, gcTime: Infinity, refetchOnWindowFocus: false });
}

export function updateOutbox(client: QueryClient, userId: string, change: (list: PendingMessage[]) => PendingMessage[]): void {
  client.setQueryData<PendingMessage[]>(messagingKeys.outbox(userId), (list) => change(list ?? NONE));
}

export function useOutbox(userId: string): PendingMessage[] {
  const client = useQueryClient();
  const key = messagingKeys.outbox(userId);
  const query = useQuery({
    queryKey: key,
    queryFn: () => client.getQueryData<PendingMessage[]>(key) ?? NONE,
    initialData: NONE,
    staleTime: Infinity,
    gcTime: Infinity,
  });
  return query.data;
}
