import { type SendStreamChatBody, SendStreamChatResult, StreamChatPage } from '@sankofa/contracts';
import { sessionManager } from '@/lib/session-manager.ts';

const s = sessionManager;
const path = (streamId: string) => `/api/streams/${encodeURIComponent(streamId)}/chat`;

// Cached under streamingKeys.chat(streamId) (streaming-api.ts); live messages are merged into that page.

/** The newest messages of a stream's chat, oldest first, without people blocked either way. */
export const getStreamChat = (streamId: string) => s.request(StreamChatPage, path(streamId));

/** A text, heart or gift in a stream's chat; the same client id is stored once however often it is sent. */
export const postStreamChat = (streamId: string, body: SendStreamChatBody) =>
  s.request(SendStreamChatResult, path(streamId), { method: 'POST', body });
