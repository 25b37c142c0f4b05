import { MarkNotificationsReadBody, NotificationPage, NotificationsUnread } from '../notifications.ts';
import { CursorQuery } from '../social.ts';
import { endpoint } from './endpoint.ts';

/** The notifications centre. */
export const notificationsEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/notifications',
    access: 'member',
    query: CursorQuery,
    status: 200,
    response: NotificationPage,
    errors: ['invalid_cursor'],
  }),
  unread: endpoint({
    method: 'GET',
    path: '/api/notifications/unread',
    access: 'member',
    status: 200,
    response: NotificationsUnread,
    errors: [],
  }),
  markRead: endpoint({
    method: 'POST',
    path: '/api/notifications/read',
    access: 'member',
    body: MarkNotificationsReadBody,
    status: 200,
    response: NotificationsUnread,
    errors: [],
  }),
};
