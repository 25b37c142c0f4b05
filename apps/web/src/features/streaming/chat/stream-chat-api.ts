import { ModerationResult, type SendStreamChatBody, SendStreamChatResult, StreamChatPage } from '@sankofa/contracts';
import { sessionManager } from '@/lib/session-manager.ts';

const s = sessionManager;
const path = (streamId: string) => `/api/streams/${encodeURIComponent(streamId)}/chat`;

// Cached under streamingKeys.chat(streamId) (streaming-api.ts); live messages are merged into that page.

/** The newest messages of a stream's chat, oldest first, without people blocked either way. */
export const getStreamChat = (streamId: string) => s.request(StreamChatPage, path(streamId));

/** A text, heart or gift in a stream's chat; the same client id is stored once however often it is sent. */
export const postStreamChat = (streamId: string, body: SendStreamChatBody) =>
  s.request(SendStreamChatResult, path(streamId), { method: 'POST', body });

const stream = (streamId: string) => `/api/streams/${encodeURIComponent(streamId)}`;

/** Host only: takes a message down for everyone. */
export const removeStreamMessage = (streamId: string, messageId: string) =>
  s.request(ModerationResult, `${path(streamId)}/${encodeURIComponent(messageId)}`, { method: 'DELETE' });

/** Host only: a muted viewer keeps watching but cannot chat. */
export const muteStreamViewer = (streamId: string, userId: string, muted: boolean) =>
  s.request(ModerationResult, `${stream(streamId)}/viewers/${encodeURIComponent(userId)}/mute`, { method: 'PUT', body: { muted } });

/** Host only: sends a viewer away from this stream for good. */
export const removeStreamViewer = (streamId: string, userId: string) =>
  s.request(ModerationResult, `${stream(streamId)}/viewers/${encodeURIComponent(userId)}/remove`, { method: 'POST' });

/** Host only: seconds each viewer waits between messages (0 turns slow mode off). */
export const setStreamSlowMode = (streamId: string, seconds: number) =>
  s.request(ModerationResult, `${stream(streamId)}/slow-mode`, { method: 'PUT', body: { seconds } });
