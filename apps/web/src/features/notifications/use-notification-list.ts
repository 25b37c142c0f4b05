import { useEffect } from 'react';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationsUnread } from '@sankofa/contracts';
import { getNotifications, markNotificationsRead, notificationKeys } from './notifications-api.ts';

/**
 * The list, a page at a time (newest first), fresh on every opening. Opening it reads everything up
 * to the newest entry shown; the entries keep their 'new' mark on screen so the member sees what
 * was new, while the bell goes to the count of what arrived since.
 */
export function useNotificationList() {
  const client = useQueryClient();
  const list = useInfiniteQuery({
    queryKey: notificationKeys.list,
    queryFn: ({ pageParam }) => getNotifications(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    staleTime: 0,
  });
  const markRead = useMutation({
    mutationFn: markNotificationsRead,
    onSuccess: (answer) => client.setQueryData<NotificationsUnread>(notificationKeys.unread, answer),
  });

  const newest = list.data?.pages[0]?.notifications[0];
  const newestUnread = newest?.unread ? newest.id : null;
  const { mutate } = markRead;
  useEffect(() => {
    if (newestUnread) mutate(newestUnread);
  }, [newestUnread, mutate]);

  return list;
}
