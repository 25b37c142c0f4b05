import type { ChatMessage, ConversationSummary } from '@sankofa/contracts';
import type { LivePerson } from '@sankofa/contracts/realtime';
import type { AppDeps } from '../../deps.ts';
import { storedCallFacts } from './call-line-words.ts';
import type { ConversationRow } from './conversations.repo.ts';
import type { MessageRow } from './messages.repo.ts';

/** A stored message as the contract shows it; the recipient is the other member of the pair. */
export function chatMessage(row: MessageRow, recipientId: string): ChatMessage {
  return {
    id: row.id,
    seq: row.seq,
    senderId: row.sender_id,
    recipientId,
    clientId: row.client_id,
    kind: row.kind,
    text: row.body,
    gift: row.gift_type && row.gift_cost ? { type: row.gift_type, cost: row.gift_cost } : null,
    call: storedCallFacts(row),
    sentAt: row.sent_at,
  };
}

export function senderPerson(
  deps: Pick<AppDeps, 'storage'>,
  userId: string,
  name: string,
  photoKey: string | null,
): LivePerson {
  return { userId, displayName: name, photoUrl: photoKey ? deps.storage.url(photoKey) : null };
}

export function conversationSummary(
  deps: Pick<AppDeps, 'storage'>,
  row: ConversationRow,
  online: ReadonlySet<string>,
): ConversationSummary {
  return {
    userId: row.peer,
    displayName: row.display_name,
    photoUrl: row.photo_key ? deps.storage.url(row.photo_key) : null,
    verified: row.verified,
    online: row.show_online && !row.removed && online.has(row.peer),
    connection: row.connection,
    connectedAt: row.connected_at,
    lastMessage:
      row.last_seq && row.last_sender_id && row.last_kind && row.last_sent_at
        ? {
            seq: row.last_seq,
            senderId: row.last_sender_id,
            kind: row.last_kind,
            text: row.last_body ?? '',
            call: storedCallFacts({
              kind: row.last_kind,
              body: row.last_body ?? '',
              call_media: row.last_call_media,
              call_outcome: row.last_call_outcome,
              call_seconds: row.last_call_seconds,
            }),
            sentAt: row.last_sent_at,
          }
        : null,
    unreadCount: row.unread,
    theirReadSeq: row.their_read_seq,
    removedByModerators: row.removed,
  };
}
