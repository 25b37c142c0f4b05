import { z } from 'zod';
import { text } from './auth.ts';
import { FriendshipStatus } from './discover.ts';
import { REPORT_REASONS, REPORT_NOTE_MAX } from './constants/social.ts';
export * from './constants/social.ts';

/** A person in a list (friends, requests, matches, all users, blocked): public fields only. */
export const PersonSummary = z.object({
  userId: z.uuid(),
  displayName: z.string(),
  photoUrl: z.string().nullable(),
  location: z.string(),
  verified: z.boolean(),
  online: z.boolean(),
});
export type PersonSummary = z.infer<typeof PersonSummary>;

export const FriendRequestView = PersonSummary.extend({ requestedAt: z.iso.datetime() });
export const FriendView = PersonSummary.extend({ friendSince: z.iso.datetime() });
export const MatchView = PersonSummary.extend({ matchedAt: z.iso.datetime() });
export type FriendRequestView = z.infer<typeof FriendRequestView>;
export type FriendView = z.infer<typeof FriendView>;
export type MatchView = z.infer<typeof MatchView>;

export const FriendsOverview = z.object({
  requests: z.array(FriendRequestView),
  friends: z.array(FriendView),
});
export type FriendsOverview = z.infer<typeof FriendsOverview>;

export const MatchList = z.object({ matches: z.array(MatchView) });
export type MatchList = z.infer<typeof MatchList>;

export const CursorQuery = z.strictObject({ cursor: z.string().max(200).optional() });
export const UserListPage = z.object({
  users: z.array(PersonSummary.extend({ isFriend: z.boolean() })),
  nextCursor: z.string().nullable(),
  total: z.number().int(),
});
export type UserListPage = z.infer<typeof UserListPage>;

export const UserIdBody = z.strictObject({ userId: z.uuid({ error: 'This is not a real member' }) });
export const UserIdParams = z.strictObject({ userId: z.uuid({ error: 'This is not a real member' }) });

/** The spec's result shape for friend actions: a message a person can read either way. */
export const FriendActionResult = z.object({
  success: z.boolean(),
  message: z.string(),
  status: FriendshipStatus,
});
export type FriendActionResult = z.infer<typeof FriendActionResult>;
export const ReportReason = z.enum(REPORT_REASONS, { error: 'Please choose a reason for the report' });
export const ReportBody = z.strictObject({
  userId: z.uuid({ error: 'This is not a real member' }),
  reason: ReportReason,
  note: text('Note', REPORT_NOTE_MAX).default(''),
  /**
   * What is reported: the profile when absent, or one photo, message, stream or stream chat message
   * of this member; the server keeps a copy of it as it is now.
   */
  content: z
    .strictObject({
      kind: z.enum(['photo', 'message', 'stream', 'stream_chat']),
      id: z.uuid({ error: 'This is not a real item' }),
    })
    .optional(),
});
export type ReportBody = z.input<typeof ReportBody>;
/** A stored report; the id is what moderation refers to. */
export const ReportCreated = z.object({ id: z.uuid() });
export type ReportCreated = z.infer<typeof ReportCreated>;

export const BlockedList = z.object({ blocked: z.array(PersonSummary.extend({ blockedAt: z.iso.datetime() })) });
export type BlockedList = z.infer<typeof BlockedList>;
