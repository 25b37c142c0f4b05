import {
  CONVERSATION_PAGE_SIZE,
  MESSAGE_CATCH_UP_MAX,
  MESSAGE_PAGE_SIZE,
  isRealProfileId,
  type ConversationPage,
  type ConversationSummary,
  type MarkReadResult,
  type MessagePage,
  type NotificationSummary,
} from '@sankofa/contracts';
import type { AppDeps } from '../../deps.ts';
import { publishToUser } from '../realtime/session-events.ts';
import { conversationPair } from './conversation-pair.queries.ts';
import { onlineOf } from '../social/person-view.ts';
import { decodeUserCursor, encodeUserCursor } from '../social/user-cursor.ts';
import { selectConversations, selectNotificationCounts, type ConversationRow } from './conversations.repo.ts';
import { chatMessage, conversationSummary } from './message-view.ts';
import { demoMessagingRefused, notConnected, selfMessagingRefused } from './messaging-errors.ts';
import { markRead, selectMessageWindow } from './messages.repo.ts';

/** Presence for the rows that allow it, in one lookup (the same rule as every other list). */
const onlineAmong = (deps: Pick<AppDeps, 'clock' | 'presence'>, rows: readonly ConversationRow[]) =>
  onlineOf(
    deps,
    rows.map((r) => ({ userId: r.peer, showOnline: r.show_online })),
  );

/** One statement and one presence lookup per page, however many conversations there are. */
export async function conversationPage(
  deps: Pick<AppDeps, 'clock' | 'database' | 'presence' | 'storage'>,
  me: string,
  cursor: string | undefined,
): Promise<ConversationPage> {
  // Same shape as the All Users position: PostgreSQL's timestamp text (microseconds kept) and a uuid.
  const position = cursor ? decodeUserCursor(cursor) : null;
  const after = position ? { sortKey: position.createdAt, peer: position.userId } : null;
  const rows = await selectConversations(
    deps.database.db,
    me,
    { after, limit: CONVERSATION_PAGE_SIZE + 1 },
    deps.clock(),
  );
  const page = rows.slice(0, CONVERSATION_PAGE_SIZE);
  const online = await onlineAmong(deps, page);
  const last = page.at(-1);
  return {
    conversations: page.map((r) => conversationSummary(deps, r, online)),
    nextCursor:
      rows.length > CONVERSATION_PAGE_SIZE && last
        ? encodeUserCursor({ createdAt: last.sort_key, userId: last.peer })
        : null,
  };
}

function pairFor(me: string, peer: string) {
  if (!isRealProfileId(peer)) throw demoMessagingRefused();
  const pair = conversationPair(me, peer);
  if (pair.me === pair.peer) throw selfMessagingRefused();
  return pair;
}

/** The conversation with one person (to open a chat that is not on the first page of the list). */
export async function oneConversation(
  deps: Pick<AppDeps, 'clock' | 'database' | 'presence' | 'storage'>,
  me: string,
  peer: string,
): Promise<ConversationSummary> {
  const pair = pairFor(me, peer);
  const [row] = await selectConversations(deps.database.db, pair.me, { peer: pair.peer, limit: 1 }, deps.clock());
  if (!row) throw notConnected();
  return conversationSummary(deps, row, await onlineAmong(deps, [row]));
}

export async function messagePage(
  deps: Pick<AppDeps, 'clock' | 'database'>,
  me: string,
  peer: string,
  query: { before?: number; after?: number },
): Promise<MessagePage> {
  const pair = pairFor(me, peer);
  const catchingUp = query.after !== undefined;
  const size = catchingUp ? MESSAGE_CATCH_UP_MAX : MESSAGE_PAGE_SIZE;
  const window = await selectMessageWindow(deps.database.db, pair, { ...query, limit: size + 1 }, deps.clock());
  if (!window.connected) throw notConnected();
  const more = window.messages.length > size;
  // The window is oldest first: the extra row is the oldest when paging back, the newest when catching up.
  const rows = more ? (catchingUp ? window.messages.slice(0, size) : window.messages.slice(1)) : window.messages;
  return {
    messages: rows.map((r) => chatMessage(r, r.sender_id === pair.me ? pair.peer : pair.me)),
    hasOlder: catchingUp ? false : more,
    hasNewer: catchingUp ? more : false,
    theirReadSeq: window.theirReadSeq,
  };
}

/**
 * Marks the other person's messages up to `upToSeq` read. My own tabs are always told (their unread
 * counts follow it); the sender only when their plan includes read receipts ('Seen', decision 0013).
 */
export async function readMessages(
  deps: Pick<AppDeps, 'bus' | 'clock' | 'database'>,
  me: string,
  peer: string,
  upToSeq: number,
): Promise<MarkReadResult> {
  const pair = pairFor(me, peer);
  const at = deps.clock();
  const result = await markRead(deps.database.db, pair, upToSeq, at);
  if (!result.connected) throw notConnected();
  if (result.readSeq > 0) {
    const event = {
      type: 'chat.messages_read',
      readerId: pair.me,
      senderId: pair.peer,
      upToSeq: result.readSeq,
      readAt: at.toISOString(),
    } as const;
    const toSender = result.senderSeesReceipts ? [publishToUser(deps.bus, pair.peer, event)] : [];
    await Promise.all([...toSender, publishToUser(deps.bus, pair.me, event)]);
  }
  return { readSeq: result.readSeq, unreadCount: result.unread };
}

export async function notificationSummary(deps: Pick<AppDeps, 'database'>, me: string): Promise<NotificationSummary> {
  const c = await selectNotificationCounts(deps.database.db, me);
  return {
    unreadMessages: c.unread_messages,
    friendRequests: c.friend_requests,
    newMatches: c.new_matches,
    total: c.unread_messages + c.friend_requests + c.new_matches,
  };
}
