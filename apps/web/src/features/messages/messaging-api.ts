import { ConversationPage, ConversationSummary, MarkReadResult, MessagePage, NotificationSummary, type SendMessageBody, SendMessageResult } from '@sankofa/contracts';
import { sessionManager } from '@/lib/session-manager.ts';

const s = sessionManager;
const path = (userId: string) => `/api/conversations/${encodeURIComponent(userId)}`;

/**
 * Cache keys for conversations, messages and the bell. The outbox holds this tab's messages that the
 * server has not confirmed yet; it lives in the query cache so it is emptied with everything else
 * when the signed-in person changes.
 */
export const messagingKeys = {
  all: ['messaging'] as const,
  conversations: ['messaging', 'conversations'] as const,
  conversation: (userId: string) => ['messaging', 'conversation', userId] as const,
  messages: (userId: string) => ['messaging', 'messages', userId] as const,
  outboxes: ['messaging', 'outbox'] as const,
  outbox: (userId: string) => ['messaging', 'outbox', userId] as const,
  summary: ['messaging', 'summary'] as const,
};

export const listConversations = (cursor?: string | null) =>
  s.request(ConversationPage, cursor ? `/api/conversations?cursor=${encodeURIComponent(cursor)}` : '/api/conversations');

export const getConversation = (userId: string) => s.request(ConversationSummary, path(userId));

export function getMessages(userId: string, range: { before?: number; after?: number } = {}): Promise<MessagePage> {
  const params = new URLSearchParams();
  if (range.before !== undefined) params.set('before', String(range.before));
  if (range.after !== undefined) params.set('after', String(range.after));
  const qs = params.toString();
  return s.request(MessagePage, `${path(userId)}/messages${qs ? `?${qs}` : ''}`);
}

export const postMessage = (userId: string, body: SendMessageBody) =>
  s.request(SendMessageResult, `${path(userId)}/messages`, { method: 'POST', body });

export const markConversationRead = (userId: string, upToSeq: number) =>
  s.request(MarkReadResult, `${path(userId)}/read`, { method: 'POST', body: { upToSeq } });

export const getNotificationSummary = () => s.request(NotificationSummary, '/api/notifications/summary');
