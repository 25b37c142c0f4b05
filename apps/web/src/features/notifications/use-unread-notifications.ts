import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationsUnread } from '@sankofa/contracts';
import { useRealtimeEvent, useRealtimeReconnected } from '@/lib/realtime/use-realtime.tsx';
import { getUnreadNotifications, notificationKeys } from './notifications-api.ts';

/**
 * The bell's count: the server's unread count, read again whenever the server says something new
 * arrived (or after a dropped connection, which may have missed that), and set at once when the
 * member read the list on another tab.
 */
export function useUnreadNotifications(): number {
  const client = useQueryClient();
  const unread = useQuery({ queryKey: notificationKeys.unread, queryFn: getUnreadNotifications });
  const refresh = () => void client.invalidateQueries({ queryKey: notificationKeys.all });

  useRealtimeEvent('notification.created', refresh);
  useRealtimeReconnected(refresh);
  useRealtimeEvent('notifications.read', (m) =>
    client.setQueryData<NotificationsUnread>(notificationKeys.unread, { unread: m.unread }),
  );
  return unread.data?.unread ?? 0;
}
