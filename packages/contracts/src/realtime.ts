import { z } from 'zod';
import { ERROR_CODES } from './constants/errors.ts';
import { PG_INT_MAX } from './text-rules.ts';
import { ChatMessage, ClientId, ConfirmContactShare, GiftType, messageText } from './messaging.ts';
import { ProfileId } from './discover.ts';
import { CALL_COMMANDS, CALL_EVENTS } from './calls.ts';
import { RtcSignal, StreamCard, StreamChatMessage, StreamDelivery } from './streaming.ts';
import { PROTOCOL_VERSION, PRESENCE_QUERY_MAX } from './constants/realtime.ts';
export * from './constants/realtime.ts';

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
  z.strictObject({
    type: z.literal('chat.send'),
    ref: Ref,
    to: ProfileId,
    kind: z.literal('text'),
    clientId: ClientId,
    text: messageText,
    confirmContactShare: ConfirmContactShare,
  }),
  z.strictObject({
    type: z.literal('chat.send'),
    ref: Ref,
    to: ProfileId,
    kind: z.literal('heart'),
    clientId: ClientId,
    text: messageText.optional(),
    confirmContactShare: ConfirmContactShare,
  }),
  z.strictObject({
    type: z.literal('chat.send'),
    ref: Ref,
    to: ProfileId,
    kind: z.literal('gift'),
    clientId: ClientId,
    giftType: GiftType,
    text: messageText.optional(),
    confirmContactShare: ConfirmContactShare,
  }),
]);
/** Marks the other person's messages up to `upToSeq` as read. */
export const ChatRead = z.strictObject({
  type: z.literal('chat.read'),
  ref: Ref,
  with: z.uuid(),
  upToSeq: z.number().int().min(0).max(PG_INT_MAX),
});
/** Tells the other person I am (or stopped) typing; repeat at most every few seconds while typing. */
export const ChatTyping = z.strictObject({
  type: z.literal('chat.typing'),
  ref: Ref,
  to: z.uuid(),
  typing: z.boolean(),
});

/** Start (or stop) hearing `stream.started`, `stream.ended`, `stream.viewers_changed` and thumbnails of every live stream. */
export const StreamsFollow = z.strictObject({ type: z.literal('streams.follow'), ref: Ref, follow: z.boolean() });
/**
 * The host's page attaches this socket to its live stream and repeats it every STREAM_HOST_HEARTBEAT_MS;
 * answered by `stream.hosting` (with the viewers already waiting). Only the stream's host may send it.
 */
export const StreamHost = z.strictObject({ type: z.literal('stream.host'), ref: Ref, streamId: z.uuid() });
/** Join a live stream as a viewer on this socket; answered by `stream.joined` or an error (`stream_full`, `stream_ended`…). */
export const StreamJoin = z.strictObject({ type: z.literal('stream.join'), ref: Ref, streamId: z.uuid() });
export const StreamLeave = z.strictObject({ type: z.literal('stream.leave'), ref: Ref, streamId: z.uuid() });
/**
 * A viewer watching through Janus asks for a fresh token for its open session before the one it has
 * expires; answered by `stream.renewed`, or refused as a join would be (`stream_not_found` when
 * either side blocked the other, `stream_removed`, `stream_ended`, `not_in_stream`).
 */
export const StreamRenew = z.strictObject({ type: z.literal('stream.renew'), ref: Ref, streamId: z.uuid() });
/**
 * WebRTC signalling. From the host: `peerId` is the viewer it is for. From a viewer: its own `peerId`
 * (from `stream.joined`), always relayed to the host. The server decides who is who from the socket.
 */
export const StreamSignal = z.strictObject({
  type: z.literal('stream.signal'),
  ref: Ref,
  streamId: z.uuid(),
  peerId: z.uuid(),
  signal: RtcSignal,
});
/**
 * Whether this tab is in front of the person (document visibility). Sent on connect and on every
 * change, and again every TAB_VISIBLE_REFRESH_MS while visible; no answer. Push notifications are
 * held back while any tab of the member is visible.
 */
export const TabVisibility = z.strictObject({ type: z.literal('tab.visibility'), ref: Ref, visible: z.boolean() });
export const ClientMessage = z.discriminatedUnion('type', [
  PresenceHeartbeat,
  PresenceQuery,
  Ping,
  ChatRead,
  ChatTyping,
  ChatSend,
  StreamsFollow,
  StreamHost,
  StreamJoin,
  StreamLeave,
  StreamRenew,
  StreamSignal,
  ...CALL_COMMANDS,
  TabVisibility,
]);
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
    code: z.enum(ERROR_CODES),
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
  /** Something new is in the recipient's notifications list (the bell reads its count again). */
  z.object({ type: z.literal('notification.created') }),
  /** The recipient read their notifications on another tab or device. */
  z.object({ type: z.literal('notifications.read'), unread: z.number().int().min(0) }),
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
  /** Answer to `streams.follow`. */
  z.object({ type: z.literal('streams.following'), ref: Ref, follow: z.boolean() }),
  /** A stream went live (to followers of the list). */
  z.object({ type: z.literal('stream.started'), stream: StreamCard }),
  /** A stream ended (to followers of the list, its viewers and its host). */
  z.object({ type: z.literal('stream.ended'), streamId: z.uuid(), endedAt: z.iso.datetime() }),
  /** The number watching changed (to followers of the list, its viewers and its host). */
  z.object({ type: z.literal('stream.viewers_changed'), streamId: z.uuid(), viewerCount: z.number().int().min(0) }),
  /** A new thumbnail (to followers of the list). */
  z.object({ type: z.literal('stream.thumbnail_changed'), streamId: z.uuid(), thumbnailUrl: z.string() }),
  /** Answer to `stream.host`: the viewers already waiting for an offer from this socket. */
  z.object({
    type: z.literal('stream.hosting'),
    ref: Ref,
    streamId: z.uuid(),
    viewerCount: z.number().int(),
    viewers: z.array(z.object({ peerId: z.uuid(), viewer: LivePerson })),
    delivery: StreamDelivery,
  }),
  /** Answer to `stream.renew`: the same delivery with fresh tokens (and TURN credentials); the media goes on as it is. */
  z.object({ type: z.literal('stream.renewed'), ref: Ref, streamId: z.uuid(), delivery: StreamDelivery }),
  /** Answer to `stream.join`: my peer id for signalling, and how to reach the host. */
  z.object({
    type: z.literal('stream.joined'),
    ref: Ref,
    streamId: z.uuid(),
    peerId: z.uuid(),
    viewerCount: z.number().int(),
    delivery: StreamDelivery,
  }),
  /** To the host's socket: a viewer joined and waits for an offer. */
  z.object({ type: z.literal('stream.viewer_joined'), streamId: z.uuid(), peerId: z.uuid(), viewer: LivePerson }),
  /** To the host's socket: a viewer left (close that peer connection). */
  z.object({ type: z.literal('stream.viewer_left'), streamId: z.uuid(), peerId: z.uuid() }),
  /** Relayed signalling: to a viewer, `peerId` is its own; to the host, the viewer it came from. */
  z.object({ type: z.literal('stream.signal'), streamId: z.uuid(), peerId: z.uuid(), signal: RtcSignal }),
  /** A live chat message, heart or gift in a stream (to its viewers and host, never to people blocked either way). */
  z.object({ type: z.literal('stream.chat_message'), streamId: z.uuid(), message: StreamChatMessage }),
  ...CALL_EVENTS,
  /** The host removed a chat message: drop it (to the stream's viewers and host). */
  z.object({ type: z.literal('stream.chat_message_removed'), streamId: z.uuid(), messageId: z.uuid() }),
  /** The host turned slow mode on, changed it or turned it off (0). */
  z.object({ type: z.literal('stream.slow_mode_changed'), streamId: z.uuid(), seconds: z.number().int().min(0) }),
  /** To one viewer's sockets: the host muted or unmuted them in this stream. */
  z.object({ type: z.literal('stream.muted'), streamId: z.uuid(), muted: z.boolean() }),
  /**
   * To one viewer's sockets: they no longer watch this stream (the host removed them, or one of
   * them blocked the other) and may not join it again. The page stops the video and says why.
   */
  z.object({
    type: z.literal('stream.removed'),
    streamId: z.uuid(),
    reason: z.enum(['removed', 'blocked']),
    message: z.string(),
  }),
]);
export type ServerMessage = z.infer<typeof ServerMessage>;
