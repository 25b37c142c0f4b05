import type { FastifyPluginAsync } from 'fastify';
import { CursorQuery, MarkNotificationsReadBody, NotificationPage, NotificationsUnread } from '@sankofa/contracts';
import type { AppDeps } from '../../deps.ts';
import { authenticated } from '../auth/authenticated.ts';
import { listNotifications, unreadNotifications } from './list-notifications.ts';
import { markNotificationsRead } from './mark-notifications-read.ts';

/** The notifications centre (under /api): always the session's own entries. */
export const notificationsRoutes = (deps: AppDeps): FastifyPluginAsync =>
  authenticated(deps, async (app, { me }) => {
    app.get(
      '/notifications',
      { schema: { querystring: CursorQuery, response: { 200: NotificationPage } } },
      async (req) => listNotifications(deps, me(req), req.query.cursor),
    );
    app.get('/notifications/unread', { schema: { response: { 200: NotificationsUnread } } }, async (req) =>
      unreadNotifications(deps, me(req)),
    );
    app.post(
      '/notifications/read',
      { schema: { body: MarkNotificationsReadBody, response: { 200: NotificationsUnread } } },
      async (req) => markNotificationsRead(deps, me(req), req.body.upTo),
    );
  });
