/** What a call carries: a voice call may become a video call when both agree. */
export const CALL_MEDIA = ['audio', 'video'] as const;
/**
 * Where a call is: ringing until answered, declined or timed out (missed); active while both talk;
 * ended after either hangs up; busy when the person called was already in a call.
 */
export const CALL_STATUSES = ['ringing', 'active', 'ended', 'missed', 'declined', 'busy'] as const;
/** A call nobody answers is missed after this long (the server's CALL_RING_TIMEOUT_SECONDS may shorten it). */
export const CALL_RING_TIMEOUT_DEFAULT_SECONDS = 45;
/** Each side's in-call page says it is still there this often (and re-binds its socket after a reconnect). */
export const CALL_HEARTBEAT_MS = 5_000;
/** A call whose two pages have both been silent this long is ended by the server's sweep. */
export const CALL_STALE_MS = 20_000;
/**
 * While it rings, the calling page beats this often, so a caller who vanished without closing
 * (a phone that went offline) is noticed within CALL_RINGING_STALE_MS rather than CALL_STALE_MS.
 */
export const CALL_RINGING_HEARTBEAT_MS = 2_000;
/**
 * A ringing call whose calling page has been silent this long is missed by the sweep. Above the
 * connected heartbeat (5 s), so a page from before the faster ringing beat still keeps its call.
 */
export const CALL_RINGING_STALE_MS = 7_000;
/**
 * The calling tab's socket closed while it rang: the call is missed this long afterwards unless the
 * page comes back on a new socket and beats (a reconnect after a network switch takes well under this).
 */
export const CALL_CALLER_GONE_GRACE_MS = 3_000;

export const CALL_MESSAGES = {
  busy: 'They are on another call. Try again in a little while.',
  selfBusy: 'You are already in a call.',
  notAllowed: 'You can only call people you can message.',
  demo: 'Calls are only available with real users.',
  self: 'You cannot call yourself.',
  gone: 'This call has ended.',
} as const;
