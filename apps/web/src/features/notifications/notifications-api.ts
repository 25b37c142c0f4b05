import { NotificationPage, NotificationsUnread } from '@sankofa/contracts';
import { sessionManager as s } from '@/lib/session-manager.ts';

export const notificationKeys = {
  all: ['notifications'] as const,
  list: ['notifications', 'list'] as const,
  unread: ['notifications', 'unread'] as const,
};

export const getNotifications = (cursor?: string | null) =>
  s.request(NotificationPage, cursor ? `/api/notifications?cursor=${encodeURIComponent(cursor)}` : '/api/notifications');

export const getUnreadNotifications = () => s.request(NotificationsUnread, '/api/notifications/unread');

export const markNotificationsRead = (upTo: string) =>
  s.request(NotificationsUnread, '/api/notifications/read', { method: 'POST', body: { upTo } });
