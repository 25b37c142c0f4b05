import { z } from 'zod';
import { PG_INT_MAX } from './text-rules.ts';
import { ProfileId } from './discover.ts';
import {
  CALL_OUTCOMES,
  CATCH_UP_CONVERSATIONS_MAX,
  CLIENT_ID_MAX_LENGTH,
  GIFT_TYPES,
  MESSAGE_KINDS,
  MESSAGE_MAX_LENGTH,
} from './constants/messaging.ts';
import { CALL_MEDIA } from './constants/calls.ts';
export * from './constants/messaging.ts';
export const GiftType = z.enum(GIFT_TYPES, { error: 'Choose a Rose, a Heart or a Diamond' });
export type GiftType = z.infer<typeof GiftType>;
export const MessageKind = z.enum(MESSAGE_KINDS);
export type MessageKind = z.infer<typeof MessageKind>;

/** How the two people are connected; a pair that is both matched and friends is shown as a match. */
/** 'direct': a conversation a Platinum member opened before any match or friendship. */
export const ConnectionKind = z.enum(['match', 'friend', 'direct']);
export type ConnectionKind = z.infer<typeof ConnectionKind>;

const CLIENT_ID_RULE = 'A message needs a client id of 8 to 64 characters';
export const ClientId = z
  .string({ error: CLIENT_ID_RULE })
  .min(8, { error: CLIENT_ID_RULE })
  .max(CLIENT_ID_MAX_LENGTH, { error: CLIENT_ID_RULE })
  .regex(/^[A-Za-z0-9_-]+$/, { error: 'A client id may only use letters, digits, - and _' });

/** Message text, trimmed; shared by the HTTP body and the realtime command. */
export const messageText = z
  .string({ error: (issue) => (issue.input === undefined ? 'Write a message first' : 'A message must be text') })
  .trim()
  .min(1, { error: 'Write a message first' })
  .max(MESSAGE_MAX_LENGTH, { error: `Keep a message under ${MESSAGE_MAX_LENGTH} characters` });

/** What a sender asks for: text needs text; a heart or gift may carry a short note, or the default emoji. */
/**
 * The sender saw the 'Are you sure?' for contact or payment details in this text and sends it
 * anyway (the server answered `contact_share_unconfirmed` without it).
 */
export const ConfirmContactShare = z.boolean().optional();

export const SendMessageBody = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('text'),
    clientId: ClientId,
    text: messageText,
    confirmContactShare: ConfirmContactShare,
  }),
  z.strictObject({
    kind: z.literal('heart'),
    clientId: ClientId,
    text: messageText.optional(),
    confirmContactShare: ConfirmContactShare,
  }),
  z.strictObject({
    kind: z.literal('gift'),
    clientId: ClientId,
    giftType: GiftType,
    text: messageText.optional(),
    confirmContactShare: ConfirmContactShare,
  }),
]);
export type SendMessageBody = z.infer<typeof SendMessageBody>;

/**
 * What a call line says, as facts, so each reader's app writes it in their own language: voice or
 * video, answered (with its length in whole seconds), missed (nobody answered, or the line was busy)
 * or declined. `text` keeps the server's English line for clients that do not read this.
 */
export const CallLineFacts = z.object({
  media: z.enum(CALL_MEDIA),
  outcome: z.enum(CALL_OUTCOMES),
  /** Only for an answered call. */
  seconds: z.number().int().min(0).nullable(),
});
export type CallLineFacts = z.infer<typeof CallLineFacts>;

export const ChatMessage = z.object({
  id: z.uuid(),
  /** Position in the conversation, from 1, without gaps in what a reader sees. */
  seq: z.number().int().positive(),
  senderId: z.uuid(),
  recipientId: z.uuid(),
  clientId: z.string(),
  kind: MessageKind,
  text: z.string(),
  gift: z.object({ type: GiftType, cost: z.number().int() }).nullable(),
  /** Set on kind 'call' (absent from servers before it existed). */
  call: CallLineFacts.nullable().optional(),
  sentAt: z.iso.datetime(),
});
export type ChatMessage = z.infer<typeof ChatMessage>;

export const SendMessageResult = z.object({
  message: ChatMessage,
  /** The sender's balance after a gift; null for text and hearts. */
  tokenBalance: z.number().int().nullable(),
});
export type SendMessageResult = z.infer<typeof SendMessageResult>;

export const LastMessage = z.object({
  seq: z.number().int(),
  senderId: z.uuid(),
  kind: MessageKind,
  text: z.string(),
  call: CallLineFacts.nullable().optional(),
  sentAt: z.iso.datetime(),
});
export type LastMessage = z.infer<typeof LastMessage>;

export const ConversationSummary = z.object({
  userId: z.uuid(),
  displayName: z.string(),
  photoUrl: z.string().nullable(),
  verified: z.boolean(),
  online: z.boolean(),
  connection: ConnectionKind,
  /** When the two connected; shown and sorted by until a message is written. */
  connectedAt: z.iso.datetime(),
  lastMessage: LastMessage.nullable(),
  unreadCount: z.number().int(),
  /** The last of my messages the other person has read (0: none); my messages up to it are 'Seen'. */
  theirReadSeq: z.number().int(),
  /** The other person is banned or suspended: their messages stay here, marked, and no new ones can be sent. */
  removedByModerators: z.boolean(),
});
export type ConversationSummary = z.infer<typeof ConversationSummary>;

export const ConversationPage = z.object({
  conversations: z.array(ConversationSummary),
  nextCursor: z.string().nullable(),
});
export type ConversationPage = z.infer<typeof ConversationPage>;

export const ConversationParams = z.strictObject({ userId: ProfileId });

/** `before`: the page of older messages; `after`: catch up after a reconnect; neither: the newest page. */
export const MessagesQuery = z
  .strictObject({
    before: z.coerce.number().int().positive().max(PG_INT_MAX).optional(),
    after: z.coerce.number().int().min(0).max(PG_INT_MAX).optional(),
  })
  .refine((q) => q.before === undefined || q.after === undefined, {
    error: 'Ask for messages before or after a point, not both',
  });

export const MessagePage = z.object({
  /** Oldest first. */
  messages: z.array(ChatMessage),
  /** More older messages exist before the first one. */
  hasOlder: z.boolean(),
  /** More newer messages exist after the last one (only when catching up). */
  hasNewer: z.boolean(),
  theirReadSeq: z.number().int(),
});
export type MessagePage = z.infer<typeof MessagePage>;

/**
 * A resume after a reconnect: every conversation held, each with the last sequence number held
 * without a gap. One request and one statement, however many conversations (issue #24).
 */
export const CatchUpBody = z.strictObject({
  conversations: z
    .array(z.strictObject({ userId: ProfileId, after: z.number().int().min(0).max(PG_INT_MAX) }))
    .min(1)
    .max(CATCH_UP_CONVERSATIONS_MAX),
});
export type CatchUpBody = z.infer<typeof CatchUpBody>;

export const CatchUpResult = z.object({
  /** One entry per conversation asked about, in the order asked (a person named twice, once). */
  conversations: z.array(
    z.object({
      userId: z.string(),
      /** False when the conversation is closed to the caller (unmatched, blocked…): nothing is shown. */
      connected: z.boolean(),
      /** After `after`, oldest first, at most CATCH_UP_MESSAGES_PER_CONVERSATION. */
      messages: z.array(ChatMessage),
      /** More follow the last one: ask again from it. */
      hasNewer: z.boolean(),
      theirReadSeq: z.number().int(),
    }),
  ),
});
export type CatchUpResult = z.infer<typeof CatchUpResult>;

export const MarkReadBody = z.strictObject({ upToSeq: z.number().int().min(0).max(PG_INT_MAX) });
export const MarkReadResult = z.object({ readSeq: z.number().int(), unreadCount: z.number().int() });
export type MarkReadResult = z.infer<typeof MarkReadResult>;

/** The header bell: what is waiting for the signed-in person. */
export const NotificationSummary = z.object({
  unreadMessages: z.number().int(),
  friendRequests: z.number().int(),
  newMatches: z.number().int(),
  total: z.number().int(),
});
export type NotificationSummary = z.infer<typeof NotificationSummary>;
