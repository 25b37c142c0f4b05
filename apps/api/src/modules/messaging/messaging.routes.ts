import type { FastifyPluginAsync } from 'fastify';
import {
  CatchUpBody,
  CatchUpResult,
  ConversationPage,
  ConversationParams,
  ConversationSummary,
  CursorQuery,
  MarkReadBody,
  MarkReadResult,
  MessagePage,
  MessagesQuery,
  NotificationSummary,
  SendMessageBody,
  SendMessageResult,
} from '@sankofa/contracts';
import type { AppDeps } from '../../deps.ts';
import { authenticated } from '../auth/authenticated.ts';
import { conversationPage, messagePage, notificationSummary, oneConversation, readMessages } from './conversations.ts';
import { sendMessage } from './send-message.ts';
import { catchUp } from './catch-up.ts';

/**
 * Conversations, messages, read receipts and the bell (under /api). The conversation is always the
 * session user's own with the person named in the path; nobody can address anyone else's.
 * Sending also works over the realtime socket (`chat.send`); both end in the same sendMessage.
 */
export const messagingRoutes = (deps: AppDeps): FastifyPluginAsync =>
  authenticated(deps, async (app, { me }) => {
    const peerOf = (p: { userId: string }) => p.userId.toLowerCase();

    app.get(
      '/conversations',
      { schema: { querystring: CursorQuery, response: { 200: ConversationPage } } },
      async (req) => conversationPage(deps, me(req), req.query.cursor),
    );

    app.get(
      '/conversations/:userId',
      { schema: { params: ConversationParams, response: { 200: ConversationSummary } } },
      async (req) => oneConversation(deps, me(req), peerOf(req.params)),
    );

    app.get(
      '/conversations/:userId/messages',
      { schema: { params: ConversationParams, querystring: MessagesQuery, response: { 200: MessagePage } } },
      async (req) => messagePage(deps, me(req), peerOf(req.params), req.query),
    );

    app.post(
      '/conversations/catch-up',
      { schema: { body: CatchUpBody, response: { 200: CatchUpResult } } },
      async (req) => catchUp(deps, me(req), req.body),
    );

    app.post(
      '/conversations/:userId/messages',
      { schema: { params: ConversationParams, body: SendMessageBody, response: { 200: SendMessageResult } } },
      async (req) => sendMessage(deps, me(req), peerOf(req.params), req.body),
    );

    app.post(
      '/conversations/:userId/read',
      { schema: { params: ConversationParams, body: MarkReadBody, response: { 200: MarkReadResult } } },
      async (req) => readMessages(deps, me(req), peerOf(req.params), req.body.upToSeq),
    );

    app.get('/notifications/summary', { schema: { response: { 200: NotificationSummary } } }, async (req) =>
      notificationSummary(deps, me(req)),
    );
  });
