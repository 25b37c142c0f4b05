/** What other features may use of notifications; the page is reached through the route table. */
export { useUnreadNotifications } from './use-unread-notifications.ts';
