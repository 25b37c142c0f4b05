import { STREAM_CHAT_MAX_LENGTH } from '@sankofa/contracts/constants';
import type { GiftType, SendStreamChatBody, StreamChatMessage } from '@sankofa/contracts';

/** How many messages a chat keeps on screen; older ones fall off the top. */
const STREAM_CHAT_KEEP = 200;

/** What the person asked to send, before it has a client id. */
export type StreamOutgoing = { kind: 'text'; text: string } | { kind: 'heart' } | { kind: 'gift'; giftType: GiftType };

/** A message this tab sent that the server has not confirmed yet: on its way, or refused. */
export interface PendingStreamMessage {
  clientId: string;
  outgoing: StreamOutgoing;
  status: 'sending' | 'failed';
  /** Why it was not sent, in the server's words when it gave any. */
  error: string | null;
}

export type StreamChatItem =
  { type: 'message'; message: StreamChatMessage } | { type: 'pending'; pending: PendingStreamMessage };

const senderKey = (m: Pick<StreamChatMessage, 'sender' | 'clientId'>) =>
  `${m.sender.userId.toLowerCase()}:${m.clientId}`;

/**
 * Adds messages to a chat: one already there (same id, or the same sender's client id, as when the
 * answer to a send and its live event both arrive) is not added twice. The result is in the order
 * they were sent, and at most STREAM_CHAT_KEEP long. Returns the same array when nothing is new.
 */
export function mergeStreamMessages(
  list: readonly StreamChatMessage[],
  incoming: readonly StreamChatMessage[],
  keep = STREAM_CHAT_KEEP,
): StreamChatMessage[] {
  const ids = new Set(list.map((m) => m.id));
  const keys = new Set(list.map(senderKey));
  const added: StreamChatMessage[] = [];
  for (const m of incoming) {
    if (ids.has(m.id) || keys.has(senderKey(m))) continue;
    ids.add(m.id);
    keys.add(senderKey(m));
    added.push(m);
  }
  if (added.length === 0) return list as StreamChatMessage[];
  const merged = [...list, ...added];
  const last = list.at(-1);
  // Usually appended in order; only an out-of-order arrival needs sorting.
  if (last && added.some((m) => m.sentAt < last.sentAt))
    merged.sort((a, b) => (a.sentAt < b.sentAt ? -1 : a.sentAt > b.sentAt ? 1 : 0));
  return merged.length > keep ? merged.slice(merged.length - keep) : merged;
}

/** The server's messages in order, then this tab's unconfirmed ones (a confirmed one is not shown twice). */
export function streamTimeline(
  messages: readonly StreamChatMessage[],
  pending: readonly PendingStreamMessage[],
  me: string,
): StreamChatItem[] {
  const mine = new Set(messages.filter((m) => m.sender.userId.toLowerCase() === me).map((m) => m.clientId));
  return [
    ...messages.map((message) => ({ type: 'message' as const, message })),
    ...pending.filter((p) => !mine.has(p.clientId)).map((pending) => ({ type: 'pending' as const, pending })),
  ];
}

/** Adds a message as sending, or puts a failed one back to sending (a retry keeps its place and id). */
export function markStreamSending(
  list: readonly PendingStreamMessage[],
  clientId: string,
  outgoing: StreamOutgoing,
): PendingStreamMessage[] {
  if (list.some((p) => p.clientId === clientId))
    return list.map((p) => (p.clientId === clientId ? { ...p, status: 'sending' as const, error: null } : p));
  return [...list, { clientId, outgoing, status: 'sending', error: null }];
}

export function markStreamFailed(
  list: readonly PendingStreamMessage[],
  clientId: string,
  error: string | null,
): PendingStreamMessage[] {
  return list.map((p) => (p.clientId === clientId ? { ...p, status: 'failed' as const, error } : p));
}

export function withoutPending(list: readonly PendingStreamMessage[], clientId: string): PendingStreamMessage[] {
  return list.filter((p) => p.clientId !== clientId);
}

export const streamChatBody = (outgoing: StreamOutgoing, clientId: string): SendStreamChatBody => ({
  ...outgoing,
  clientId,
});

/** The text as it will be sent: trimmed; null when blank or too long. */
export function chatTextOf(draft: string): string | null {
  const text = draft.trim();
  if (!text || text.length > STREAM_CHAT_MAX_LENGTH) return null;
  return text;
}
