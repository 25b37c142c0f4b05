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
/** While typing, the client repeats `chat.typing` this often; the other side forgets it after TYPING_TTL_MS. */
export const TYPING_REPEAT_MS = 3_000;
export const TYPING_TTL_MS = 6_000;
/** A visible tab repeats `tab.visibility` this often; the server forgets one that stops (push waits while one is visible). */
export const TAB_VISIBLE_REFRESH_MS = 60_000;

export const CLIENT_MESSAGE_TYPES = [
  'presence.heartbeat',
  'presence.query',
  'ping',
  'chat.send',
  'chat.read',
  'chat.typing',
  'streams.follow',
  'stream.host',
  'stream.join',
  'stream.leave',
  'stream.renew',
  'stream.signal',
  'call.start',
  'call.answer',
  'call.decline',
  'call.end',
  'call.signal',
  'call.media_state',
  'call.upgrade_request',
  'call.upgrade_reply',
  'call.heartbeat',
  'tab.visibility',
] as const;
