/** What other features may use of messages; everything else in the folder is its own. */
export { getConversation, getNotificationSummary, messagingKeys, postMessage } from './messaging-api.ts';
export { MessageEvents } from './use-message-events.ts';
