import { z } from 'zod';
import { CALL_MEDIA, CALL_STATUSES } from './constants/calls.ts';
import { ProfileId } from './discover.ts';
import { IceServer } from './rtc.ts';
import { RtcSignal } from './streaming.ts';
export * from './constants/calls.ts';

export const CallMedia = z.enum(CALL_MEDIA);
export type CallMedia = z.infer<typeof CallMedia>;
export const CallStatus = z.enum(CALL_STATUSES);
export type CallStatus = z.infer<typeof CallStatus>;

/** A call as both people see it. */
export const CallView = z.object({
  id: z.uuid(),
  callerId: z.uuid(),
  calleeId: z.uuid(),
  media: CallMedia,
  status: CallStatus,
  startedAt: z.iso.datetime(),
  /** Until when it rings (missed after); meaningful while ringing. */
  ringsUntil: z.iso.datetime(),
  answeredAt: z.iso.datetime().nullable(),
  endedAt: z.iso.datetime().nullable(),
});
export type CallView = z.infer<typeof CallView>;

const Ref = z.string().max(64).optional();
const CallId = z.uuid();

// Commands. The server knows who is who from the socket: the caller's tab is the one that started
// the call, the callee's the one that answered; signalling goes from one of them to the other only.
export const CallStart = z.strictObject({ type: z.literal('call.start'), ref: Ref, to: ProfileId, media: CallMedia });
export const CallAnswer = z.strictObject({ type: z.literal('call.answer'), ref: Ref, callId: CallId });
export const CallDecline = z.strictObject({ type: z.literal('call.decline'), ref: Ref, callId: CallId });
/** Hang up (or cancel while ringing). */
export const CallEnd = z.strictObject({ type: z.literal('call.end'), ref: Ref, callId: CallId });
export const CallSignal = z.strictObject({
  type: z.literal('call.signal'),
  ref: Ref,
  callId: CallId,
  signal: RtcSignal,
});
/** My microphone and camera are on or off (shown to the other side). */
export const CallMediaState = z.strictObject({
  type: z.literal('call.media_state'),
  ref: Ref,
  callId: CallId,
  audio: z.boolean(),
  video: z.boolean(),
});
/** Ask the other side to turn a voice call into a video call. */
export const CallUpgradeRequest = z.strictObject({ type: z.literal('call.upgrade_request'), ref: Ref, callId: CallId });
export const CallUpgradeReply = z.strictObject({
  type: z.literal('call.upgrade_reply'),
  ref: Ref,
  callId: CallId,
  accept: z.boolean(),
});
/** Every CALL_HEARTBEAT_MS from the in-call page; after a reconnect it moves the call to this socket. */
export const CallHeartbeat = z.strictObject({ type: z.literal('call.heartbeat'), ref: Ref, callId: CallId });

export const CALL_COMMANDS = [
  CallStart,
  CallAnswer,
  CallDecline,
  CallEnd,
  CallSignal,
  CallMediaState,
  CallUpgradeRequest,
  CallUpgradeReply,
  CallHeartbeat,
] as const;

const Person = z.object({ userId: z.uuid(), displayName: z.string(), photoUrl: z.string().nullable() });

// Events.
export const CALL_EVENTS = [
  /** Answer to `call.start` on the calling socket, with ICE servers for this call. */
  z.object({ type: z.literal('call.started'), ref: Ref, call: CallView, peer: Person, iceServers: z.array(IceServer) }),
  /** To every socket of the person called: show the incoming-call sheet. */
  z.object({ type: z.literal('call.incoming'), call: CallView, from: Person }),
  /** Answer to `call.answer` on the answering socket. */
  z.object({
    type: z.literal('call.answered'),
    ref: Ref,
    call: CallView,
    peer: Person,
    iceServers: z.array(IceServer),
  }),
  /** The call changed (answered, declined, missed, ended, became video); to every socket of both people. */
  z.object({ type: z.literal('call.updated'), call: CallView, endedBy: z.uuid().nullable() }),
  /** Relayed signalling, to the other side's call socket only. */
  z.object({ type: z.literal('call.signal'), callId: CallId, signal: RtcSignal }),
  /** The other side's microphone and camera. */
  z.object({ type: z.literal('call.peer_media'), callId: CallId, audio: z.boolean(), video: z.boolean() }),
  /** The other side asks to turn on video. */
  z.object({ type: z.literal('call.upgrade_requested'), callId: CallId }),
  /** The other side said no to video. */
  z.object({ type: z.literal('call.upgrade_declined'), callId: CallId }),
  /** Answer to the commands that have no answer of their own (decline, end, signal, media state, upgrade). */
  z.object({ type: z.literal('call.ack'), ref: Ref }),
  /** Answer to `call.heartbeat`. */
  z.object({ type: z.literal('call.alive'), ref: Ref, call: CallView }),
] as const;
