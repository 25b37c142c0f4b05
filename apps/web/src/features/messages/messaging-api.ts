import type { CatchUpBody, SendMessageBody } from '@sankofa/contracts';
import { messagingEndpoints as api } from '@sankofa/contracts/endpoints/messaging';
import { call } from '@/lib/call.ts';

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
  call(api.conversations, { query: { cursor: cursor || undefined } });

export const getConversation = (userId: string) => call(api.conversation, { params: { userId } });

export const getMessages = (userId: string, range: { before?: number; after?: number } = {}) =>
  call(api.messages, { params: { userId }, query: { before: range.before, after: range.after } });

export const catchUpConversations = (body: CatchUpBody) => call(api.catchUp, { body });

export const postMessage = (userId: string, body: SendMessageBody) => call(api.send, { params: { userId }, body });

export const markConversationRead = (userId: string, upToSeq: number) =>
  call(api.markRead, { params: { userId }, body: { upToSeq } });

export const getNotificationSummary = () => call(api.summary);
