import { z } from 'zod';
import { ChatMessage, ClientId, GiftType, messageText } from './messaging.ts';
import { ProfileId } from './discover.ts';

/** Bumped whenever a message changes shape; the server says which one it speaks in `hello`. */
export const PROTOCOL_VERSION = 1;
/** Subprotocol the browser offers; the access token travels as a second subprotocol `bearer.<jwt>`. */
export const REALTIME_SUBPROTOCOL = 'sankofa.v1';
export const REALTIME_PATH = '/api/realtime';
/** The client re-announces presence this often (and on activity, throttled to this). */
export const PRESENCE_HEARTBEAT_MS = 30_000;
/** A connection that has not re-announced for this long no longer counts as online. */
export const PRESENCE_TTL_MS = 75_000;
export const PRESENCE_QUERY_MAX = 100;

const Ref = z.string().max(64).optional();

// Commands: imperative, from the browser.
export const PresenceHeartbeat = z.strictObject({ type: z.literal('presence.heartbeat'), ref: Ref });
export const PresenceQuery = z.strictObject({
  type: z.literal('presence.query'),
  ref: Ref,
  userIds: z.array(z.uuid()).min(1).max(PRESENCE_QUERY_MAX),
});
export const Ping = z.strictObject({ type: z.literal('ping'), ref: Ref });

/** Sends a message (same rules as POST /api/conversations/:userId/messages); answered by `chat.sent` or `error`. */
export const ChatSend = z.discriminatedUnion('kind', [
  z.strictObject({ type: z.literal('chat.send'), ref: Ref, to: ProfileId, kind: z.literal('text'), clientId: ClientId, text: messageText }),
  z.strictObject({ type: z.literal('chat.send'), ref: Ref, to: ProfileId, kind: z.literal('heart'), clientId: ClientId, text: messageText.optional() }),
  z.strictObject({
    type: z.literal('chat.send'),
    ref: Ref,
    to: ProfileId,
    kind: z.literal('gift'),
    clientId: ClientId,
    giftType: GiftType,
    text: messageText.optional(),
  }),
]);
/** Marks the other person's messages up to `upToSeq` as read. */
export const ChatRead = z.strictObject({ type: z.literal('chat.read'), ref: Ref, with: z.uuid(), upToSeq: z.number().int().min(0) });
/** Tells the other person I am (or stopped) typing; repeat at most every few seconds while typing. */
export const ChatTyping = z.strictObject({ type: z.literal('chat.typing'), ref: Ref, to: z.uuid(), typing: z.boolean() });
/** While typing, the client repeats `chat.typing` this often; the other side forgets it after TYPING_TTL_MS. */
export const TYPING_REPEAT_MS = 3_000;
export const TYPING_TTL_MS = 6_000;

export const CLIENT_MESSAGE_TYPES = ['presence.heartbeat', 'presence.query', 'ping', 'chat.send', 'chat.read', 'chat.typing'] as const;
export const ClientMessage = z.discriminatedUnion('type', [PresenceHeartbeat, PresenceQuery, Ping, ChatRead, ChatTyping, ChatSend]);
export type ClientMessage = z.infer<typeof ClientMessage>;

// Events: past tense, from the server.
export const PresenceEntry = z.object({
  userId: z.uuid(),
  online: z.boolean(),
  /** When the current online spell began; null when offline. */
  onlineAt: z.iso.datetime().nullable(),
});
export type PresenceEntry = z.infer<typeof PresenceEntry>;

/** The public face of a person in a live event. */
export const LivePerson = z.object({ userId: z.uuid(), displayName: z.string(), photoUrl: z.string().nullable() });
export type LivePerson = z.infer<typeof LivePerson>;

export const ServerMessage = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('hello'),
    protocolVersion: z.literal(PROTOCOL_VERSION),
    userId: z.uuid(),
    connectionId: z.string(),
    heartbeatMs: z.number().int(),
  }),
  z.object({
    type: z.literal('error'),
    ref: Ref,
    code: z.string(),
    message: z.string(),
  }),
  z.object({ type: z.literal('pong'), ref: Ref }),
  z.object({ type: z.literal('presence.listed'), ref: Ref, users: z.array(PresenceEntry) }),
  z.object({ type: z.literal('presence.changed'), user: PresenceEntry }),
  z.object({ type: z.literal('session.revoked') }),
  /** Someone sent the recipient a friend request. */
  z.object({ type: z.literal('friend.request_received'), from: LivePerson, requestedAt: z.iso.datetime() }),
  /** The recipient's friend request was accepted (sent to the requester). */
  z.object({ type: z.literal('friend.request_accepted'), by: LivePerson, friendSince: z.iso.datetime() }),
  /** A friendship, match or request involving the recipient ended (declined, unfriended, unmatched, blocked). */
  z.object({ type: z.literal('connections.changed') }),
  /** A mutual like made a match; sent to both people. */
  z.object({ type: z.literal('match.created'), with: LivePerson, matchedAt: z.iso.datetime() }),
  /** Answer to `chat.send` on the sending socket; `tokenBalance` is the balance after a gift. */
  z.object({ type: z.literal('chat.sent'), ref: Ref, message: ChatMessage, tokenBalance: z.number().int().nullable() }),
  /** A message in one of my conversations (sent to both people, on every tab). `from` is its sender. */
  z.object({ type: z.literal('chat.message_created'), message: ChatMessage, from: LivePerson }),
  /** `readerId` has read the messages of `senderId` up to `upToSeq` (sent to both people). */
  z.object({
    type: z.literal('chat.messages_read'),
    readerId: z.uuid(),
    senderId: z.uuid(),
    upToSeq: z.number().int(),
    readAt: z.iso.datetime(),
  }),
  /** The other person started or stopped typing to me. */
  z.object({ type: z.literal('chat.typing_changed'), userId: z.uuid(), typing: z.boolean() }),
]);
export type ServerMessage = z.infer<typeof ServerMessage>;
