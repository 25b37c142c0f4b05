import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { isRealProfileId } from '@sankofa/contracts';
import { getConversation, listConversations, messagingKeys } from '../messaging-api.ts';

/** Every match and friend, newest activity first, 30 at a time. */
export const useConversations = () =>
  useInfiniteQuery({
    queryKey: messagingKeys.conversations,
    queryFn: ({ pageParam }) => listConversations(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

/** One conversation that is not among the loaded pages (a chat opened from elsewhere). */
export const useConversation = (userId: string | null, enabled: boolean) =>
  useQuery({
    queryKey: messagingKeys.conversation(userId ?? ''),
    queryFn: () => getConversation(userId!),
    enabled: enabled && userId !== null && isRealProfileId(userId),
    retry: false,
  });
