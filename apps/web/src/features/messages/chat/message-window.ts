import type { ChatMessage, MessagePage } from '@sankofa/contracts';

/** The part of one conversation this tab holds: a contiguous run of messages, oldest first. */
export interface ChatWindow {
  messages: ChatMessage[];
  /** Older messages exist before the first one held. */
  hasOlder: boolean;
  /** The last of my messages the other person has read. */
  theirReadSeq: number;
}

/**
 * Both lists as one, ordered by sequence number, each message once. A message can reach the tab
 * twice (the send's answer and the live event, or a catch-up overlapping an event); the sequence
 * number is its identity within the conversation.
 */
export function mergeBySeq(held: readonly ChatMessage[], incoming: readonly ChatMessage[]): ChatMessage[] {
  if (incoming.length === 0) return held as ChatMessage[];
  const bySeq = new Map<number, ChatMessage>();
  for (const m of held) bySeq.set(m.seq, m);
  let changed = false;
  for (const m of incoming) {
    if (!bySeq.has(m.seq)) changed = true;
    bySeq.set(m.seq, bySeq.get(m.seq) ?? m);
  }
  if (!changed) return held as ChatMessage[];
  return [...bySeq.values()].sort((a, b) => a.seq - b.seq);
}

export const lastSeqOf = (messages: readonly ChatMessage[]): number => messages.at(-1)?.seq ?? 0;

export const windowOf = (page: MessagePage): ChatWindow => ({
  messages: page.messages,
  hasOlder: page.hasOlder,
  theirReadSeq: page.theirReadSeq,
});

/** New messages arrived (live, sent, or caught up); the read mark only ever moves forward. */
export function withMessages(window: ChatWindow, incoming: readonly ChatMessage[], theirReadSeq = 0): ChatWindow {
  const messages = mergeBySeq(window.messages, incoming);
  const readSeq = Math.max(window.theirReadSeq, theirReadSeq);
  if (messages === window.messages && readSeq === window.theirReadSeq) return window;
  return { ...window, messages, theirReadSeq: readSeq };
}

/** An older page was loaded in front of what is held. */
export function withOlder(window: ChatWindow, page: MessagePage): ChatWindow {
  return {
    messages: mergeBySeq(window.messages, page.messages),
    hasOlder: page.hasOlder,
    theirReadSeq: Math.max(window.theirReadSeq, page.theirReadSeq),
  };
}

/** The last of my messages the other person has read, which carries the 'Seen' mark; null for none. */
export function seenSeqOf(messages: readonly ChatMessage[], me: string, theirReadSeq: number): number | null {
  for (let i = messages.length - 1; i >= 0; i--) {
    const m = messages[i]!;
    if (m.senderId === me && m.seq <= theirReadSeq) return m.seq;
  }
  return null;
}

/** The newest message the other person sent, which is what reading moves past. */
export function lastIncomingSeqOf(messages: readonly ChatMessage[], me: string): number {
  for (let i = messages.length - 1; i >= 0; i--) if (messages[i]!.senderId !== me) return messages[i]!.seq;
  return 0;
}
