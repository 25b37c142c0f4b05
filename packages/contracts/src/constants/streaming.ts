export const STREAM_CATEGORIES = ['music', 'lifestyle', 'food', 'culture', 'dating', 'general'] as const;

export const STREAM_TITLE_MAX = 100;
export const STREAM_DESCRIPTION_MAX = 500;
export const STREAM_PAGE_SIZE = 24;
export const STREAM_CHAT_PAGE_SIZE = 50;
export const STREAM_CHAT_MAX_LENGTH = 300;
/** The host's page sends `stream.host` this often; the server ends a stream whose host is silent for STREAM_HOST_GRACE_MS. */
export const STREAM_HOST_HEARTBEAT_MS = 10_000;
export const STREAM_HOST_GRACE_MS = 30_000;
/** The host's page captures a thumbnail from its own video this often (the first one soon after going live). */
export const STREAM_THUMBNAIL_EVERY_MS = 30_000;
export const STREAM_THUMBNAIL_MAX_BYTES = 512 * 1024;
/** Frames a peer's SDP may take on the socket (the socket's own frame limit is 16 KiB). */
export const SDP_MAX_LENGTH = 12_000;

export const STREAM_TITLE_MISSING = 'Please enter a stream title before going live.';

export const STREAM_CATEGORY_LABELS: Record<(typeof STREAM_CATEGORIES)[number], string> = {
  music: 'Music',
  lifestyle: 'Lifestyle',
  food: 'Food & Cooking',
  culture: 'Culture',
  dating: 'Dating & Relationships',
  general: 'General',
};

/** Slow mode choices a host may pick (seconds between one viewer's chat messages; 0 is off). */
export const STREAM_SLOW_MODE_CHOICES = [0, 5, 10, 30, 60] as const;
export const STREAM_SLOW_MODE_MAX = 300;
export const STREAM_REMOVED_MESSAGE = 'The host removed you from this stream.';
export const STREAM_MUTED_MESSAGE = 'The host has muted you in this stream. You can keep watching.';
