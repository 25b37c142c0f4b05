import { z } from 'zod';
import { text } from './auth.ts';
import { ReportReason } from './social.ts';
import {
  APPEAL_TEXT_MAX,
  MODERATION_LOG_KINDS,
  MODERATION_REASON_MAX,
  MODERATOR_ACTIONS,
  REPORT_KINDS,
  SIGNAL_KINDS,
  SUSPEND_DAYS_MAX,
} from './constants/moderation.ts';
export * from './constants/moderation.ts';

export const ReportKindSchema = z.enum(REPORT_KINDS);
export const SignalKindSchema = z.enum(SIGNAL_KINDS);

/**
 * The reported content as it was when it was reported, kept with the report: a later edit or
 * deletion by its author cannot hide it from the moderator.
 */
export const ReportSnapshot = z.object({
  displayName: z.string().optional(),
  bio: z.string().optional(),
  location: z.string().optional(),
  /** A copy of the photo kept for moderators, served only under /api/mod/evidence. */
  evidenceUrl: z.string().nullable().optional(),
  /** Message, stream chat message, or stream title and description. */
  text: z.string().optional(),
  title: z.string().optional(),
  at: z.iso.datetime().optional(),
});
export type ReportSnapshot = z.infer<typeof ReportSnapshot>;

/** A moderator's view of a person: the account, not only the public profile. */
export const ModPerson = z.object({
  userId: z.uuid(),
  displayName: z.string(),
  photoUrl: z.string().nullable(),
  role: z.enum(['member', 'moderator', 'admin']),
  accountCreatedAt: z.iso.datetime(),
  verified: z.boolean(),
  faceCheckRequired: z.boolean(),
  suspendedUntil: z.iso.datetime().nullable(),
  banned: z.boolean(),
});
export type ModPerson = z.infer<typeof ModPerson>;

/**
 * One entry of the queue. The kind is the discriminator, so other sources (the automatic safety
 * signals) join as new kinds without changing the ones here.
 */
export const QueueItem = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('reports'),
    person: ModPerson,
    openReports: z.number().int(),
    reporters: z.number().int(),
    oldestAt: z.iso.datetime(),
    reportKinds: z.array(ReportKindSchema),
    reasons: z.array(ReportReason),
  }),
  z.object({
    kind: z.literal('appeal'),
    appealId: z.uuid(),
    person: ModPerson,
    action: z.enum(MODERATION_LOG_KINDS),
    createdAt: z.iso.datetime(),
    /** The moderator who took the action; another one must decide the appeal. */
    decidedBy: z.uuid().nullable(),
  }),
  z.object({
    kind: z.literal('signals'),
    person: ModPerson,
    openSignals: z.number().int(),
    signalKinds: z.array(SignalKindSchema),
    oldestAt: z.iso.datetime(),
  }),
]);
export type QueueItem = z.infer<typeof QueueItem>;

export const QueuePage = z.object({ items: z.array(QueueItem), nextCursor: z.string().nullable() });
export type QueuePage = z.infer<typeof QueuePage>;

export const ModReport = z.object({
  id: z.uuid(),
  kind: ReportKindSchema,
  subjectId: z.uuid().nullable(),
  reason: ReportReason,
  note: z.string(),
  status: z.enum(['open', 'reviewed']),
  createdAt: z.iso.datetime(),
  reporter: z.object({ userId: z.uuid(), displayName: z.string() }).nullable(),
  snapshot: ReportSnapshot,
});
export type ModReport = z.infer<typeof ModReport>;

export const LogEntry = z.object({
  id: z.uuid(),
  kind: z.enum(MODERATION_LOG_KINDS),
  moderatorId: z.uuid().nullable(),
  subjectUserId: z.uuid(),
  rule: z.string(),
  reason: z.string(),
  content: z.object({ kind: ReportKindSchema, snapshot: ReportSnapshot }).nullable(),
  suspendDays: z.number().int().nullable(),
  createdAt: z.iso.datetime(),
});
export type LogEntry = z.infer<typeof LogEntry>;

export const AppealView = z.object({
  id: z.uuid(),
  actionId: z.uuid(),
  text: z.string(),
  status: z.enum(['open', 'upheld', 'overturned']),
  createdAt: z.iso.datetime(),
});
export type AppealView = z.infer<typeof AppealView>;

/**
 * Something the server noticed by itself, with what it saw: never the member's private messages,
 * only scores, kinds of detail and counts, and the photo or bio it is about.
 */
export const ModSignal = z.object({
  id: z.uuid(),
  kind: SignalKindSchema,
  createdAt: z.iso.datetime(),
  resolvedAt: z.iso.datetime().nullable(),
  evidence: z.object({
    /** The held photo (nudity check), while it is stored. */
    photoId: z.uuid().nullable(),
    photoUrl: z.string().nullable(),
    photoHeld: z.boolean(),
    /** The classifier's scores, 0 to 1, by class. */
    scores: z.record(z.string(), z.number()).nullable(),
    /** Which kinds of contact or payment detail, where, and how many confirmed shares in the window. */
    handleKinds: z.array(z.string()),
    place: z.enum(['bio', 'message']).nullable(),
    shares: z.number().int().nullable(),
    /** The bio as it is now, when the details were in the bio. */
    bio: z.string().nullable(),
  }),
});
export type ModSignal = z.infer<typeof ModSignal>;

/** Everything a moderator needs to decide about one person, in one answer. */
export const ModCase = z.object({
  person: ModPerson,
  openReports: z.array(ModReport),
  earlierReports: z.array(ModReport),
  actions: z.array(LogEntry),
  appeals: z.array(AppealView),
  openSignals: z.array(ModSignal),
  earlierSignals: z.array(ModSignal),
  liveStreamId: z.uuid().nullable(),
});
export type ModCase = z.infer<typeof ModCase>;

export const ModAction = z.enum(MODERATOR_ACTIONS);
export const ModActionBody = z
  .strictObject({
    action: ModAction,
    /** The open reports this decides; each is closed with this action. */
    reportIds: z.array(z.uuid()).max(200).default([]),
    /** The open safety signals this decides; each is resolved with this action. */
    signalIds: z.array(z.uuid()).max(200).default([]),
    rule: ReportReason,
    reason: text('Reason', MODERATION_REASON_MAX, 'Please write the reason the member will read').pipe(
      z.string().min(1, { error: 'Please write the reason the member will read' }),
    ),
    days: z.number().int().min(1).max(SUSPEND_DAYS_MAX).optional(),
    /** For remove_content: the report whose photo, message or stream chat message goes. */
    contentReportId: z.uuid().optional(),
    /** For remove_content: the nudity signal whose held photo goes. */
    contentSignalId: z.uuid().optional(),
  })
  .refine((b) => b.action !== 'suspend' || b.days !== undefined, {
    error: 'Please choose for how many days',
    path: ['days'],
  })
  .refine(
    (b) => b.action !== 'remove_content' || (b.contentReportId !== undefined) !== (b.contentSignalId !== undefined),
    {
      error: 'Please choose the content to remove',
      path: ['contentReportId'],
    },
  );
export type ModActionBody = z.input<typeof ModActionBody>;
export const ModActionResult = z.object({ actionId: z.uuid() });
export type ModActionResult = z.infer<typeof ModActionResult>;

export const EndStreamByModBody = z.strictObject({
  rule: ReportReason,
  reason: text('Reason', MODERATION_REASON_MAX, 'Please write the reason the member will read').pipe(z.string().min(1)),
});
export const StreamIdParams = z.strictObject({ streamId: z.uuid() });
export const AppealIdParams = z.strictObject({ appealId: z.uuid() });
export const ActionIdParams = z.strictObject({ actionId: z.uuid() });
export const EvidenceParams = z.strictObject({ name: z.string().regex(/^[0-9a-f]{32}\.webp$/) });

export const AppealDecisionBody = z.strictObject({
  outcome: z.enum(['upheld', 'overturned']),
  reason: text('Reason', MODERATION_REASON_MAX, 'Please write the reason the member will read').pipe(z.string().min(1)),
});

export const LogPage = z.object({ entries: z.array(LogEntry), nextCursor: z.string().nullable() });
export type LogPage = z.infer<typeof LogPage>;

/** What a member reads about a decision on their account: which rule, which content, why. */
export const Statement = z.object({
  actionId: z.uuid(),
  kind: z.enum(MODERATION_LOG_KINDS),
  rule: ReportReason,
  reason: z.string(),
  content: z.object({ kind: ReportKindSchema, snapshot: ReportSnapshot }).nullable(),
  suspendedUntil: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
  appeal: z.object({ status: z.enum(['open', 'upheld', 'overturned']), createdAt: z.iso.datetime() }).nullable(),
  canAppeal: z.boolean(),
});
export type Statement = z.infer<typeof Statement>;
export const StatementList = z.object({ statements: z.array(Statement) });
export type StatementList = z.infer<typeof StatementList>;

/**
 * Sent with a refused sign-in (403 account_restricted): the statement, and a short-lived token that
 * lets the banned or suspended member appeal without a session.
 */
export const RestrictedDetails = z.object({ statement: Statement, appealToken: z.string() });
export type RestrictedDetails = z.infer<typeof RestrictedDetails>;

export const AppealBody = z.strictObject({
  text: text('Appeal', APPEAL_TEXT_MAX, 'Please say why the decision should change'),
});
export const RestrictedAppealBody = AppealBody.extend({ token: z.string().min(1).max(2000) });
export const AppealCreated = z.object({ appealId: z.uuid() });
export type AppealCreated = z.infer<typeof AppealCreated>;
