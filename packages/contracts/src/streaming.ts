import { z } from 'zod';
import { ClientId, GiftType, MessageKind, messageText } from './messaging.ts';
import { IceServer } from './rtc.ts';
import {
  STREAM_CATEGORIES,
  STREAM_TITLE_MAX,
  STREAM_DESCRIPTION_MAX,
  STREAM_CHAT_MAX_LENGTH,
  SDP_MAX_LENGTH,
  STREAM_TITLE_MISSING,
  STREAM_SLOW_MODE_MAX,
} from './constants/streaming.ts';
export * from './constants/streaming.ts';
export const StreamCategory = z.enum(STREAM_CATEGORIES, { error: 'Choose one of the listed categories' });
export type StreamCategory = z.infer<typeof StreamCategory>;

export const StartStreamBody = z.strictObject({
  title: z
    .string({ error: STREAM_TITLE_MISSING })
    .trim()
    .min(1, { error: STREAM_TITLE_MISSING })
    .max(STREAM_TITLE_MAX, { error: `Keep the title under ${STREAM_TITLE_MAX} characters` }),
  description: z
    .string({ error: 'A description must be text' })
    .trim()
    .max(STREAM_DESCRIPTION_MAX, { error: `Keep the description under ${STREAM_DESCRIPTION_MAX} characters` })
    .optional(),
  /** Empty or missing is saved as 'general'. */
  category: z.union([StreamCategory, z.literal('')]).optional(),
  /** Only Platinum members (and the host) may watch; hosting one needs a paid plan. */
  premium: z.boolean().optional(),
});
export type StartStreamBody = z.infer<typeof StartStreamBody>;

export const StreamStatus = z.enum(['live', 'ended']);
export type StreamStatus = z.infer<typeof StreamStatus>;

/** What a stream card and the watch page show; the host's name and photo come from the server. */
export const StreamCard = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string(),
  category: StreamCategory,
  hostId: z.uuid(),
  hostName: z.string(),
  hostPhotoUrl: z.string().nullable(),
  /** The host passed face verification (the orange checkmark). */
  hostVerified: z.boolean(),
  viewerCount: z.number().int().min(0),
  status: StreamStatus,
  /** A frame of the host's video, at most STREAM_THUMBNAIL_EVERY_MS old; null until the first arrives. */
  thumbnailUrl: z.string().nullable(),
  /** A premium live event: listed for everyone, watched by Platinum members and the host only. */
  premium: z.boolean(),
  /** Seconds a viewer waits between chat messages; 0 when slow mode is off. */
  slowModeSeconds: z.number().int().min(0),
  startedAt: z.iso.datetime(),
  endedAt: z.iso.datetime().nullable(),
});
export type StreamCard = z.infer<typeof StreamCard>;

export const StreamListQuery = z.strictObject({ cursor: z.string().max(200).optional() });
export const StreamList = z.object({ streams: z.array(StreamCard), nextCursor: z.string().nullable() });
export type StreamList = z.infer<typeof StreamList>;

export const StreamParams = z.strictObject({ streamId: z.uuid({ error: 'That is not a stream id' }) });

export const EndStreamResult = z.object({
  /** How many live sessions of mine were ended (0 when none was live). */
  ended: z.number().int(),
  /** Viewers watching when it ended. */
  viewerCount: z.number().int(),
});
export type EndStreamResult = z.infer<typeof EndStreamResult>;

/** How media reaches viewers: peer to peer from the host's browser (the embedded default), or through Janus (decision 0033). */
const P2pDelivery = z.object({
  kind: z.literal('p2p'),
  iceServers: z.array(IceServer),
  maxViewers: z.number().int().positive(),
});
/** What this page may do on Janus: the host publishes into the stream's room, a viewer subscribes from it. */
export const JanusAccess = z.object({
  /** Janus' WebSocket API. */
  url: z.string(),
  /** The stream's VideoRoom. */
  room: z.string(),
  /** Opens a Janus session (sent with every request of it). */
  token: z.string(),
  /** Joins this room only; a viewer's expires minutes after it is issued, so a rejoin asks again. */
  roomToken: z.string(),
  /**
   * Seconds after which the page asks for a fresh core token for its open session (a viewer with
   * `stream.renew`; the host's `stream.host` comes more often), well before `token` expires.
   */
  renewAfterSeconds: z.number().int().positive(),
});
export type JanusAccess = z.infer<typeof JanusAccess>;
const SfuDelivery = z.object({
  kind: z.literal('sfu'),
  iceServers: z.array(IceServer),
  maxViewers: z.number().int().positive(),
  janus: JanusAccess,
});
export const StreamDelivery = z.discriminatedUnion('kind', [P2pDelivery, SfuDelivery]);
export type StreamDelivery = z.infer<typeof StreamDelivery>;

export const StreamChatText = messageText.max(STREAM_CHAT_MAX_LENGTH, {
  error: `Keep a chat message under ${STREAM_CHAT_MAX_LENGTH} characters`,
});

export const SendStreamChatBody = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('text'), clientId: ClientId, text: StreamChatText }),
  z.strictObject({ kind: z.literal('heart'), clientId: ClientId }),
  z.strictObject({ kind: z.literal('gift'), clientId: ClientId, giftType: GiftType }),
]);
export type SendStreamChatBody = z.infer<typeof SendStreamChatBody>;

export const StreamChatMessage = z.object({
  id: z.uuid(),
  streamId: z.uuid(),
  clientId: z.string(),
  sender: z.object({
    userId: z.uuid(),
    displayName: z.string(),
    photoUrl: z.string().nullable(),
    /** The sender passed face verification (the orange checkmark). */
    verified: z.boolean(),
  }),
  kind: MessageKind,
  text: z.string(),
  gift: z.object({ type: GiftType, cost: z.number().int() }).nullable(),
  sentAt: z.iso.datetime(),
});
export type StreamChatMessage = z.infer<typeof StreamChatMessage>;

export const StreamChatPage = z.object({
  /** The newest STREAM_CHAT_PAGE_SIZE messages, oldest first, without people blocked either way. */
  messages: z.array(StreamChatMessage),
});
export type StreamChatPage = z.infer<typeof StreamChatPage>;

export const SendStreamChatResult = z.object({
  message: StreamChatMessage,
  /** The sender's balance after a gift; null otherwise. */
  tokenBalance: z.number().int().nullable(),
});
export type SendStreamChatResult = z.infer<typeof SendStreamChatResult>;

/** A host's moderation of one person in their stream. */
export const StreamViewerParams = z.strictObject({
  streamId: z.uuid({ error: 'That is not a stream id' }),
  userId: z.uuid({ error: 'That is not a member id' }),
});
export const StreamMessageParams = z.strictObject({
  streamId: z.uuid({ error: 'That is not a stream id' }),
  messageId: z.uuid({ error: 'That is not a message id' }),
});
export const MuteViewerBody = z.strictObject({ muted: z.boolean() });
export type MuteViewerBody = z.infer<typeof MuteViewerBody>;
export const SlowModeBody = z.strictObject({
  seconds: z
    .number()
    .int()
    .min(0)
    .max(STREAM_SLOW_MODE_MAX, { error: `Slow mode can be at most ${STREAM_SLOW_MODE_MAX} seconds` }),
});
export type SlowModeBody = z.infer<typeof SlowModeBody>;
export const ModerationResult = z.object({ ok: z.literal(true) });
export type ModerationResult = z.infer<typeof ModerationResult>;

export const ThumbnailResult = z.object({ thumbnailUrl: z.string() });

/** WebRTC signalling, relayed by the server between the host and one viewer of the same stream. */
export const RtcSignal = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('description'),
    description: z.strictObject({ type: z.enum(['offer', 'answer']), sdp: z.string().min(1).max(SDP_MAX_LENGTH) }),
  }),
  z.strictObject({
    kind: z.literal('candidate'),
    candidate: z.strictObject({
      candidate: z.string().max(1000),
      sdpMid: z.string().max(64).nullable().optional(),
      sdpMLineIndex: z.number().int().min(0).max(64).nullable().optional(),
      usernameFragment: z.string().max(256).nullable().optional(),
    }),
  }),
]);
export type RtcSignal = z.infer<typeof RtcSignal>;
