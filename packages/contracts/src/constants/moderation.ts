/** What a member can report: the profile, or one piece of their content. */
export const REPORT_KINDS = ['profile', 'photo', 'message', 'stream', 'stream_chat'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

/** What a moderator can do with a person's open reports. */
export const MODERATOR_ACTIONS = ['dismiss', 'remove_content', 'warn', 'suspend', 'ban', 'require_face_check'] as const;
export type ModeratorAction = (typeof MODERATOR_ACTIONS)[number];

/** Everything the log holds: the moderators' actions and what the server or an appeal decided. */
export const MODERATION_LOG_KINDS = [...MODERATOR_ACTIONS, 'end_stream', 'appeal_upheld', 'appeal_overturned'] as const;
export type ModerationLogKind = (typeof MODERATION_LOG_KINDS)[number];

export const MODERATION_ACTION_LABELS: Record<ModerationLogKind, string> = {
  dismiss: 'Dismissed',
  remove_content: 'Content removed',
  warn: 'Warning',
  suspend: 'Suspension',
  ban: 'Ban',
  require_face_check: 'Face verification required',
  end_stream: 'Live stream ended',
  appeal_upheld: 'Appeal: decision upheld',
  appeal_overturned: 'Appeal: decision overturned',
};

export const REPORT_KIND_LABELS: Record<ReportKind, string> = {
  profile: 'Profile',
  photo: 'Photo',
  message: 'Message',
  stream: 'Live stream',
  stream_chat: 'Live stream chat message',
};

/** What the server raises by itself for moderators (`safety_signals.kind`). */
export const SIGNAL_KINDS = ['nudity_suspected', 'off_platform_contact'] as const;
export type SignalKind = (typeof SIGNAL_KINDS)[number];

export const SIGNAL_KIND_LABELS: Record<SignalKind, string> = {
  nudity_suspected: 'Photo held: likely explicit',
  off_platform_contact: 'Contact or payment details shared repeatedly',
};

/** What raised each kind of signal, so a moderator knows how much to trust it. */
export const SIGNAL_SOURCE_LABELS: Record<SignalKind, string> = {
  nudity_suspected: 'Photo nudity check (nsfwjs MobileNetV2, on our server)',
  off_platform_contact: 'Contact and payment details detector, after the member confirmed sharing',
};

export const MODERATION_REASON_MAX = 1000;
export const APPEAL_TEXT_MAX = 2000;
export const SUSPEND_DAYS_MAX = 365;
/** Independent fake-profile reports after which the person must verify their face again. */
export const FAKE_PROFILE_REPORTS_FOR_FACE_CHECK = 3;
export const MOD_QUEUE_PAGE_SIZE = 20;
export const MOD_LOG_PAGE_SIZE = 50;
