import { notificationsEndpoints as api } from '@sankofa/contracts/endpoints/notifications';
import { call } from '@/lib/call.ts';

export const notificationKeys = {
  all: ['notifications'] as const,
  list: ['notifications', 'list'] as const,
  unread: ['notifications', 'unread'] as const,
};

export const getNotifications = (cursor?: string | null) => call(api.list, { query: { cursor: cursor || undefined } });

export const getUnreadNotifications = () => call(api.unread);

export const markNotificationsRead = (upTo: string) => call(api.markRead, { body: { upTo } });
