import type { ChatMessage, GiftType, SendMessageBody } from '@sankofa/contracts';

/** What the person asked to send, before it has a client id. */
export type Outgoing = { kind: 'text'; text: string } | { kind: 'heart' } | { kind: 'gift'; giftType: GiftType };

/** A message this tab sent that the server has not confirmed: on its way, or refused/unreachable. */
export interface PendingMessage {
  clientId: string;
  outgoing: Outgoing;
  status: 'sending' | 'failed';
  /** Why it was not sent, in the server's words when it gave any. */
  error: string | null;
  createdAt: string;
}

export const sendBodyOf = (outgoing: Outgoing, clientId: string): SendMessageBody => ({ ...outgoing, clientId });

/** Adds a message as sending, or puts a failed one back to sending (a retry keeps its place and id). */
export function markSending(
  list: readonly PendingMessage[],
  clientId: string,
  outgoing: Outgoing,
  now: Date,
): PendingMessage[] {
  const existing = list.find((p) => p.clientId === clientId);
  if (existing) return list.map((p) => (p.clientId === clientId ? { ...p, status: 'sending', error: null } : p));
  return [...list, { clientId, outgoing, status: 'sending', error: null, createdAt: now.toISOString() }];
}

export function markFailed(list: readonly PendingMessage[], clientId: string, error: string | null): PendingMessage[] {
  return list.map((p) => (p.clientId === clientId ? { ...p, status: 'failed', error } : p));
}

/** The server has these messages now: their pending copies go. */
export function withoutConfirmed(
  list: readonly PendingMessage[],
  confirmed: readonly Pick<ChatMessage, 'clientId' | 'senderId'>[],
  me: string,
): PendingMessage[] {
  const ids = new Set(confirmed.filter((m) => m.senderId === me).map((m) => m.clientId));
  if (!list.some((p) => ids.has(p.clientId))) return list as PendingMessage[];
  return list.filter((p) => !ids.has(p.clientId));
}

export type TimelineItem = { type: 'message'; message: ChatMessage } | { type: 'pending'; pending: PendingMessage };

/**
 * What the chat shows: the server's messages in order, then this tab's unconfirmed ones. A pending
 * message whose confirmed copy has already arrived is not shown twice.
 */
export function timelineOf(
  messages: readonly ChatMessage[],
  pending: readonly PendingMessage[],
  me: string,
): TimelineItem[] {
  const sent = new Set(messages.filter((m) => m.senderId === me).map((m) => m.clientId));
  return [
    ...messages.map((message) => ({ type: 'message' as const, message })),
    ...pending.filter((p) => !sent.has(p.clientId)).map((p) => ({ type: 'pending' as const, pending: p })),
  ];
}
