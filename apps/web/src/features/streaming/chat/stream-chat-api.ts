import type { SendStreamChatBody } from '@sankofa/contracts';
import { streamingEndpoints as api } from '@sankofa/contracts/endpoints/streaming';
import { call } from '@/lib/call.ts';

// Cached under streamingKeys.chat(streamId) (streaming-api.ts); live messages are merged into that page.

/** The newest messages of a stream's chat, oldest first, without people blocked either way. */
export const getStreamChat = (streamId: string) => call(api.chat, { params: { streamId } });

/** A text, heart or gift in a stream's chat; the same client id is stored once however often it is sent. */
export const postStreamChat = (streamId: string, body: SendStreamChatBody) =>
  call(api.sendChat, { params: { streamId }, body });

/** Host only: takes a message down for everyone. */
export const removeStreamMessage = (streamId: string, messageId: string) =>
  call(api.removeChatMessage, { params: { streamId, messageId } });

/** Host only: a muted viewer keeps watching but cannot chat. */
export const muteStreamViewer = (streamId: string, userId: string, muted: boolean) =>
  call(api.muteViewer, { params: { streamId, userId }, body: { muted } });

/** Host only: sends a viewer away from this stream for good. */
export const removeStreamViewer = (streamId: string, userId: string) =>
  call(api.removeViewer, { params: { streamId, userId } });

/** Host only: seconds each viewer waits between messages (0 turns slow mode off). */
export const setStreamSlowMode = (streamId: string, seconds: number) =>
  call(api.slowMode, { params: { streamId }, body: { seconds } });
