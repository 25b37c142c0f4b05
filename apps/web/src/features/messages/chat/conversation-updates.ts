import type { InfiniteData } from '@tanstack/react-query';
import type { ChatMessage, ConversationPage, ConversationSummary } from '@sankofa/contracts';

export type ConversationPages = InfiniteData<ConversationPage, string | null>;

export const peerOf = (m: Pick<ChatMessage, 'senderId' | 'recipientId'>, me: string) =>
  m.senderId === me ? m.recipientId : m.senderId;

/** The loaded pages as one list; a conversation that moved between pages while loading shows once. */
export function conversationsOf(data: Pick<ConversationPages, 'pages'> | undefined): ConversationSummary[] {
  const seen = new Set<string>();
  const all: ConversationSummary[] = [];
  for (const page of data?.pages ?? []) {
    for (const c of page.conversations) {
      if (seen.has(c.userId)) continue;
      seen.add(c.userId);
      all.push(c);
    }
  }
  return all;
}

export function findConversation(data: ConversationPages | undefined, userId: string): ConversationSummary | undefined {
  for (const page of data?.pages ?? []) {
    const found = page.conversations.find((c) => c.userId === userId);
    if (found) return found;
  }
  return undefined;
}

function mapConversation(
  data: ConversationPages,
  userId: string,
  change: (c: ConversationSummary) => ConversationSummary,
): ConversationPages {
  let changed = false;
  const pages = data.pages.map((page) => {
    if (!page.conversations.some((c) => c.userId === userId)) return page;
    return {
      ...page,
      conversations: page.conversations.map((c) => {
        if (c.userId !== userId) return c;
        const next = change(c);
        if (next !== c) changed = true;
        return next;
      }),
    };
  });
  return changed ? { ...data, pages } : data;
}

/**
 * A message in one of my conversations, as the list should show it: it becomes the last line, the
 * conversation moves to the top (newest activity first) and, when it is from the other person and
 * not being read right now, it counts as unread. `found` is false when the conversation is not among
 * the loaded pages (a new match, or further down): the caller reloads the list then.
 * Applying the same message twice changes nothing.
 */
export function withMessage(
  data: ConversationPages,
  message: ChatMessage,
  me: string,
  { beingRead }: { beingRead: boolean },
): { data: ConversationPages; found: boolean } {
  const userId = peerOf(message, me);
  const current = findConversation(data, userId);
  if (!current) return { data, found: false };
  if (current.lastMessage && current.lastMessage.seq >= message.seq) return { data, found: true };
  const incoming = message.senderId !== me;
  const updated: ConversationSummary = {
    ...current,
    lastMessage: {
      seq: message.seq,
      senderId: message.senderId,
      kind: message.kind,
      text: message.text,
      call: message.call ?? null,
      sentAt: message.sentAt,
    },
    unreadCount: current.unreadCount + (incoming && !beingRead ? 1 : 0),
  };
  const [first, ...rest] = data.pages.map((page) => ({
    ...page,
    conversations: page.conversations.filter((c) => c.userId !== userId),
  }));
  if (!first) return { data, found: false };
  return {
    data: { ...data, pages: [{ ...first, conversations: [updated, ...first.conversations] }, ...rest] },
    found: true,
  };
}

export const withUnreadCount = (data: ConversationPages, userId: string, unreadCount: number) =>
  mapConversation(data, userId, (c) => (c.unreadCount === unreadCount ? c : { ...c, unreadCount }));

/** The other person read my messages up to `seq`. */
export const withTheirRead = (data: ConversationPages, userId: string, seq: number) =>
  mapConversation(data, userId, (c) => (c.theirReadSeq >= seq ? c : { ...c, theirReadSeq: seq }));

/** I read their messages up to `seq` (here or in another tab): nothing before it is unread any more. */
export const withMyRead = (data: ConversationPages, userId: string, seq: number) =>
  mapConversation(data, userId, (c) =>
    c.unreadCount > 0 && c.lastMessage && seq >= c.lastMessage.seq ? { ...c, unreadCount: 0 } : c,
  );

/** Presence changed for someone allowed to see it. */
export const withOnline = (data: ConversationPages, userId: string, online: boolean) =>
  mapConversation(data, userId, (c) => (c.online === online ? c : { ...c, online }));
